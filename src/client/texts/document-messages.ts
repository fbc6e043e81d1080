import { dashboardTexts } from './dashboard-texts';
import type { DocumentStatusFilter } from '@shared/document-table';
import { uploadTexts } from '@shared/document-upload';
import { investmentToasts } from './investment-messages';
import type { ToastText } from './messages';

/** SPEC 8 document toasts as title / message, written once; screens and tests read them from here. */
export const documentToasts = {
  archived: { title: 'Document Archived' },
  archiveFailed: { title: 'Failed to archive document. Please try again.', destructive: true },
  deleted: { title: 'Document Deleted' },
  deleteFailed: { title: 'Failed to delete document. Please try again.', destructive: true },
  /** SPEC 8 mobile document-card delete; DESIGN: the card really deletes, with SPEC's text. */
  mobileDeleted: { title: 'Document deleted' },
  linkCopied: investmentToasts.linkCopied,
  linkCopyFailed: investmentToasts.linkCopyFailed,
  editPlaceholder: { title: 'Document editing functionality coming soon' },
  exportFailed: { title: 'Failed to export documents. Please try again.', destructive: true },
  uploadStarted: { title: 'Documents uploaded and processing started' },
  uploadFailed: { title: 'Failed to upload documents', destructive: true },
  detailUploaded: {
    title: 'Documents uploaded successfully',
    description: 'Files have been processed and are ready for AI analysis.',
  },
  detailUploadFailed: {
    title: 'Upload failed',
    description: 'Please try again or contact support.',
    destructive: true,
  },
  contentLoadFailed: { title: 'Failed to load document content', destructive: true },
  loadFailed: { title: 'Failed to load document', destructive: true },
  summaryFailed: { title: 'Failed to generate document summary', destructive: true },
  detailDeleted: { title: 'Document Deleted', description: 'The document has been successfully removed.' },
  detailDeleteFailed: {
    title: 'Delete Failed',
    description: 'Failed to delete the document. Please try again.',
    destructive: true,
  },
} satisfies Record<string, ToastText>;

/** SPEC 8 'Summary Generated with the confidence percentage'. */
export function summaryGeneratedToast(confidenceScore: number): ToastText {
  return { title: 'Summary Generated', description: `Confidence: ${confidenceScore}%` };
}

/** SPEC 2 Document Repository and document dialog wording. */
export const documentTexts = {
  loading: 'Loading documents...',
  noMatches: 'No documents match your filters',
  noDocuments: dashboardTexts.noDocumentsUploaded,
  generalRepository: 'General Repository',
  summaryNotAvailable: 'Summary not available',
  mayStillBeProcessing: 'Document may still be processing',
  noContent: 'No content available for this document.',
  export: 'Export',
  upload: 'Upload',
  editDetails: 'Edit Details',
  shareLink: 'Share Link',
  archive: 'Archive',
  delete: 'Delete',
  shareUrl: (origin: string, id: number) => `${origin}/documents/${id}`,
};

/** SPEC 2 the repository's four counters. */
export const documentCounterLabels = {
  total: 'Total Documents',
  processed: 'Processed',
  processing: 'Processing',
  thisWeek: 'This Week',
} as const;

/** SPEC 2 status filter; analyzed counts as processed (SPEC 4). */
export const documentStatusFilters = [
  { value: 'all', label: 'All Status' },
  { value: 'processed', label: 'Processed' },
  { value: 'processing', label: 'Processing' },
  { value: 'error', label: 'Error' },
] as const satisfies readonly { value: DocumentStatusFilter; label: string }[];

/** SPEC 2 the inline summary card's sections, in order (also the dialog's). */
export const summarySectionLabels = {
  keyPoints: 'Key Points',
  financialHighlights: 'Financial Highlights',
  riskFactors: 'Risk Factors',
  opportunities: 'Opportunities',
  conclusion: 'Conclusion',
} as const;

/** SPEC 2 document dialog tabs. */
export const documentDialogTabs = {
  summary: 'AI Summary',
  content: 'Extracted Content',
  details: 'Analysis Details',
} as const;

/** SPEC 5 the upload dialogs' file checks, shown as toasts; the dialog drops the file and keeps the rest. */
export const uploadFileToasts = {
  invalidType: (file: string): ToastText => ({
    title: uploadTexts.invalidTypeTitle,
    description: uploadTexts.invalidType(file),
    destructive: true,
  }),
  tooLarge: (file: string): ToastText => ({
    title: uploadTexts.tooLargeTitle,
    description: uploadTexts.tooLarge(file),
    destructive: true,
  }),
  noFiles: { title: uploadTexts.noFilesTitle, description: uploadTexts.noFiles, destructive: true },
  tooMany: { title: uploadTexts.tooManyFilesTitle, description: uploadTexts.tooManyFiles, destructive: true },
} satisfies Record<string, ToastText | ((file: string) => ToastText)>;
