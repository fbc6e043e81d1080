import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';
import { refreshAfterChange } from '../refresh-after-change';

export async function deleteDocument(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/documents/${id}`);
}

/** SPEC 7 DELETE /api/documents/{id}, after confirmation. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_result, id) => {
      // Its summary and text are gone with it; refetching them would only answer 404.
      queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
      return refreshAfterChange(queryClient);
    },
  });
}
