import { z } from 'zod';
import { conceptLabel, conceptRegistry, figureKinds, type ConceptId } from './concept-registry';
import type { QuarantinedPassage } from './document';
import type { DocumentSummary } from './document-summary';

/**
 * The catalogue of figures the analyst reads from documents, as the concept registry lists them (the
 * fund's terms, its performance and capital account, a statement's lines), plus 'other' for a figure no
 * concept claims.
 */
export const factConcepts = conceptRegistry.map(({ id, label, group }) => ({ id, label, group }));

export type FactConceptId = ConceptId;
export const factConceptIds = factConcepts.map((concept) => concept.id) as [string, ...string[]];
export const zFactConcept = z.enum(factConceptIds);

export function factConceptLabel(id: FactConceptId): string {
  return conceptLabel(id);
}

/**
 * Whose figure it is: the fund the document is about, an earlier fund, one deal or company, a portfolio
 * (an aggregate of holdings), a benchmark, or someone else's.
 */
export const factScopes = [
  'fund',
  'prior_fund',
  'deal',
  'company',
  'portfolio',
  'benchmark',
  'other',
] as const;
export const zFactScope = z.enum(factScopes);
export type FactScope = z.infer<typeof zFactScope>;

/**
 * A figure the analyst read from a document, with where it stands: `value` and `quote` are verbatim
 * from the document's text, `number` is the value with the table's scale applied ('18,775' in a table
 * headed 'in millions' is 18775000000), percents stay percents (20 for '20%').
 */
export const zDocumentFactFields = z.object({
  concept: zFactConcept,
  /** The label as the document writes it ('Carried Interest', 'Net IRR'), or the catalogue's. */
  label: z.string(),
  value: z.string(),
  number: z.number().nullable(),
  /** ISO currency code, '%', 'x', 'years' or 'months'; null for a plain count. */
  unit: z.string().nullable(),
  /** The scale a table header gives: 'thousands', 'millions' or 'billions'; null when none. */
  scale: z.string().nullable(),
  /** The period or as-of date the figure belongs to, as written ('December 31, 2024'). */
  period: z.string().nullable(),
  scope: zFactScope,
  /** The fund, deal or company named as the scope ('Fund II'), when the text names it. */
  scopeName: z.string().nullable(),
  basis: z.enum(['gross', 'net']).nullable(),
  targetOrActual: z.enum(['target', 'actual']).nullable(),
  /** 1-based page of a PDF; null for files without pages. */
  page: z.number().int().positive().nullable(),
  sheet: z.string().nullable(),
  /** A spreadsheet cell address ('C12') when the figure comes from a sheet. */
  cell: z.string().nullable(),
  quote: z.string(),
  /** What the value is: money, a plain amount, a percent, a multiple, a duration, a count… */
  kind: z.enum(figureKinds),
  /** The upper end of a range ('16–20%' is 16 to 20), with the scale applied as to `number`. */
  numberHigh: z.number().nullable(),
  /** A table value's column header ('AS OF DECEMBER 31, 2021'); null in prose. */
  column: z.string().nullable(),
  /** The headings above it, innermost last, joined with ' › '. */
  section: z.string().nullable(),
  /** How sure the analyst is of the concept, 0–1; 0 for 'other'. */
  conceptScore: z.number().min(0).max(1),
  /** Whether the summary's Financial Highlights show it. */
  highlight: z.boolean(),
});
export type DocumentFactFields = z.infer<typeof zDocumentFactFields>;

/** Another reader's different value for the same figure: what it read, and where. */
export const zFigureDisagreement = z.object({
  reader: z.enum(['local', 'model']),
  value: z.string(),
  page: z.number().int().positive().nullable(),
});
export type FigureDisagreement = z.infer<typeof zFigureDisagreement>;

export const zDocumentFact = zDocumentFactFields.extend({
  id: z.number().int(),
  documentId: z.number().int(),
  /** The analyst version that read it; facts of an older version are replaced by re-analysis. */
  analystVersion: z.number().int(),
  /** Who read it: the built-in analyst ('local'), a configured model, or both alike. */
  reader: z.enum(['local', 'model', 'both']),
  /** The other reader's readings of this figure with another value; both are kept. Empty when none. */
  disagreesWith: z.array(zFigureDisagreement),
});
export type DocumentFact = z.infer<typeof zDocumentFact>;

/**
 * What an analyst makes of a document: its summary, the facts it rests on, the passages addressed to an
 * AI that it set aside unread, and the analyst's version.
 */
export type DocumentAnalysis = {
  summary: DocumentSummary;
  /** Read by the built-in analyst unless `reader` says otherwise. */
  facts: Array<
    DocumentFactFields & { reader?: DocumentFact['reader']; disagreesWith?: FigureDisagreement[] }
  >;
  quarantined: QuarantinedPassage[];
  analystVersion: number;
};
