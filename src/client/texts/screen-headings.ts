/**
 * SPEC 2 screen headings, written once; screens and tests read them from here.
 * SPEC writes the dashboard header as 'Dashboard - Overview of your investment portfolio and activities':
 * the part before the dash is the title, the rest the subtitle.
 */
export type ScreenHeading = { title: string; subtitle?: string };

export const screenHeadings = {
  aiAnalyst: { title: 'AI Analyst' },
  dashboard: { title: 'Dashboard', subtitle: 'Overview of your investment portfolio and activities' },
  pipeline: { title: 'Investment Pipeline', subtitle: 'Track and manage your investment opportunities' },
  documents: { title: 'Document Repository', subtitle: 'Central repository for all investment documents' },
  tools: { title: 'Tools' },
  analytics: { title: 'Data Analytics' },
  investmentDetail: { title: 'Investment detail' },
  editInvestment: { title: 'Edit investment' },
} satisfies Record<string, ScreenHeading>;
