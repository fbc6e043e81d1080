import type { AnalysisEvidence, RubricItem } from '@shared/investment-analysis';
import type { AnalysisInput } from './analysis-input';

/** A criterion's finding before it is weighted. */
export type CriterionResult = Pick<RubricItem, 'score' | 'rationale' | 'evidence'>;

type FieldName = keyof AnalysisInput['investment'];

/** Evidence that a figure or text is the pipeline record's own field. */
export function fieldEvidence(field: FieldName, label: string, value: string): AnalysisEvidence {
  return { kind: 'field', field, label, value };
}

const quoteLength = 240;

export function noteEvidence(note: { id: number; content: string }): AnalysisEvidence {
  const quote =
    note.content.length > quoteLength ? `${note.content.slice(0, quoteLength - 1)}…` : note.content;
  return { kind: 'note', noteId: note.id, quote };
}

/** A whole document as evidence: what a finding about the documents read rests on. */
export function documentEvidence(document: { id: number; name: string }): AnalysisEvidence {
  return {
    kind: 'document',
    documentId: document.id,
    documentName: document.name,
    page: null,
    quote: document.name,
  };
}
