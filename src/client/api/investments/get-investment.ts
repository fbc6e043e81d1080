import { queryOptions, useQuery } from '@tanstack/react-query';
import { zInvestment, type Investment } from '@shared/investment';
import { apiJson } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';

export function getInvestment(id: number): Promise<Investment> {
  return apiJson(zInvestment, 'GET', `/api/investments/${id}`);
}

export function investmentQueryOptions(id: number) {
  return queryOptions({ queryKey: investmentKeys.detail(id), queryFn: () => getInvestment(id) });
}

export function useInvestment(id: number) {
  return useQuery({ ...investmentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
