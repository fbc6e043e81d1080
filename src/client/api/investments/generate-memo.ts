import { useMutation } from '@tanstack/react-query';
import { investmentTexts } from '@shared/investment-messages';
import { apiRequest } from '@client/lib/api-client';
import { downloadBlob } from '@client/lib/download';

/** SPEC 2: calls the memo endpoint and saves the PDF as investment-memo-{id}.pdf. */
export async function generateMemo(id: number): Promise<void> {
  const response = await apiRequest('POST', `/api/investments/${id}/memo/generate`);
  downloadBlob(await response.blob(), investmentTexts.memoFileName(id));
}

export function useGenerateMemo() {
  return useMutation({ mutationFn: generateMemo });
}
