import type { DocumentListItem } from '@shared/document';
import type { Document } from '@shared/document-detail';
import type { DocumentFact } from '@shared/document-facts';
import { zDocumentKeyMetrics, type DocumentSummary } from '@shared/document-summary';
import type { DocumentRow } from '../../db/schema';

/** The list fields of a document row (never its blob address, text or search vector). */
export function presentDocument(
  row: Pick<DocumentRow, keyof Omit<DocumentListItem, 'keptOutOfAi'> | 'sentToModelAt'> & {
    keptOutOfAi: boolean;
  },
): DocumentListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    status: row.status,
    statusReason: row.statusReason,
    processingNotes: row.processingNotes,
    quarantined: row.quarantined,
    createdAt: row.createdAt.toISOString(),
    investmentId: row.investmentId,
    category: row.category,
    description: row.description,
    confidentialityLevel: row.confidentialityLevel,
    keepOutOfAi: row.keepOutOfAi,
    keptOutOfAi: row.keptOutOfAi,
    sentToModel:
      row.sentToModel && row.sentToModelAt
        ? { model: row.sentToModel, at: row.sentToModelAt.toISOString() }
        : null,
  };
}

/** SPEC 3 Document, whole: the list fields, the extracted text and the stored summary's fields. */
export function presentDocumentDetail(
  row: DocumentRow & { keptOutOfAi: boolean },
  summary: DocumentSummary | null,
  facts: DocumentFact[],
): Document {
  return {
    ...presentDocument(row),
    tags: row.tags,
    extractedText: row.extractedText,
    aiSummary: summary
      ? [summary.title, summary.executiveSummary, summary.conclusion].filter(Boolean).join('\n\n')
      : null,
    summaryTitle: summary?.title ?? null,
    executiveSummary: summary?.executiveSummary ?? null,
    keyPoints: summary?.keyPoints ?? [],
    summaryConfidenceScore: summary?.confidenceScore ?? null,
    summaryConclusion: summary?.conclusion ?? null,
    summaryRiskFactors: summary?.riskFactors ?? [],
    riskFactors: summary?.riskFactors ?? [],
    summaryOpportunities: summary?.opportunities ?? [],
    opportunities: summary?.opportunities ?? [],
    recommendations: summary?.recommendations ?? [],
    financialHighlights: summary?.financialHighlights ?? {},
    keyMetrics: zDocumentKeyMetrics.nullable().catch(null).parse(row.keyMetrics),
    facts,
    analystVersion: row.analystVersion,
  };
}
