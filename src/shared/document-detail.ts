import { z } from 'zod';
import { zDocumentListItem } from './document';
import { zDocumentFact } from './document-facts';
import { zDocumentKeyMetrics } from './document-summary';

/**
 * SPEC 3 Document, whole, as GET /api/documents/{id} answers it: the list fields, the extracted text
 * and the AI summary under the entity's own field names (empty until the document is processed).
 */
export const zDocument = zDocumentListItem.extend({
  tags: z.array(z.string()),
  extractedText: z.string().nullable(),
  /** The summary as one text: its title, executive summary and conclusion. */
  aiSummary: z.string().nullable(),
  summaryTitle: z.string().nullable(),
  executiveSummary: z.string().nullable(),
  keyPoints: z.array(z.string()),
  summaryConfidenceScore: z.number().int().nullable(),
  summaryConclusion: z.string().nullable(),
  summaryRiskFactors: z.array(z.string()),
  riskFactors: z.array(z.string()),
  summaryOpportunities: z.array(z.string()),
  opportunities: z.array(z.string()),
  recommendations: z.array(z.string()),
  financialHighlights: z.record(z.string(), z.string()),
  keyMetrics: zDocumentKeyMetrics.nullable(),
  /** The figures the analyst read from the document, each with its page or cell and quote. */
  facts: z.array(zDocumentFact),
  /** The analyst version that read it; null until it is processed. */
  analystVersion: z.number().int().nullable(),
});
export type Document = z.infer<typeof zDocument>;
