import { useDeferredValue, useMemo } from 'react';
import type { DocumentListItem } from '@shared/document';
import {
  matchesDocumentFilters,
  pageCount,
  pageOf,
  sortDocuments,
  type DocumentFilters,
  type DocumentSort,
} from '@shared/document-table';

const noDocuments: DocumentListItem[] = [];

/**
 * The documents the filters keep, in the chosen order, and the page of them to show. The search text
 * is deferred so the box answers at once and the rows follow. A page past the end (after a delete)
 * shows the last page instead.
 */
export function useDocumentRows(
  documents: DocumentListItem[] | undefined,
  filters: DocumentFilters,
  sort: DocumentSort,
  page: number,
) {
  const search = useDeferredValue(filters.search);
  const { type, status, investment } = filters;
  const rows = useMemo(
    () =>
      sortDocuments(
        (documents ?? noDocuments).filter((document) =>
          matchesDocumentFilters(document, { search, type, status, investment }),
        ),
        sort,
      ),
    [documents, search, type, status, investment, sort],
  );
  const currentPage = Math.min(page, pageCount(rows.length));
  return { rows, currentPage, pageRows: pageOf(rows, currentPage) };
}
