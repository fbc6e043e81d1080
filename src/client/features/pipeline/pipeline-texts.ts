import type { PipelineExportFormat } from '@shared/exports';
import { highIrrThreshold, type SortColumn } from '@shared/investment-sorting';
import type { ToastText } from '@client/texts/messages';

/** SPEC 2 pipeline header buttons and row menu items, written once for the screen and its tests. */
export const pipelineActionLabels = {
  export: 'Export',
  add: 'Add',
  editInvestment: 'Edit Investment',
  addNote: 'Add Note',
  scheduleMeeting: 'Schedule Meeting',
  shareLink: 'Share Link',
  generateMemo: 'Generate Memo',
  exportData: 'Export Data',
  archive: 'Archive',
  delete: 'Delete',
} as const;

/** The pipeline table's column headings; SPEC names the last columns size, year and region. */
export const pipelineColumnLabels: Record<SortColumn, string> = {
  name: 'Name',
  type: 'Type',
  strategy: 'Strategy',
  targetSize: 'Size',
  vintage: 'Year',
  irr: 'IRR',
  status: 'Status',
  geography: 'Region',
};

/** The Export button's formats; the file name is the same for both. */
export const pipelineExportFormats = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel (XLSX)' },
] as const satisfies { value: PipelineExportFormat; label: string }[];
export { pipelineExportFileName, type PipelineExportFormat } from '@shared/exports';

/** SPEC leaves the export's behaviour open; a failed download (e.g. offline) still says so. */
export const pipelineToasts = {
  exportFailed: { title: 'Export failed. Please try again.', destructive: true },
} satisfies Record<string, ToastText>;

export const pipelineTexts = {
  /** SPEC 2 'A results count is shown'. */
  resultsCount: (count: number) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? 'investment' : 'investments'}`,
  noResults: 'No investments match your filters',
  emptyPipeline: 'No investments in the pipeline yet',
  loadFailed: 'The pipeline could not be loaded',
  searchLabel: 'Search investments',
  statusFilterLabel: 'Filter by status',
  typeFilterLabel: 'Filter by type',
  tableLabel: 'Investment pipeline',
  actionsColumn: 'Actions',
  addDialogDescription: 'Add a fund or co-investment to the pipeline.',
  submitAdd: 'Add Investment',
  submittingAdd: 'Adding…',
  cancel: 'Cancel',
  showMore: 'Show more',
  deleteTitle: 'Delete investment',
  /** Read after an IRR above SPEC 2's 20 %, which shows in green. */
  highIrr: `above ${highIrrThreshold}%`,
  emptyIrr: 'No IRR',
  /** The arrow beside an IRR that changed, named after the value it replaced. */
  irrTrend: (trend: 'up' | 'down', previousIrr: string) => `${trend} from ${previousIrr}`,
  commaListHint: 'Separate items with commas',
  viewInvestment: (name: string) => `View ${name}`,
  investmentDocuments: (name: string) => `Documents for ${name}`,
  investmentActions: (name: string) => `Actions for ${name}`,
};

/** The Add New Investment form's field labels (SPEC 3 field names in words). */
export const investmentFieldLabels = {
  name: 'Investment Name',
  type: 'Type',
  status: 'Status',
  strategy: 'Strategy',
  targetSize: 'Target Size',
  vintage: 'Vintage',
  geography: 'Geography',
  fundManager: 'Fund Manager',
  minimumInvestment: 'Minimum Investment',
  investmentPeriod: 'Investment Period',
  managementFee: 'Management Fee',
  carriedInterest: 'Carried Interest',
  investmentThesis: 'Investment Thesis',
  keyRisks: 'Key Risks',
  keyOpportunities: 'Key Opportunities',
  competitiveAdvantages: 'Competitive Advantages',
} as const;
