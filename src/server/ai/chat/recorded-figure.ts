import type { RetrievedSource } from '../retrieval/retriever';

/** The pipeline record's field (as investment-text.ts labels it) that holds a concept's figure. */
const recordFields: Partial<Record<string, string>> = {
  fund_size: 'Target size',
  target_size: 'Target size',
  vintage: 'Vintage',
  minimum_commitment: 'Minimum investment',
  investment_period: 'Investment period',
  management_fee: 'Management fee',
  carried_interest: 'Carried interest',
  irr: 'IRR',
  net_irr: 'IRR',
  gross_irr: 'IRR',
  target_irr: 'IRR',
  moic: 'Multiple',
  tvpi: 'Multiple',
  target_multiple: 'Multiple',
};

export type RecordedFigure = { source: RetrievedSource; field: string; value: string };

/** The value an investment's pipeline record holds for a concept, if the record has that field filled. */
export function recordedValue(source: RetrievedSource, concept: string): RecordedFigure | null {
  const field = recordFields[concept];
  if (!field || source.citation.kind !== 'investment') return null;
  const line = source.text.split('\n').find((text) => text.startsWith(`${field}: `));
  return line ? { source, field, value: line.slice(field.length + 2) } : null;
}

/** The first retrieved record that holds any of the concepts asked, in the question's order. */
export function recordedFigure(
  concepts: readonly string[],
  sources: readonly RetrievedSource[],
): RecordedFigure | null {
  for (const concept of concepts)
    for (const source of sources) {
      const found = recordedValue(source, concept);
      if (found) return found;
    }
  return null;
}

const firstNumber = (text: string) => {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  return match ? Number(match[0].replaceAll(',', '')) : null;
};

/** Whether a record's value and a document's say the same ('2%' and '2.0%'; '$500M' and '$500 million'). */
export function sameFigure(recorded: string, stated: string): boolean {
  const a = firstNumber(recorded);
  const b = firstNumber(stated);
  return a === null || b === null ? recorded.trim().toLowerCase() === stated.trim().toLowerCase() : a === b;
}
