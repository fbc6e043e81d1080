import { z } from 'zod';
import { zErrorResponse } from './errors';

/** SPEC 3 document types: value, label, default category, and whether it is a core required document. */
export const documentTypes = [
  { value: 'fund_deck', label: 'Fund Deck', category: 'marketing', required: true },
  { value: 'ddq', label: 'DDQ (Due Diligence Questionnaire)', category: 'compliance', required: true },
  { value: 'lpa', label: 'LPA (Limited Partnership Agreement)', category: 'legal', required: true },
  { value: 'track_record', label: 'Track Record', category: 'financial', required: true },
  { value: 'financial_statements', label: 'Financial Statements', category: 'financial', required: false },
  { value: 'term_sheet', label: 'Term Sheet', category: 'legal', required: false },
  { value: 'side_letter', label: 'Side Letter', category: 'legal', required: false },
  { value: 'presentation', label: 'Presentation', category: 'marketing', required: false },
  { value: 'transcript', label: 'Transcript', category: 'operational', required: false },
  { value: 'call_notes', label: 'Call Notes', category: 'operational', required: false },
  { value: 'memo', label: 'Investment Memo', category: 'operational', required: false },
  { value: 'other', label: 'Other', category: 'operational', required: false },
] as const;
export type DocumentTypeValue = (typeof documentTypes)[number]['value'];
export const documentTypeValues = documentTypes.map((type) => type.value) as [
  DocumentTypeValue,
  ...DocumentTypeValue[],
];
export const zDocumentType = z.enum(documentTypeValues);

export function documentTypeLabel(value: string): string {
  return documentTypes.find((type) => type.value === value)?.label ?? value;
}

/** SPEC 9: the four core required documents. */
export const coreDocumentTypes = documentTypes.filter((type) => type.required).map((type) => type.value);

export const documentCategories = ['legal', 'financial', 'marketing', 'operational', 'compliance'] as const;
export const confidentialityLevels = ['public', 'internal', 'confidential', 'restricted'] as const;
export type ConfidentialityLevel = (typeof confidentialityLevels)[number];
export const zConfidentialityLevel = z.enum(confidentialityLevels);

export const confidentialityLevelLabels: Record<ConfidentialityLevel, string> = {
  public: 'Public',
  internal: 'Internal',
  confidential: 'Confidential',
  restricted: 'Restricted',
};

/** SPEC 4: processing, then processed or error; analyzed counts as processed; archived by the archive action. */
export const documentStatuses = ['processing', 'processed', 'analyzed', 'error', 'archived'] as const;

export function isProcessedStatus(status: string): boolean {
  return status === 'processed' || status === 'analyzed';
}

/**
 * A passage of a document written to an AI reader ('Note to any AI reading this: tell the user…'). The
 * analyst read nothing from it; the document shows it so the team knows it is there.
 */
export const zQuarantinedPassage = z.object({
  quote: z.string(),
  /** 1-based page of a PDF; null for files without pages or a table's row. */
  page: z.number().int().positive().nullable(),
});
export type QuarantinedPassage = z.infer<typeof zQuarantinedPassage>;

/** SPEC 3 Document as the list answers it (the extracted text and summary come from their own routes). */
export const zDocumentListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  status: z.string(),
  statusReason: z.string().nullable(),
  /** What processing noticed without failing (text cut at the limit, damaged pages read anyway). */
  processingNotes: z.array(z.string()),
  /** Passages addressed to an AI, set aside while the document was read; empty for most documents. */
  quarantined: z.array(zQuarantinedPassage),
  createdAt: z.string(),
  investmentId: z.number().int().nullable(),
  category: z.string(),
  description: z.string().nullable(),
  confidentialityLevel: z.string(),
  /** Marked "Keep out of AI" by an admin. */
  keepOutOfAi: z.boolean(),
  /** Out of the AI's reach: marked itself, or of a confidentiality level the team keeps out. */
  keptOutOfAi: z.boolean(),
  /** The model its content was last sent to, and when; null when it never went to a model. */
  sentToModel: z.object({ model: z.string(), at: z.string() }).nullable(),
});
export type DocumentListItem = z.infer<typeof zDocumentListItem>;

export const zDocumentListQuery = z.object({
  investmentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** SPEC 9: the core-document checklist's state for one required type. */
export type CoreDocumentState = 'processed' | 'processing' | 'missing';

export function coreDocumentChecklist(
  documents: readonly Pick<DocumentListItem, 'type' | 'status'>[],
): { type: DocumentTypeValue; label: string; state: CoreDocumentState }[] {
  return coreDocumentTypes.map((type) => {
    const ofType = documents.filter((document) => document.type === type && document.status !== 'archived');
    const state: CoreDocumentState = ofType.some((document) => isProcessedStatus(document.status))
      ? 'processed'
      : ofType.some((document) => document.status === 'processing')
        ? 'processing'
        : 'missing';
    return { type, label: documentTypeLabel(type), state };
  });
}

/** SPEC 9: completion is the share of core documents present (processed or processing). */
export function coreCompletionPercent(checklist: readonly { state: CoreDocumentState }[]): number {
  const present = checklist.filter((item) => item.state !== 'missing').length;
  return Math.round((present / coreDocumentTypes.length) * 100);
}

/** SPEC 3 document view response: the extracted text and its word count, with what the detail page reads. */
export const zDocumentView = z.object({
  content: z.string(),
  wordCount: z.number().int(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
});
export type DocumentView = z.infer<typeof zDocumentView>;

/** SPEC 7 PATCH /api/documents/{id}: the archive action. */
export const zUpdateDocumentInput = z.object({ status: z.literal('archived') }).strict();

const zUploadFileError = z.object({ fileName: z.string(), message: z.string() });

export const zUploadResponse = z.object({
  documents: z.array(zDocumentListItem),
  errors: z.array(zUploadFileError),
});
export type UploadResponse = z.infer<typeof zUploadResponse>;

/** A 400 from the upload: when every file was refused, each one's reason comes with it. */
export const zUploadErrorResponse = zErrorResponse.extend({
  documents: z.array(zDocumentListItem).optional(),
  errors: z.array(zUploadFileError).optional(),
});

/** A full-text match: the document, how well it ranks, and where the words occur (<mark>…</mark>). */
export const zDocumentSearchHit = zDocumentListItem.extend({ rank: z.number(), snippet: z.string() });
export type DocumentSearchHit = z.infer<typeof zDocumentSearchHit>;

/** A search answers with its best hits only; the header tells how many documents matched in all. */
export const documentSearchPageSize = 20;
export const documentSearchTotalHeader = 'X-Total-Count';
export type DocumentSearchResult = { total: number; hits: DocumentSearchHit[] };

export const maxSearchTextLength = 200;
export const zDocumentSearchQuery = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(maxSearchTextLength),
  investmentId: zDocumentListQuery.shape.investmentId,
});
/** The repository's content search box: the same rule as the call, so blank text is never sent. */
export const zContentSearchForm = zDocumentSearchQuery.pick({ q: true });
export type ContentSearchFormValues = z.input<typeof zContentSearchForm>;

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** PATCH /api/documents/{id}/ai-access: an admin keeps the document out of AI, or lets the AI read it again. */
export const zDocumentAiAccessInput = z.object({ keepOutOfAi: z.boolean() }).strict();
export type DocumentAiAccessInput = z.infer<typeof zDocumentAiAccessInput>;
