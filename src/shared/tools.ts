import { z } from 'zod';
import { dashboardFallbacks } from './investment-messages';
import { toasts, type ToastText } from './messages';

/** SPEC 2 Tools filter categories, in order, with "All Tools" first. */
export const toolCategoryFilters = [
  { value: 'all', label: 'All Tools' },
  { value: 'documents', label: 'Documents' },
  { value: 'research', label: 'Research' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'reporting', label: 'Reporting' },
] as const;
export type ToolCategoryFilter = (typeof toolCategoryFilters)[number]['value'];
export type ToolCategory = Exclude<ToolCategoryFilter, 'all'>;

/** SPEC 2: cards carry NEW and PRO badges (SPEC 1 calls PRO "premium"). */
export const toolBadgeLabels = { new: 'NEW', premium: 'PRO' } as const;
export type ToolBadge = keyof typeof toolBadgeLabels;

export type ToolId =
  | 'memo-builder'
  | 'company-research'
  | 'portfolio-analytics'
  | 'market-intelligence'
  | 'lp-reporting'
  | 'document-upload'
  | 'ddq-maker'
  | 'risk-assessment';

export type Tool = {
  id: ToolId;
  title: string;
  description: string;
  category: ToolCategory;
  badge?: ToolBadge;
};

/** SPEC 1 tools catalogue: ids, categories and badges as written; titles and descriptions are ours. */
export const toolsCatalogue: readonly Tool[] = [
  {
    id: 'memo-builder',
    title: 'Memo Builder',
    description: 'Generate an investment memo from an investment in your pipeline.',
    category: 'documents',
  },
  {
    id: 'company-research',
    title: 'Company Research',
    description: 'Research a company or market topic and get key findings with sources.',
    category: 'research',
    badge: 'new',
  },
  {
    id: 'portfolio-analytics',
    title: 'Portfolio Analytics',
    description: 'Explore pipeline, document and keyword trends across your portfolio.',
    category: 'analytics',
    badge: 'new',
  },
  {
    id: 'market-intelligence',
    title: 'Market Intelligence',
    description: 'Track fundraising, pricing and strategy signals in private markets.',
    category: 'research',
    badge: 'new',
  },
  {
    id: 'lp-reporting',
    title: 'LP Reporting',
    description: 'Assemble quarterly reports for your limited partners.',
    category: 'reporting',
    badge: 'new',
  },
  {
    id: 'document-upload',
    title: 'Document Processing',
    description: 'Upload fund decks, DDQs, LPAs and track records for text extraction and AI summaries.',
    category: 'documents',
  },
  {
    id: 'ddq-maker',
    title: 'DDQ Maker',
    description: 'Draft a due diligence questionnaire tailored to a fund.',
    category: 'documents',
  },
  {
    id: 'risk-assessment',
    title: 'Risk Assessment',
    description: 'Score concentration, manager and market risks across commitments.',
    category: 'analytics',
    badge: 'premium',
  },
];

export function toolsInCategory(filter: ToolCategoryFilter): readonly Tool[] {
  return filter === 'all' ? toolsCatalogue : toolsCatalogue.filter((tool) => tool.category === filter);
}

/** SPEC 2: the stats strip shows hard-coded counts, not live data (SPEC 9's dashboard figures). */
export const toolsStats = [
  { label: 'Documents Processed', value: dashboardFallbacks.totalDocuments.toLocaleString('en-US') },
  { label: 'Memos Generated', value: String(dashboardFallbacks.memosGenerated) },
  { label: 'AI Queries', value: dashboardFallbacks.aiQueries.toLocaleString('en-US') },
  { label: 'Tools Available', value: String(toolsCatalogue.length) },
] as const;

/** SPEC 8 research toasts. */
export const toolToasts = {
  researchComplete: { title: 'Research Complete', description: 'Company analysis has been generated' },
  researchFailed: { title: 'Failed to perform company research', destructive: true },
  /** SPEC 2: Market intelligence and LP reporting buttons have no behaviour yet, like the admin items. */
  comingSoon: (toolTitle: string): ToastText => toasts.comingSoon(`${toolTitle} is on its way.`),
} satisfies Record<string, ToastText | ((...args: never[]) => ToastText)>;

/** SPEC 7 POST /api/tools/company-research {query}: summary, key findings and source links. */
export const maxResearchQueryLength = 500;
export const zCompanyResearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'A company or topic is required')
    .max(maxResearchQueryLength, `At most ${maxResearchQueryLength} characters`),
});
export type CompanyResearchInput = z.infer<typeof zCompanyResearchInput>;
export const zCompanyResearchResult = z.object({
  summary: z.string(),
  keyFindings: z.array(z.string()),
  // Only links inside the app (a document at its page, an investment): research answers from what the
  // team holds, and a path of ours can never be a javascript: or another site's link.
  sources: z.array(
    z.object({ title: z.string(), url: z.string().regex(/^\/(documents|investments)\/\d+(\?page=\d+)?$/) }),
  ),
  /** True when a configured model failed and the local research is shown (SPEC 8 'Fallback Mode'). */
  fallback: z.boolean(),
  fallbackReason: z.string().optional(),
  /** Figures of a model's research that none of the team's sources holds. */
  unverifiedFigures: z.array(z.string()),
});
export type CompanyResearchResult = z.infer<typeof zCompanyResearchResult>;

/** The Tools screen's own words (SPEC leaves them open). */
export const toolTexts = {
  openTool: (title: string) => `Open ${title}`,
  categoryFilter: 'Tool category',
  statsLabel: 'Tools at a glance',
  documentType: 'Document type',
  investment: 'Investment',
  chooseDocumentType: 'Choose a document type',
  uploadAction: 'Upload',
  uploading: 'Uploading…',
  viewerCannotUpload: 'Your role can read documents but not upload them. Ask a member or admin to upload.',
  memoInvestment: 'Investment',
  chooseInvestment: 'Choose an investment',
  generate: 'Generate',
  generating: 'Generating…',
  researchTopic: 'Company or topic',
  researchPlaceholder: 'e.g. Vertical SaaS buyout market in Europe',
  research: 'Research',
  researching: 'Researching…',
  keyFindings: 'Key Findings',
  sources: 'Sources',
  openAnalytics: 'Open Data Analytics',
  comingSoon: toasts.comingSoon('').title,
  comingSoonMessage: 'This tool is not available yet. We will let you know when it arrives.',
  notAvailableYet: (toolTitle: string) =>
    `${toolTitle} is not available yet: these reports are not built, and nothing here reads your data.`,
  investmentsLoadFailed: 'The investments could not be loaded.',
};
