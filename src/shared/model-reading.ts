import type { DocumentTypeValue } from './document';
import type { DocumentFactFields } from './document-facts';

/**
 * A model's reading of a document after its audit: only what stands on its cited page. Kept per file
 * content, analyst version and model, so the same file is never sent to the model twice.
 */
export type AuditedModelReading = {
  facts: DocumentFactFields[];
  risks: string[];
  opportunities: string[];
  type: DocumentTypeValue | null;
  /** What the model said it found, and what the audit dropped. */
  proposed: number;
  dropped: { notOnPage: number; valueNotInQuote: number; setAside: number; quoteTooLong: number };
  pagesRead: number;
  pagesInAll: number;
  /** The summary and key points the model wrote from the audited ledger, or why it wrote none. */
  summary: ModelSummary | { failure: string };
  inputTokens: number;
  outputTokens: number;
  milliseconds: number;
};

/** A model's summary of a document, each sentence and key point stating only figures the ledger holds. */
export type ModelSummary = {
  executiveSummary: string;
  keyPoints: string[];
  /** Sentences and key points left out as stating a figure found in no ledger entry. */
  leftOut: number;
};
