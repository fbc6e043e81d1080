import { queryOptions, useQuery } from '@tanstack/react-query';
import { zDocumentSummaryResponse, type DocumentSummaryResponse } from '@shared/document-summary';
import { ApiError, apiJson } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';

/** The stored summary, or null while the document has none (the server answers 404 then). */
export async function getDocumentSummary(id: number): Promise<DocumentSummaryResponse | null> {
  try {
    return await apiJson(zDocumentSummaryResponse, 'GET', `/api/documents/${id}/summary`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function documentSummaryQueryOptions(id: number) {
  return queryOptions({ queryKey: documentKeys.summary(id), queryFn: () => getDocumentSummary(id) });
}

/** SPEC 7 GET /api/documents/{id}/summary, fetched only while `enabled` (e.g. a card is expanded). */
export function useDocumentSummary(id: number, enabled: boolean) {
  return useQuery({ ...documentSummaryQueryOptions(id), enabled });
}
