import { z } from 'zod';
import { zDocumentType } from './document';
import { zDocumentFact } from './document-facts';

/** SPEC 3 keyMetrics; the analyst knows the text, the caller adds the stored file's size. */
export const zDocumentKeyMetrics = z.object({
  wordCount: z.number().int().nonnegative(),
  // DOCX and plain text have no pages, so the count can be unknown.
  pageCount: z.number().int().nonnegative().nullable(),
  contentLength: z.number().int().nonnegative(),
  fileSize: z.number().int().nonnegative().optional(),
});
export type DocumentKeyMetrics = z.infer<typeof zDocumentKeyMetrics>;

export const maxSummaryKeyPoints = 7;

/**
 * SPEC 3 document summary: what the document dialog and the repository's inline card show (Key Points,
 * Financial Highlights, Risk Factors, Opportunities, Conclusion) plus what the Document entity stores
 * beside it (recommendations, keyMetrics).
 */
export const zDocumentSummary = z.object({
  title: z.string(),
  type: zDocumentType,
  confidenceScore: z.number().int().min(0).max(100),
  wordCount: z.number().int().nonnegative(),
  executiveSummary: z.string(),
  keyPoints: z.array(z.string()).max(maxSummaryKeyPoints),
  // Values are quoted as the document writes them ('$1.35B', '2.0%'), never re-computed.
  financialHighlights: z.record(z.string(), z.string()),
  riskFactors: z.array(z.string()),
  opportunities: z.array(z.string()),
  recommendations: z.array(z.string()),
  conclusion: z.string(),
  keyMetrics: zDocumentKeyMetrics,
});
export type DocumentSummary = z.infer<typeof zDocumentSummary>;

export type SummaryConfidenceBand = 'high' | 'medium' | 'low';

/** SPEC 2 and 9: the confidence badge is green at 80 or more, yellow at 60 to 79, red below 60. */
export function summaryConfidenceBand(score: number): SummaryConfidenceBand {
  if (score >= 80) return 'high';
  if (score >= 60) return 'medium';
  return 'low';
}

/** SPEC 3 document summary response, as GET /api/documents/{id}/summary answers it. */
export const zDocumentSummaryResponse = zDocumentSummary
  .pick({
    title: true,
    type: true,
    confidenceScore: true,
    wordCount: true,
    executiveSummary: true,
    keyPoints: true,
    financialHighlights: true,
    riskFactors: true,
    opportunities: true,
    conclusion: true,
    // Beyond SPEC's named fields: what the dialog's AI Summary and Analysis Details tabs also show.
    recommendations: true,
    keyMetrics: true,
  })
  .extend({
    // The figures the summary rests on, each with its page or cell and verbatim quote.
    facts: z.array(zDocumentFact),
  });
export type DocumentSummaryResponse = z.infer<typeof zDocumentSummaryResponse>;
