import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zDocumentSearchHit, type DocumentSearchHit } from '@shared/document';
import { apiJson } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';

export function searchDocuments(q: string): Promise<DocumentSearchHit[]> {
  return apiJson(z.array(zDocumentSearchHit), 'GET', `/api/documents?q=${encodeURIComponent(q)}`);
}

export function documentSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...documentKeys.all, 'search', q] as const,
    queryFn: () => searchDocuments(q),
  });
}

/** GET /api/documents?q=: ranked full-text hits inside the documents; nothing is asked for empty text. */
export function useDocumentSearch(q: string) {
  const text = q.trim();
  return useQuery({
    ...documentSearchQueryOptions(text),
    enabled: text.length > 0,
    // Keeps the last hits on screen while the next search runs, so the panel does not flash.
    placeholderData: keepPreviousData,
  });
}
