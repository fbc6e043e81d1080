import type { DocumentAnalysis, FigureDisagreement } from '@shared/document-facts';
import type { DocumentTypeValue } from '@shared/document';
import type { AuditedModelReading } from '@shared/model-reading';
import { compact, normalised } from './audit-reading';

/** The ledger's bound, as the local reader keeps it. */
const maxFacts = 6000;

type Fact = DocumentAnalysis['facts'][number];

/** A figure's place in the ledger for finding the same figure read twice: its page and value. */
const placeOf = (fact: Fact) => `${fact.page ?? ''}|${compact(fact.value)}`;

/** Two readings of one concept for the same owner and period, with different numbers. */
const disagree = (local: Fact, model: Fact) =>
  local.concept !== 'other' &&
  local.concept === model.concept &&
  local.scope === model.scope &&
  (local.period ?? '') === (model.period ?? '') &&
  local.number !== null &&
  model.number !== null &&
  local.number !== model.number;

/** One reader's value of a figure, as the other reading of it records it. */
const reading = (reader: FigureDisagreement['reader'], fact: Fact): FigureDisagreement => ({
  reader,
  value: fact.value,
  page: fact.page,
});

const where = (fact: Fact) => (fact.page ? `, page ${fact.page}` : '');

const added = (local: readonly string[], model: readonly string[]) => {
  const known = local.map((line) => normalised(line));
  return [...local, ...model.filter((line) => !known.some((seen) => seen.includes(normalised(line))))];
};

/**
 * The local and the model's audited readings as one: a figure both read alike is one entry read by
 * 'both'; one only the model read is added; where the two read one concept differently both stay, each
 * records the other's value and page, and the disagreement is said. The model's risks and opportunities join the local ones, and its document
 * type stands where the local reader could not tell.
 */
export function mergeReadings(
  local: DocumentAnalysis,
  model: Pick<AuditedModelReading, 'facts' | 'risks' | 'opportunities' | 'type'>,
): { analysis: DocumentAnalysis; disagreements: string[] } {
  const facts: Fact[] = local.facts.map((fact) => ({
    ...fact,
    reader: fact.reader ?? 'local',
    disagreesWith: [],
  }));
  const byPlace = new Map<string, number>();
  const byConcept = new Map<string, Fact[]>();
  facts.forEach((fact, index) => {
    if (!byPlace.has(placeOf(fact))) byPlace.set(placeOf(fact), index);
    if (fact.concept !== 'other') byConcept.set(fact.concept, [...(byConcept.get(fact.concept) ?? []), fact]);
  });
  const disagreements: string[] = [];
  for (const fact of model.facts) {
    const modelFact: Fact = { ...fact, reader: 'model', disagreesWith: [] };
    const alike = byPlace.get(placeOf(modelFact));
    if (alike !== undefined) {
      facts[alike].reader = 'both';
      continue;
    }
    for (const other of (byConcept.get(modelFact.concept) ?? []).filter((known) =>
      disagree(known, modelFact),
    )) {
      other.disagreesWith = [...(other.disagreesWith ?? []), reading('model', modelFact)];
      modelFact.disagreesWith = [...(modelFact.disagreesWith ?? []), reading('local', other)];
      disagreements.push(
        `The model and the built-in analyst read ${other.label} differently: ${other.value} (built-in${where(other)}) and ${modelFact.value} (model${where(modelFact)}); both are kept.`,
      );
    }
    facts.push(modelFact);
  }
  const type: DocumentTypeValue =
    local.summary.type === 'other' && model.type ? model.type : local.summary.type;
  return {
    analysis: {
      ...local,
      facts: facts.slice(0, maxFacts),
      summary: {
        ...local.summary,
        type,
        riskFactors: added(local.summary.riskFactors, model.risks),
        opportunities: added(local.summary.opportunities, model.opportunities),
      },
    },
    disagreements: [...new Set(disagreements)],
  };
}
