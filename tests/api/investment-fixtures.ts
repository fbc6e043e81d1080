import type { CreateInvestmentInput } from '@shared/investment';

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
