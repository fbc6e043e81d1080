import type {
  AnalyticsDealTypes,
  AnalyticsDetailed,
  AnalyticsKeywords,
  AnalyticsRange,
  AnalyticsTrends,
  NamedCount,
} from '@shared/analytics';
import { documentTypeLabel } from '@shared/document';
import { investmentTypeLabels } from '@client/texts/investment-messages';
import { analyticsTexts, rangeLabels } from '../analytics-texts';
import { statusLabel } from './overview-tab';

export type Cell = string | number;
export type ReportData = {
  range: AnalyticsRange;
  trends: AnalyticsTrends;
  dealTypes: AnalyticsDealTypes;
  keywords: AnalyticsKeywords;
  detailed: AnalyticsDetailed[];
};

const columns = analyticsTexts.columns;
const blank: Cell[] = [];

function section(title: string, items: readonly NamedCount[], labelOf = (name: string) => name): Cell[][] {
  return [
    blank,
    [title],
    [columns.name, columns.count],
    ...items.map((item) => [labelOf(item.name), item.count]),
  ];
}

function heading(range: AnalyticsRange, tab: string): Cell[][] {
  return [[`${tab}: ${rangeLabels[range]}`]];
}

/** Rows of each sheet, as the tabs show them: one sheet per tab. */
export function reportSheets({
  range,
  trends,
  dealTypes,
  keywords,
  detailed,
}: ReportData): Record<string, Cell[][]> {
  const overview = analyticsTexts.overview;
  const deal = analyticsTexts.dealTrends;
  const words = analyticsTexts.keywords;
  const rate = trends.documentTrends.processingRate;
  return {
    Overview: [
      ...heading(range, analyticsTexts.tabs.overview),
      [columns.name, columns.value],
      [overview.totalInvestments, trends.summary.totalInvestments],
      [overview.totalDocuments, trends.summary.totalDocuments],
      [overview.percentProcessed, `${rate.percent}%`],
      [overview.recentActivity, trends.activityTrends.recentActivity],
      [overview.documentsPerDeal, trends.summary.avgDocumentsPerDeal],
      [overview.totalActivities, trends.summary.totalActivities],
      ...section(overview.byStatus, trends.dealTrends.byStatus, statusLabel),
      ...section(overview.byGeography, trends.dealTrends.byGeography),
    ],
    'Deal Trends': [
      ...heading(range, analyticsTexts.tabs.dealTrends),
      ...section(deal.fundTypes, dealTypes.fundTypes, (type) => investmentTypeLabels[type as 'fund'] ?? type),
      ...section(deal.sizeDistribution, dealTypes.sizeDistribution),
      blank,
      [deal.strategies],
      [columns.name, columns.count, analyticsTexts.totalTargetSize],
      ...dealTypes.strategies.map((strategy) => [strategy.name, strategy.count, strategy.totalTargetSize]),
      blank,
      [deal.processing],
      [analyticsTexts.processing.processed, rate.processed],
      [analyticsTexts.processing.processing, rate.processing],
      [columns.count, rate.total],
      ...section(deal.byType, trends.documentTrends.byType, documentTypeLabel),
      blank,
      [deal.byMonth],
      [columns.month, columns.type, columns.count],
      ...trends.documentTrends.byMonth.flatMap((month) =>
        month.types.map((type) => [month.month, documentTypeLabel(type.name), type.count]),
      ),
    ],
    Keywords: [
      ...heading(range, analyticsTexts.tabs.keywords),
      [columns.name, columns.value],
      [words.documentsAnalyzed, keywords.documentsAnalyzed],
      [words.totalWords, keywords.totalWordsAnalyzed],
      [words.uniqueWords, keywords.uniqueWords],
      ...[
        [words.top, keywords.topKeywords],
        [words.industry, keywords.industryKeywords],
        [words.riskTerms, keywords.riskKeywords],
        [words.opportunityTerms, keywords.opportunityKeywords],
      ].flatMap(([title, list]) => [
        blank,
        [title as string],
        [columns.word, columns.count],
        ...(list as AnalyticsKeywords['topKeywords']).map((keyword) => [keyword.word, keyword.count]),
      ]),
    ],
    Detailed: [
      ...heading(range, analyticsTexts.tabs.detailed),
      ...detailed.flatMap((result) => [
        blank,
        [result.kind, analyticsTexts.detailed.showing(result.rows.length, result.total)],
        ...result.rows.map((row) => [JSON.stringify(row)]),
      ]),
    ],
  };
}
