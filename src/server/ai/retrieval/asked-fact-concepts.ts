import { factConcepts, type FactConceptId } from '@shared/document-facts';
import { financeVocabulary } from './finance-vocabulary';

/**
 * Each concept of the fact catalogue with the phrases that ask for it: its label, and the finance
 * vocabulary's synonyms of that label ('carry' asks for carried interest, 'hurdle' for the hurdle rate).
 */
const conceptPhrases = factConcepts
  .filter((concept) => concept.group !== 'other')
  .map((concept) => {
    const label = concept.label.toLowerCase();
    const synonyms = financeVocabulary.filter((group) => group.includes(label)).flat();
    return { id: concept.id as FactConceptId, phrases: [...new Set([label, ...synonyms])] };
  });

/** The catalogue concepts a question asks about, each phrase matched as whole words. */
export function askedFactConcepts(question: string): FactConceptId[] {
  const text = ` ${question.toLowerCase().replace(/[^a-z0-9%$.-]+/g, ' ')} `;
  return conceptPhrases
    .filter((concept) => concept.phrases.some((phrase) => text.includes(` ${phrase} `)))
    .map((concept) => concept.id);
}
