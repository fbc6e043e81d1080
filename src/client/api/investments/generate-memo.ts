import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoFileName } from '@shared/investment-memo';
import { apiRequest } from '@client/lib/api-client';
import { downloadBlob } from '@client/lib/download';
import { refreshAfterChange } from '../refresh-after-change';

/** SPEC 2: calls the memo endpoint and saves the PDF as investment-memo-{id}.pdf. */
export async function generateMemo(id: number): Promise<void> {
  const response = await apiRequest('POST', `/api/investments/${id}/memo/generate`);
  downloadBlob(await response.blob(), memoFileName(id));
}

/** The memo is also filed as a document and counted, so the lists and metrics are refreshed after it. */
export function useGenerateMemo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateMemo, onSuccess: () => refreshAfterChange(queryClient) });
}
