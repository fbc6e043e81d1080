import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zInvestment, type Investment } from '@shared/investment';
import { apiJson } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';

export function getInvestments(): Promise<Investment[]> {
  return apiJson(z.array(zInvestment), 'GET', '/api/investments');
}

export function investmentsQueryOptions() {
  return queryOptions({ queryKey: investmentKeys.all, queryFn: getInvestments });
}

export function useInvestments() {
  return useQuery(investmentsQueryOptions());
}
