import type { Metrics } from '@shared/metrics';

/** SPEC 2 dashboard wording, written once; the dashboard and its tests read it from here. */
export const dashboardTexts = {
  notifications: 'Notifications',
  addInvestment: 'Add Investment',
  investmentPipeline: 'Investment Pipeline',
  viewAll: 'View All',
  investmentAnalytics: 'Investment Analytics',
  topPerformingInvestments: 'Top Performing Investments',
  recentActivity: 'Recent Activity',
  quickActions: 'Quick Actions',
  recentDocuments: 'Recent Documents',
  /** SPEC 2 Document Repository's empty message, also the dashboard's when the team has no documents. */
  noDocumentsUploaded: 'No documents uploaded yet',
  thisWeek: (count: string) => `${count} this week`,
};

type MetricCardKey = Exclude<keyof Metrics, 'documentsThisWeek' | 'documentsProcessed' | 'memosThisWeek'>;

/** SPEC 2: the five metric cards, in order, and where each leads. */
export const dashboardMetricCards: readonly { key: MetricCardKey; label: string; href: string }[] = [
  { key: 'activePipeline', label: 'Active Pipeline', href: '/pipeline' },
  { key: 'totalDocuments', label: 'Documents', href: '/documents' },
  { key: 'totalAUM', label: 'Total AUM', href: '/analytics' },
  { key: 'memosGenerated', label: 'Memos Generated', href: '/tools' },
  { key: 'aiQueries', label: 'AI Queries', href: '/analytics' },
];

/** SPEC 2: the Investment Analytics card's four tiles. */
export const dashboardAnalyticsTiles = {
  totalAUM: 'Total AUM',
  activeDeals: 'Active Deals',
  aiMemos: 'AI Memos',
  ddSuccessRate: 'DD Success Rate',
};

/** SPEC 2 Quick Actions and where each goes. */
export const dashboardQuickActions = [
  { key: 'uploadDocs', label: 'Upload Docs', href: '/tools' },
  { key: 'generateMemo', label: 'Generate Memo', href: '/tools' },
  { key: 'addInvestment', label: dashboardTexts.addInvestment, href: '/pipeline' },
  { key: 'aiAssistant', label: 'AI Assistant', href: '/' },
] as const;

/** SPEC 2: where the dashboard's lists and links lead. */
export const dashboardLinks = {
  pipeline: '/pipeline',
  analytics: '/analytics',
  documents: '/documents',
  investment: (id: number) => `/investments/${id}`,
};
