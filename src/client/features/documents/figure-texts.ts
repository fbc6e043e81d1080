import type { FactScope } from '@shared/document-facts';
import type { ToastText } from '@client/texts/messages';

const count = (value: number) => value.toLocaleString('en-US');
const figures = (value: number) => `${count(value)} ${value === 1 ? 'figure' : 'figures'}`;

/**
 * The document dialog's Figures tab: the figure ledger a document was read into, searched, sorted and
 * paged, written once for the tab, its component tests and its browser tests.
 */
export const figureTexts = {
  tab: 'Figures',
  tableLabel: 'Figures read from the document',
  searchLabel: 'Search figures',
  searchPlaceholder: 'Search figures…',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  loading: 'Loading figures…',
  loadFailed: 'The figures could not be loaded.',
  notReady: 'The figures are shown once the document is processed.',
  none: 'No figures were read from this document.',
  noMatches: 'No figures match your search.',
  /** 'N figures', or 'N of M figures' while a search keeps some. */
  count: (shown: number, all: number | undefined) =>
    all === undefined || shown === all ? figures(shown) : `${count(shown)} of ${figures(all)}`,
  /** Said beside the count while no heading sorts the table. */
  rankOrder: 'Most telling first',
  shownRange: (first: number, last: number, total: number) =>
    `Showing ${count(first)}–${count(last)} of ${count(total)}`,
  pagination: 'Figure pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  highlight: 'Shown in Financial Highlights',
  inScale: (scale: string) => `in ${scale}`,
  /** Who read a figure, said only when a configured model read it. */
  /** A figure the built-in analyst and the model read with different values: both rows are kept. */
  disagree: 'Readers disagree',
  otherReading: (reader: 'local' | 'model', value: string, page: number | null) =>
    `${reader === 'model' ? 'The AI model' : 'The built-in analyst'} read ${value}${page ? ` on page ${page}` : ''}`,
  disagreementsOnly: 'Disagreements only',
  noDisagreements: 'No figures where the readers disagree.',
  readBy: { model: 'Read by the AI model', both: 'Read by the AI model and the built-in analyst' },
  pageLink: (page: number) => `Page ${page}`,
  /** Begins with the link's visible text, as its accessible name must. */
  openPage: (page: number, label: string) => `Page ${page}: show ${label} in the extracted text`,
  cell: (sheet: string | null, cell: string | null) => [sheet, cell].filter(Boolean).join('!'),
  notStated: '—',
  exportFailed: { title: 'Failed to export figures', destructive: true } satisfies ToastText,
} as const;

/** The table's column headings; the sortable ones sort by the key of the same name. */
export const figureColumnLabels = {
  label: 'Figure',
  concept: 'Concept',
  value: 'Value',
  period: 'Period',
  scope: 'Scope',
  page: 'Source',
} as const;

/** Whose figure it is, as the Scope column says it. */
export const figureScopeLabels: Record<FactScope, string> = {
  fund: 'Fund',
  prior_fund: 'Prior fund',
  deal: 'Deal',
  company: 'Company',
  portfolio: 'Portfolio',
  benchmark: 'Benchmark',
  other: 'Other',
};
