import type { Investment } from '@shared/investment';
import { dashboardLimits, type dashboardPipelineFilters } from '@client/texts/investment-messages';

export type PipelineFilter = (typeof dashboardPipelineFilters)[number]['value'];

/** SPEC 2 and 9: the first few investments still in play (archived ones are out), of the chosen type. */
export function pipelinePreview(investments: readonly Investment[], filter: PipelineFilter): Investment[] {
  return investments
    .filter((investment) => investment.status !== 'archived')
    .filter((investment) => filter === 'all' || investment.type === filter)
    .slice(0, dashboardLimits.pipeline);
}

/** SPEC 2 'first 3 investments', leaving archived ones out as the rest of the dashboard does. */
export function topInvestments(investments: readonly Investment[]): Investment[] {
  return investments
    .filter((investment) => investment.status !== 'archived')
    .slice(0, dashboardLimits.topInvestments);
}
