import type { AnalyticsRange, DetailedKind } from '@shared/analytics';
import type { ToastText } from '@client/texts/messages';

/** The Data Analytics screen's words (SPEC 2); only this screen uses them. */
export const analyticsTexts = {
  rangeLabel: 'Time range',
  exportReport: 'Export Report',
  exporting: 'Exporting...',
  loading: 'Loading analytics...',
  loadFailed: 'Analytics could not be loaded',
  noDocuments: 'No documents processed yet',
  nothingInRange: 'Nothing in this range',
  /** The bar that adds up the categories a chart does not draw one by one. */
  other: 'Other',
  showTable: 'Show the numbers as a table',
  tabs: { overview: 'Overview', dealTrends: 'Deal Trends', keywords: 'Keywords', detailed: 'Detailed' },
  overview: {
    totalInvestments: 'Total Investments',
    totalDocuments: 'Total Documents',
    percentProcessed: 'Processed',
    recentActivity: 'Activity This Week',
    documentsPerDeal: 'Documents per Deal',
    totalActivities: 'Activities in Range',
    byStatus: 'Deal Distribution by Status',
    byGeography: 'Geographic Focus',
  },
  dealTrends: {
    fundTypes: 'Fund Types',
    sizeDistribution: 'Fund Size Distribution',
    strategies: 'Investment Strategies',
    processing: 'Document Processing',
    byType: 'Documents by Type',
    byMonth: 'Documents by Type over Time',
  },
  keywords: {
    top: 'Top Keywords',
    industry: 'Industry Keywords',
    summary: 'Summary',
    totalWords: 'Total Words Analyzed',
    uniqueWords: 'Unique Terms',
    riskTerms: 'Risk Terms',
    opportunityTerms: 'Opportunity Terms',
    documentsAnalyzed: 'Documents Analyzed',
  },
  detailed: {
    choose: 'Choose what to show',
    pick: 'Pick documents, investments or activity to see the raw result.',
    showing: (shown: number, total: number) =>
      shown === total ? `${total} rows` : `The newest ${shown} of ${total} rows`,
  },
  columns: { name: 'Name', count: 'Count', month: 'Month', type: 'Type', value: 'Value', word: 'Word' },
  processing: { processed: 'Processed', processing: 'Processing', other: 'Error or other' },
  totalTargetSize: 'Total Target Size',
} as const;

export const rangeLabels: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

/** SPEC 2: the Detailed tab's three buttons. */
export const detailedKindLabels: Record<DetailedKind, string> = {
  documents: 'documents',
  investments: 'investments',
  activity: 'activity',
};

export { analyticsReportFileName as reportFileName } from '@shared/exports';

export const analyticsToasts = {
  exported: { title: 'Report exported' },
  exportFailed: { title: 'Failed to export the report. Please try again.', destructive: true },
} satisfies Record<string, ToastText>;

/** The workbook's sheets, one per tab (SPEC 2). */
export const reportSheetNames = ['Overview', 'Deal Trends', 'Keywords', 'Detailed'] as const;
