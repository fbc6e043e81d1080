import { investmentDataFileName } from '@shared/exports';
import type { ToastText } from './messages';

/** SPEC 8 toasts and texts of the pipeline, investment detail, notes and dashboard, written once. */
export const investmentToasts = {
  created: {
    title: 'Investment created',
    description: 'Your investment has been successfully added to the pipeline.',
  },
  createFailed: {
    title: 'Error',
    description: 'Failed to create investment. Please try again.',
    destructive: true,
  },
  archived: { title: 'Investment Archived' },
  archiveFailed: { title: 'Failed to archive investment. Please try again.', destructive: true },
  deleted: { title: 'Investment Deleted' },
  deleteFailed: { title: 'Failed to delete investment. Please try again.', destructive: true },
  linkCopied: { title: 'Link Copied' },
  linkCopyFailed: { title: 'Failed to copy share link', destructive: true },
  editPlaceholder: { title: 'Edit functionality coming soon' },
  addNotePlaceholder: { title: 'Note functionality coming soon' },
  schedulePlaceholder: { title: 'Meeting scheduler coming soon' },
  dataExported: { title: 'Data Exported' },
  dataExportFailed: { title: 'Failed to export data. Please try again.', destructive: true },
  memoGenerated: { title: 'Investment memo generated and downloaded' },
  memoFailed: { title: 'Failed to generate memo', destructive: true },
  questionFailed: { title: 'Error', description: 'Failed to get AI response', destructive: true },
  stageUpdated: { title: 'Status updated successfully', description: 'Investment stage has been updated.' },
  stageFailed: {
    title: 'Error updating status',
    description: 'Failed to update investment status. Please try again.',
    destructive: true,
  },
  detailDeleted: { title: 'Investment deleted' },
  detailDeleteFailed: {
    title: 'Error deleting investment',
    description: 'Failed to delete the investment. Please try again.',
    destructive: true,
  },
  updated: { title: 'Investment updated' },
  updateFailed: {
    title: 'Error updating investment',
    description: 'Failed to update the investment. Please try again.',
    destructive: true,
  },
} satisfies Record<string, ToastText>;

export const noteToasts = {
  added: { title: 'Note Added', description: 'Your note has been saved and can now be analyzed by AI' },
  updated: { title: 'Note Updated' },
  deleted: { title: 'Note Deleted' },
  saveFailed: { title: 'Error', description: 'Failed to save note', destructive: true },
  updateFailed: { title: 'Error', description: 'Failed to update note', destructive: true },
  deleteFailed: { title: 'Error', description: 'Failed to delete note', destructive: true },
} satisfies Record<string, ToastText>;

/** SPEC 5: deleting a note asks for confirmation first. */
export const noteTexts = {
  deleteConfirm: 'Are you sure you want to delete this note? This action cannot be undone.',
};

export const investmentTexts = {
  loadingPipeline: 'Loading pipeline...',
  searchPlaceholder: 'Search...',
  noActivity: 'No activity',
  noRecentActivity: 'No recent activity',
  deleteInvestmentConfirm: 'Are you sure you want to delete this investment? This action cannot be undone.',
  deleteNamedConfirm: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  notFoundTitle: 'Investment Not Found',
  addDialogTitle: 'Add New Investment',
  nextSteps: 'Next Steps',
  otherStages: 'Other Stages',
  exportFileName: investmentDataFileName,
  shareUrl: (origin: string, id: number) => `${origin}/investments/${id}`,
};

/** SPEC 2 pipeline filters: status and type options with their labels. */
export const pipelineStatusFilters = [
  { value: 'all', label: 'All Statuses' },
  { value: 'due_diligence', label: 'Due Diligence' },
  { value: 'approved', label: 'Approved' },
  { value: 'on_hold', label: 'On Hold' },
  { value: 'rejected', label: 'Rejected' },
] as const;

export const pipelineTypeFilters = [
  { value: 'all', label: 'All Types' },
  { value: 'fund', label: 'Funds' },
  { value: 'co-investment', label: 'Co-Investments' },
] as const;

/** SPEC 2 row type label. */
export const investmentTypeShortLabels = { fund: 'Fund', 'co-investment': 'Co-Inv' } as const;
export const investmentTypeLabels = { fund: 'Fund', 'co-investment': 'Co-Investment' } as const;

/** SPEC 2 dashboard pipeline card filter and its empty texts. */
export const dashboardPipelineFilters = [
  { value: 'all', label: 'All', empty: 'No investments found' },
  { value: 'fund', label: 'Funds', empty: 'No funds found' },
  { value: 'co-investment', label: 'Co-Invest', empty: 'No co-investments found' },
] as const;

/** SPEC 9 dashboard list sizes. */
export const dashboardLimits = {
  pipeline: 4,
  recentDocuments: 4,
  topInvestments: 3,
  recentActivity: 3,
} as const;

/** SPEC 9 figures shown where a metric is absent, and the hard-coded texts. */
export const dashboardFallbacks = {
  activePipeline: 47,
  analyticsActiveDeals: 6,
  totalDocuments: 1247,
  documentsThisWeek: 234,
  totalAUM: '$2.3B',
  analyticsTotalAUM: '$2.4B',
  memosGenerated: 156,
  analyticsMemos: 12,
  memosThisWeek: 23,
  analyticsMemosThisWeek: 3,
  aiQueries: 3402,
  monthTrend: '+12% this month',
  ytdTrend: '+8.4% YTD',
  ddSuccessRate: '94%',
  closingThisMonth: '2 closing this month',
} as const;
