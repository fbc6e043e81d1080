import type { CreateInvestmentInput } from '@shared/investment';
import type { Metrics } from '@shared/metrics';

/** A valid create body; tests override what they are about. */
export function investmentInput(overrides: Partial<Record<keyof CreateInvestmentInput, unknown>> = {}) {
  return {
    name: 'Northbridge Growth Partners IV',
    type: 'fund',
    status: 'due_diligence',
    strategy: 'Growth Equity',
    targetSize: '$1.35B',
    vintage: 2025,
    geography: 'North America',
    keyRisks: ['Key-person risk', '  ', 'Valuations'],
    keyOpportunities: [],
    competitiveAdvantages: ['Top-quartile DPI'],
    ...overrides,
  };
}

/** GET /api/metrics for a team with nothing in it: every count zero, not SPEC 9's fallbacks. */
export const emptyTeamMetrics: Metrics = {
  activePipeline: 0,
  totalDocuments: 0,
  documentsThisWeek: 0,
  documentsProcessed: 0,
  totalAUM: '$0',
  memosGenerated: 0,
  memosThisWeek: 0,
  aiQueries: 0,
};
