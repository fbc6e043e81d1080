import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';
import { refreshAfterChange } from '../refresh-after-change';

export async function deleteInvestment(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/investments/${id}`);
}

export function useDeleteInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvestment,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: investmentKeys.detail(id), exact: false });
      return refreshAfterChange(queryClient);
    },
  });
}
