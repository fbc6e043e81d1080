import type { Investment } from '@shared/investment';
import type { pipelineStatusFilters, pipelineTypeFilters } from '@client/texts/investment-messages';
import { matchesInvestmentSearch } from '@shared/investment-sorting';

export type PipelineStatusFilter = (typeof pipelineStatusFilters)[number]['value'];
export type PipelineTypeFilter = (typeof pipelineTypeFilters)[number]['value'];
export type PipelineFilters = { search: string; status: PipelineStatusFilter; type: PipelineTypeFilter };

export const defaultPipelineFilters: PipelineFilters = { search: '', status: 'all', type: 'all' };

/**
 * SPEC 2 filters. Archived investments have left the pipeline, so 'All Statuses' leaves them out
 * (no status filter offers them either).
 */
export function matchesPipelineFilters(investment: Investment, { search, status, type }: PipelineFilters) {
  const statusMatches = status === 'all' ? investment.status !== 'archived' : investment.status === status;
  return (
    statusMatches &&
    (type === 'all' || investment.type === type) &&
    matchesInvestmentSearch(investment, search)
  );
}

/** True while the team has investments in the pipeline at all (to tell "none yet" from "none match"). */
export function hasPipelineInvestments(investments: readonly Investment[]): boolean {
  return investments.some((investment) => investment.status !== 'archived');
}
