import type { DocumentFiguresQuery } from '@shared/document-figures';
import { documentKeys } from '@client/api/query-keys';

/** One page of the Figures tab as the query asks for it; a blank search is no search. */
export type FiguresPageQuery = Omit<DocumentFiguresQuery, 'q'> & { q?: string };

/**
 * Query keys of a document's figure ledger. They sit under the document's own key, so what refreshes
 * or removes a document (a change, a delete) refreshes or removes its figures too, and they spell the
 * API path like the app's other keys.
 */
export const documentFigureKeys = {
  all: (documentId: number) => [...documentKeys.detail(documentId), 'figures'] as const,
  page: (documentId: number, query: FiguresPageQuery) =>
    [...documentKeys.detail(documentId), 'figures', query] as const,
};
