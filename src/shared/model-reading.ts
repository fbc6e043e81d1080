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
  dropped: { notOnPage: number; valueNotInQuote: number; setAside: number };
  pagesRead: number;
  pagesInAll: number;
  inputTokens: number;
  outputTokens: number;
  milliseconds: number;
};
