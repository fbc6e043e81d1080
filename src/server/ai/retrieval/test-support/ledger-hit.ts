import type { LedgerHit } from '../answer-features';

/** A figure of the ledger as the retriever reads it: a fund's net assets, with what a test changes. */
export function ledgerHit(overrides: Partial<LedgerHit> = {}): LedgerHit {
  return {
    id: 1,
    document_id: 1,
    concept: 'net_assets',
    label: 'Net assets',
    value: '127,089,391',
    scale: null,
    unit: null,
    period: null,
    scope: 'fund',
    scope_name: null,
    page: 44,
    sheet: null,
    cell: null,
    quote: 'Net assets 127,089,391',
    column_header: null,
    section: null,
    concept_score: 1,
    kind: 'amount',
    number: 127089391,
    number_high: null,
    position: 0.5,
    name: 'Annual report.pdf',
    title: null,
    type: 'financial_statements',
    investment_id: null,
    ...overrides,
  };
}
