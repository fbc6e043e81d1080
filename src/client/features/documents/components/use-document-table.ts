import { useState } from 'react';
import type { DocumentListItem } from '@shared/document';
import {
  defaultDocumentFilters,
  defaultDocumentSort,
  type DocumentFilters,
  type DocumentSort,
} from '@shared/document-table';
import { hasRole } from '@shared/roles';
import { useCurrentUser } from '@client/lib/current-user';
import { useDocumentActions, type DocumentListPlace } from './use-document-actions';
import { useDocumentRows } from './use-document-rows';

/**
 * SPEC 9 documents table logic, shared by the repository and the investment page: filters, the order,
 * the page (back to 1 when either changes), expanded summaries, the document open in the dialog and
 * the actions with their toasts.
 */
export function useDocumentTable(
  documents: DocumentListItem[] | undefined,
  place: DocumentListPlace,
  initialViewingId: number | null = null,
) {
  const { data: user } = useCurrentUser();
  const canWrite = user ? hasRole(user.role, 'member') : false;
  const [filters, setFilters] = useState(defaultDocumentFilters);
  const [sort, setSort] = useState<DocumentSort>(defaultDocumentSort);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [viewingId, setViewingId] = useState<number | null>(initialViewingId);
  const { rows, currentPage, pageRows } = useDocumentRows(documents, filters, sort, page);
  const { actions, pendingDelete, setPendingDelete, confirmDelete } = useDocumentActions(
    canWrite,
    (document) => setViewingId(document.id),
    place,
  );

  return {
    filters,
    changeFilters: (next: DocumentFilters) => {
      setFilters(next);
      setPage(1);
    },
    sort,
    changeSort: (next: DocumentSort) => {
      setSort(next);
      setPage(1);
    },
    rows,
    pageRows,
    currentPage,
    setPage,
    expanded,
    toggle: (id: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    actions,
    // The dialog reads the list, so a status that changes while it is open shows at once.
    viewed: documents?.find((document) => document.id === viewingId) ?? null,
    closeViewer: () => setViewingId(null),
    pendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}

export type DocumentTableState = ReturnType<typeof useDocumentTable>;
