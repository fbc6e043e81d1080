import { documentTypeLabel, isProcessedStatus, type DocumentListItem } from './document';

/** SPEC 9 documents table (detail and repository): 10 rows a page, at most 5 page buttons. */
export const documentPageSize = 10;
export const maxPageButtons = 5;
/** SPEC 9: This Week means the last 7 days. */
export const thisWeekMs = 7 * 24 * 60 * 60 * 1000;

/** SPEC 2 status filter values; analyzed counts as processed (SPEC 4). */
export type DocumentStatusFilter = 'all' | 'processed' | 'processing' | 'error';
/** 'general' is the General Repository (no investment); a number is one investment. */
export type DocumentInvestmentFilter = 'all' | 'general' | number;
export type DocumentFilters = {
  search: string;
  type: 'all' | string;
  status: DocumentStatusFilter;
  investment: DocumentInvestmentFilter;
};
export const defaultDocumentFilters: DocumentFilters = {
  search: '',
  type: 'all',
  status: 'all',
  investment: 'all',
};

/** SPEC 5: document search matches the name or the type (its value or its label), case-insensitive. */
export function matchesDocumentSearch(document: Pick<DocumentListItem, 'name' | 'type'>, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [document.name, document.type, documentTypeLabel(document.type)].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function matchesStatus(status: string, filter: DocumentStatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'processed') return isProcessedStatus(status);
  return status === filter;
}

function matchesInvestment(investmentId: number | null, filter: DocumentInvestmentFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'general') return investmentId === null;
  return investmentId === filter;
}

export function matchesDocumentFilters(document: DocumentListItem, filters: DocumentFilters): boolean {
  return (
    matchesDocumentSearch(document, filters.search) &&
    (filters.type === 'all' || document.type === filters.type) &&
    matchesStatus(document.status, filters.status) &&
    matchesInvestment(document.investmentId, filters.investment)
  );
}

export const documentSortColumns = ['name', 'type', 'status', 'fileSize', 'createdAt'] as const;
export type DocumentSortColumn = (typeof documentSortColumns)[number];
export type DocumentSort = { column: DocumentSortColumn; direction: 'asc' | 'desc' };

/** SPEC 9: newest first unless the user picks another order. */
export const defaultDocumentSort: DocumentSort = { column: 'createdAt', direction: 'desc' };

/** SPEC 2 sort options of the repository, each with the direction it starts in. */
export const documentSortOptions = [
  { value: 'createdAt', label: 'Newest first', sort: defaultDocumentSort },
  { value: 'name', label: 'Name', sort: { column: 'name', direction: 'asc' } },
  { value: 'type', label: 'Type', sort: { column: 'type', direction: 'asc' } },
] as const satisfies readonly { value: string; label: string; sort: DocumentSort }[];

/** A first click on a column sorts it (dates newest first), a second click reverses it. */
export function nextDocumentSort(current: DocumentSort, column: DocumentSortColumn): DocumentSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: column === 'createdAt' ? 'desc' : 'asc' };
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function compareBy(column: DocumentSortColumn, a: DocumentListItem, b: DocumentListItem): number {
  switch (column) {
    case 'fileSize':
      return a.fileSize - b.fileSize;
    case 'createdAt':
      return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    case 'type':
      return collator.compare(documentTypeLabel(a.type), documentTypeLabel(b.type));
    default:
      return collator.compare(a[column], b[column]);
  }
}

/** Sorted copy; ties fall back to newest first, then id, so the order never jumps between renders. */
export function sortDocuments<T extends DocumentListItem>(documents: readonly T[], sort: DocumentSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...documents].sort(
    (a, b) => sign * compareBy(sort.column, a, b) || compareBy('createdAt', b, a) || b.id - a.id,
  );
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / documentPageSize));
}

/** The rows of a 1-based page. */
export function pageOf<T>(rows: readonly T[], page: number): T[] {
  const start = (page - 1) * documentPageSize;
  return rows.slice(start, start + documentPageSize);
}

/** SPEC 9: at most 5 page buttons, a window that keeps the current page in the middle where it can. */
export function pageButtons(page: number, pages: number): number[] {
  const count = Math.min(maxPageButtons, pages);
  const first = Math.min(Math.max(1, page - Math.floor(maxPageButtons / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** SPEC 2 the four counters: all, processed (analyzed too), processing, and created in the last 7 days. */
export function documentCounters(documents: readonly DocumentListItem[], now: number) {
  return {
    total: documents.length,
    processed: documents.filter((document) => isProcessedStatus(document.status)).length,
    processing: documents.filter((document) => document.status === 'processing').length,
    thisWeek: documents.filter((document) => now - Date.parse(document.createdAt) <= thisWeekMs).length,
  };
}
