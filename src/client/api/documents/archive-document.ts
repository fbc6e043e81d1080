import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zDocumentListItem, type DocumentListItem } from '@shared/document';
import { apiJson } from '@client/lib/api-client';
import { refreshAfterChange } from '../refresh-after-change';

export function archiveDocument(id: number): Promise<DocumentListItem> {
  return apiJson(zDocumentListItem, 'PATCH', `/api/documents/${id}`, { status: 'archived' });
}

/** SPEC 7 PATCH /api/documents/{id} {status: archived}. */
export function useArchiveDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveDocument, onSuccess: () => refreshAfterChange(queryClient) });
}
