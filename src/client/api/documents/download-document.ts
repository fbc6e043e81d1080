import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { downloadBlob } from '@client/lib/download';

/** SPEC 7 GET /api/documents/{id}/download, saved through a link download under the document's name. */
export async function downloadDocument({ id, name }: { id: number; name: string }): Promise<void> {
  const response = await apiRequest('GET', `/api/documents/${id}/download`);
  downloadBlob(await response.blob(), name);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
