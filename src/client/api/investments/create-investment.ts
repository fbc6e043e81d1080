import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zInvestment, type CreateInvestmentInput, type Investment } from '@shared/investment';
import { apiJson } from '@client/lib/api-client';
import { refreshAfterChange } from '../refresh-after-change';

export function createInvestment(input: CreateInvestmentInput): Promise<Investment> {
  return apiJson(zInvestment, 'POST', '/api/investments', input);
}

export function useCreateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvestment, onSuccess: () => refreshAfterChange(queryClient) });
}
