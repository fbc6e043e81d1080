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

/** SPEC 2: the stats strip's labels. The figures are the team's own, from GET /api/metrics. */
export const toolsStatLabels = {
  documentsProcessed: 'Documents Processed',
  memosGenerated: 'Memos Generated',
  aiQueries: 'AI Queries',
  toolsAvailable: 'Tools Available',
} as const;
