import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zInvestment, type Investment, type UpdateInvestmentInput } from '@shared/investment';
import { apiJson } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';
import { refreshAfterChange } from '../refresh-after-change';

export function updateInvestment({
  id,
  changes,
}: {
  id: number;
  changes: UpdateInvestmentInput;
}): Promise<Investment> {
  return apiJson(zInvestment, 'PATCH', `/api/investments/${id}`, changes);
}

/** PATCH with a status (stage change, archive) or the edited fields. */
export function useUpdateInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestment,
    onSuccess: (investment) => {
      queryClient.setQueryData(investmentKeys.detail(investment.id), investment);
      return refreshAfterChange(queryClient);
    },
  });
}
