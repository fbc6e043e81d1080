import { queryOptions, useQuery } from '@tanstack/react-query';
import { zDocumentView, type DocumentView } from '@shared/document';
import { apiJson } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';

export function getDocumentView(id: number): Promise<DocumentView> {
  return apiJson(zDocumentView, 'GET', `/api/documents/${id}/view`);
}

export function documentViewQueryOptions(id: number) {
  return queryOptions({
    queryKey: documentKeys.view(id),
    queryFn: () => getDocumentView(id),
  });
}

/** SPEC 7 GET /api/documents/{id}/view: the extracted text and its word count, only while `enabled`. */
export function useDocumentView(id: number, enabled: boolean) {
  return useQuery({ ...documentViewQueryOptions(id), enabled });
}
