import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDocumentListItem, type DocumentListItem } from '@shared/document';
import { apiJson } from '@client/lib/api-client';
import { refreshAfterChange } from '../refresh-after-change';

export function setDocumentAiAccess({
  id,
  keepOutOfAi,
}: {
  id: number;
  keepOutOfAi: boolean;
}): Promise<DocumentListItem> {
  return apiJson(zDocumentListItem, 'PATCH', `/api/documents/${id}/ai-access`, { keepOutOfAi });
}

/** An admin keeps a document out of AI (or lets the AI read it again); the lists show the mark at once. */
export function useSetDocumentAiAccess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDocumentAiAccess, onSuccess: () => refreshAfterChange(queryClient) });
}
