import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { documentSearchTotalHeader, zDocumentSearchHit, type DocumentSearchResult } from '@shared/document';
import { apiRequest } from '@client/lib/api-client';
import { documentKeys } from '../query-keys';

/** The best hits, and how many documents matched in all (the server sends that as a header). */
export async function searchDocuments(q: string): Promise<DocumentSearchResult> {
  const response = await apiRequest('GET', `/api/documents?q=${encodeURIComponent(q)}`);
  const hits = z.array(zDocumentSearchHit).parse(await response.json());
  const total = Number(response.headers.get(documentSearchTotalHeader));
  return { hits, total: Number.isSafeInteger(total) && total >= hits.length ? total : hits.length };
}

export function documentSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: documentKeys.search(q),
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
