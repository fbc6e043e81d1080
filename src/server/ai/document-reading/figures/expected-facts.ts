import type { DocumentTypeValue } from '@shared/document';
import type { DocumentFactFields, FactConceptId } from '@shared/document-facts';

/**
 * What a document of each type should state, as alternatives: a fund deck states a target size or a
 * hard cap, and a return. Types that carry no standard figures (a DDQ, call notes) expect nothing.
 */
const expectations: Partial<Record<DocumentTypeValue, readonly (readonly FactConceptId[])[]>> = {
  lpa: [
    ['management_fee'],
    ['carried_interest'],
    ['hurdle_rate'],
    ['catch_up'],
    ['fund_term'],
    ['investment_period'],
    ['gp_commitment', 'removal_threshold'],
  ],
  term_sheet: [
    ['target_size', 'hard_cap', 'fund_size'],
    ['management_fee'],
    ['carried_interest'],
    ['hurdle_rate'],
    ['fund_term'],
    ['investment_period'],
    ['gp_commitment', 'minimum_commitment'],
  ],
  fund_deck: [
    ['target_size', 'hard_cap', 'fund_size'],
    ['target_irr', 'net_irr', 'gross_irr', 'irr'],
    ['tvpi', 'moic', 'dpi'],
    ['management_fee'],
    ['carried_interest'],
    ['hurdle_rate'],
  ],
  track_record: [
    ['net_irr', 'gross_irr', 'irr'],
    ['tvpi', 'moic'],
    ['dpi'],
    ['commitment', 'called_capital'],
  ],
  financial_statements: [
    ['total_assets'],
    ['total_liabilities'],
    ['ending_balance', 'nav'],
    ['net_income', 'net_investment_income'],
    ['fair_value'],
  ],
};

export type Coverage = { expected: number; found: number; missing: FactConceptId[][] };

/** How much of what the type should state the facts hold; null for types that expect nothing. */
export function expectedCoverage(
  type: DocumentTypeValue,
  facts: readonly DocumentFactFields[],
): Coverage | null {
  const expected = expectations[type];
  if (!expected) return null;
  const stated = new Set(facts.filter((fact) => fact.scope !== 'prior_fund').map((fact) => fact.concept));
  const missing = expected.filter((alternatives) => !alternatives.some((concept) => stated.has(concept)));
  return {
    expected: expected.length,
    found: expected.length - missing.length,
    missing: missing.map((item) => [...item]),
  };
}

/** Whether the type expects this concept, so its absence may be stated. */
export function expects(type: DocumentTypeValue, concept: FactConceptId): boolean {
  return expectations[type]?.some((alternatives) => alternatives.includes(concept)) ?? false;
}
