import { useState } from 'react';
import type { figureSortKeys } from '@shared/document-figures';
import type { FiguresPageQuery } from '../api/document-figure-keys';
import { useDebouncedValue } from './use-debounced-value';

export const figuresPageSize = 25;
/** How long the typing must pause before the search is asked. */
export const figureSearchDelayMs = 300;

export type FigureSortKey = (typeof figureSortKeys)[number];
export type FigureSort = { key: FigureSortKey; order: 'asc' | 'desc' };

/** The analyst's order, most telling first: where the table starts and where a third click returns. */
export const rankOrder: FigureSort = { key: 'rank', order: 'asc' };

/** A heading's click: ascending first, then descending, then back to the analyst's order. */
export function nextFigureSort(current: FigureSort, key: Exclude<FigureSortKey, 'rank'>): FigureSort {
  if (current.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : rankOrder;
}

/** The first page of the whole ledger: what the tab asks first, so its total is usually cached. */
export const unsearchedQuery: FiguresPageQuery = {
  sort: rankOrder.key,
  order: rankOrder.order,
  limit: figuresPageSize,
  offset: 0,
};

/**
 * The Figures tab's search, sort and page. It lives with the dialog rather than the tab, so a reader who
 * follows a figure to its page of the text and comes back finds the table as they left it. A new search
 * or sort starts again at the first page.
 */
export function useFigureTable() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), figureSearchDelayMs);
  const [sort, setSort] = useState<FigureSort>(rankOrder);
  const [disagreementsOnly, setDisagreementsOnly] = useState(false);
  const view = `${q}\u0000${sort.key}\u0000${sort.order}\u0000${disagreementsOnly}`;
  const [paging, setPaging] = useState({ page: 1, view });
  const page = paging.view === view ? paging.page : 1;
  const query: FiguresPageQuery = {
    q: q || undefined,
    only: disagreementsOnly ? 'disagreements' : undefined,
    sort: sort.key,
    order: sort.order,
    limit: figuresPageSize,
    offset: (page - 1) * figuresPageSize,
  };
  return {
    search,
    setSearch,
    /** The search as last asked (after the pause), blank for none. */
    q,
    /** Only the figures the local reader and the model read differently. */
    disagreementsOnly,
    setDisagreementsOnly,
    sort,
    sortBy: (key: Exclude<FigureSortKey, 'rank'>) => setSort(nextFigureSort(sort, key)),
    page,
    setPage: (next: number) => setPaging({ page: next, view }),
    query,
  };
}

export type FigureTableState = ReturnType<typeof useFigureTable>;
