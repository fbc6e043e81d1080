import type { DocumentFact } from '@shared/document-facts';
import type { AnalysisFact } from './rubric/analysis-input';

/** The catalogue concepts the rubric reads, as the scorer names them. */
export const scoredConcepts = [
  'net_irr',
  'gross_irr',
  'irr',
  'target_irr',
  'tvpi',
  'dpi',
  'moic',
  'management_fee',
  'carried_interest',
  'hurdle_rate',
  'gp_commitment',
  'target_size',
  'key_person',
] as const satisfies readonly DocumentFact['concept'][];

function conceptOf(fact: DocumentFact): AnalysisFact['concept'] | null {
  const returns = fact.concept === 'net_irr' || fact.concept === 'gross_irr' || fact.concept === 'irr';
  // A target is what the fund hopes for, never its record.
  if (fact.concept === 'target_irr' || (returns && fact.targetOrActual === 'target')) return 'target_irr';
  // An IRR that does not say net is read as gross: the higher bar, so an unclear figure never flatters.
  if (fact.concept === 'irr') return fact.basis === 'net' ? 'net_irr' : 'gross_irr';
  if (fact.concept === 'net_irr' && fact.basis === 'gross') return 'gross_irr';
  return (scoredConcepts as readonly string[]).includes(fact.concept)
    ? (fact.concept as AnalysisFact['concept'])
    : null;
}

const scopes: Record<DocumentFact['scope'], AnalysisFact['scope']> = {
  fund: 'fund',
  prior_fund: 'prior_fund',
  deal: 'deal',
  company: 'deal',
  portfolio: 'other',
  benchmark: 'other',
  other: 'other',
};

/** A document's facts as the rubric reads them, each with the page and words it rests on. */
export function analysisFacts(
  facts: readonly DocumentFact[],
  documentNames: ReadonlyMap<number, string>,
): AnalysisFact[] {
  return facts.flatMap((fact) => {
    const concept = conceptOf(fact);
    const documentName = documentNames.get(fact.documentId);
    if (!concept || documentName === undefined) return [];
    const where = fact.sheet ? ` (${fact.sheet}${fact.cell ? ` ${fact.cell}` : ''})` : '';
    return [
      {
        concept,
        valueText: fact.value,
        valueNumber: fact.number,
        scope: scopes[fact.scope],
        evidence: {
          kind: 'document',
          documentId: fact.documentId,
          documentName: `${documentName}${where}`,
          page: fact.page,
          quote: fact.quote,
        },
      },
    ];
  });
}
