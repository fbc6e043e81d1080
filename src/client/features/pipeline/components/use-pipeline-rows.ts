import { useDeferredValue, useMemo } from 'react';
import type { Investment } from '@shared/investment';
import { sortInvestments, type InvestmentSort } from '@shared/investment-sorting';
import { matchesPipelineFilters, type PipelineFilters } from './pipeline-filters-state';

const noInvestments: Investment[] = [];

/**
 * The rows the pipeline shows, in order. Teams can hold 10,000 investments, so the list is sorted
 * only when the data or the sort changes (typing filters the sorted list, which keeps its order).
 * The search text and the sort are deferred: the box and the heading answer at once, and the rows
 * follow in a render React may interrupt.
 */
export function usePipelineRows(
  investments: Investment[] | undefined,
  { search, status, type }: PipelineFilters,
  sort: InvestmentSort | null,
): Investment[] {
  const deferredSearch = useDeferredValue(search);
  const deferredSort = useDeferredValue(sort);
  const sorted = useMemo(
    () => sortInvestments(investments ?? noInvestments, deferredSort),
    [investments, deferredSort],
  );
  return useMemo(
    () =>
      sorted.filter((investment) =>
        matchesPipelineFilters(investment, { search: deferredSearch, status, type }),
      ),
    [sorted, deferredSearch, status, type],
  );
}
