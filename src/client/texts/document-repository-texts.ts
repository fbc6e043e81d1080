import { documentsExportFileName } from '@shared/exports';

/**
 * The repository screen's own wording beyond SPEC's texts (labels for screen readers, headings SPEC
 * leaves open), written once for the screen, its component tests and its browser tests.
 */
export const repositoryTexts = {
  searchLabel: 'Search documents by name or type',
  searchPlaceholder: 'Search by name or type…',
  typeFilterLabel: 'Filter by document type',
  allTypes: 'All Types',
  statusFilterLabel: 'Filter by status',
  investmentFilterLabel: 'Filter by investment',
  allInvestments: 'All Investments',
  sortLabel: 'Sort documents',
  sortPlaceholder: 'Sort by',
  tableLabel: 'Documents',
  loadFailed: 'The documents could not be loaded',
  view: 'View',
  download: 'Download',
  regenerateSummary: 'Regenerate summary',
  regenerating: 'Generating…',
  deleteTitle: 'Delete document',
  showSummary: (name: string) => `AI summary of ${name}`,
  viewDocument: (name: string) => `View ${name}`,
  downloadDocument: (name: string) => `Download ${name}`,
  archiveDocument: (name: string) => `Archive ${name}`,
  deleteDocument: (name: string) => `Delete ${name}`,
  documentActions: (name: string) => `Actions for ${name}`,
  exportFileName: documentsExportFileName,
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  shownRange: (first: number, last: number, total: number) =>
    `Showing ${first}–${last} of ${total.toLocaleString('en-US')}`,
  contentSearchLabel: 'Search inside documents',
  contentSearchPlaceholder: 'Search inside documents…',
  contentSearchSubmit: 'Search',
  contentSearchClear: 'Clear search',
  contentSearchResults: 'Matches inside documents',
  contentSearchNone: (q: string) => `No document mentions "${q}".`,
  contentSearchCount: (shown: number, total: number) =>
    shown < total
      ? `The ${shown} best of ${total.toLocaleString('en-US')} documents that match`
      : `${total} ${total === 1 ? 'document matches' : 'documents match'}`,
  contentSearchFailed: 'The search could not be run.',
  summaryFailed: 'The summary could not be loaded.',
  summaryLoading: 'Loading summary…',
  contentLoading: 'Loading content…',
  showAll: 'Show all',
  citedPage: (page: number, pages: number) => `Page ${page} of ${pages}, highlighted below`,
  characters: (count: number) => `${count.toLocaleString('en-US')} characters extracted`,
  words: (count: number) => `${count.toLocaleString('en-US')} words`,
  confidence: (score: number) => `${score}% confidence`,
  executiveSummary: 'Executive Summary',
  recommendations: 'Recommendations',
  keyMetrics: 'Key Metrics',
  wordCount: 'Word count',
  pageCount: 'Page count',
  fileSize: 'File size',
  contentLength: 'Content length',
  category: 'Category',
  confidentiality: 'Confidentiality',
  uploaded: 'Uploaded',
  statusReason: 'Status reason',
  processingNotes: 'Processing notes',
  aiModel: 'AI model',
  sentToModel: (model: string) => `Sent to model ${model} on `,
  neverSentToModel: 'Never sent to an AI model',
  rereading: (model: string, done: number, total: number) =>
    `Reading with ${model}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} documents`,
  quarantinedTitle: 'Text addressed to an AI was ignored',
  quarantinedBody:
    'This document contains passages written to an AI reader. Allocator read no figures, risks or answers from them.',
  quarantinedShow: (count: number) => (count === 1 ? 'Show the passage' : `Show the ${count} passages`),
  quarantinedPage: (page: number) => `Page ${page}`,
  notKnown: 'Not known',
  contentNotReady: 'The content is shown once the document is processed.',
  summaryNotReady: 'The summary is shown once the document is processed.',
} as const;

/** The table's column headings (SPEC 2 columns). */
export const documentColumnLabels = {
  name: 'Document',
  type: 'Type',
  investment: 'Investment',
  fileSize: 'Size',
  status: 'Status',
  createdAt: 'Uploaded',
  actions: 'Actions',
} as const;

/** Labels of the statuses SPEC 4 names; any other status shows as failed (red). */
export const documentStatusLabels = {
  processing: 'Processing',
  processed: 'Processed',
  archived: 'Archived',
  failed: 'Failed',
} as const;
