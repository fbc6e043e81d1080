import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { zDocumentFiguresResponse, type DocumentFiguresResponse } from '@shared/document-figures';
import { apiJson } from '@client/lib/api-client';
import { queryKeyPath } from '@client/lib/query-client';
import { documentFigureKeys, type FiguresPageQuery } from './document-figure-keys';

export function getDocumentFigures(
  documentId: number,
  query: FiguresPageQuery,
): Promise<DocumentFiguresResponse> {
  return apiJson(zDocumentFiguresResponse, 'GET', queryKeyPath(documentFigureKeys.page(documentId, query)));
}

export function documentFiguresQueryOptions(documentId: number, query: FiguresPageQuery) {
  return queryOptions({
    queryKey: documentFigureKeys.page(documentId, query),
    queryFn: () => getDocumentFigures(documentId, query),
  });
}

/**
 * GET /api/documents/{id}/figures: one page of the searched, sorted ledger and how many figures match,
 * only while `enabled` (the Figures tab is open on a processed document). The last page stays on screen
 * while the next search, sort or page loads, so the table does not flash.
 */
export function useDocumentFigures(documentId: number, query: FiguresPageQuery, enabled: boolean) {
  return useQuery({
    ...documentFiguresQueryOptions(documentId, query),
    enabled,
    placeholderData: keepPreviousData,
  });
}
