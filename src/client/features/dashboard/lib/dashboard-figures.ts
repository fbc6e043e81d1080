import {
  dashboardTexts,
  type dashboardAnalyticsTiles,
  type dashboardMetricCards,
} from '@client/texts/dashboard-texts';
import { dashboardFallbacks as fallback } from '@client/texts/investment-messages';
import type { Metrics } from '@shared/metrics';

export type Figure = { value: string; detail?: string };

type MetricCardKey = (typeof dashboardMetricCards)[number]['key'];
type AnalyticsTileKey = keyof typeof dashboardAnalyticsTiles;

function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/**
 * SPEC 9: each card shows the team's real figure (0 included) and falls back to SPEC's sample
 * figure only where the metric is absent, i.e. the metrics could not be loaded.
 */
export function metricCardFigures(metrics: Metrics | undefined): Record<MetricCardKey, Figure> {
  return {
    activePipeline: {
      value: formatCount(metrics?.activePipeline ?? fallback.activePipeline),
      detail: fallback.monthTrend,
    },
    totalDocuments: {
      value: formatCount(metrics?.totalDocuments ?? fallback.totalDocuments),
      detail: dashboardTexts.thisWeek(formatCount(metrics?.documentsThisWeek ?? fallback.documentsThisWeek)),
    },
    totalAUM: { value: metrics?.totalAUM ?? fallback.totalAUM, detail: fallback.ytdTrend },
    memosGenerated: {
      value: formatCount(metrics?.memosGenerated ?? fallback.memosGenerated),
      detail: dashboardTexts.thisWeek(formatCount(metrics?.memosThisWeek ?? fallback.memosThisWeek)),
    },
    aiQueries: { value: formatCount(metrics?.aiQueries ?? fallback.aiQueries) },
  };
}

/** SPEC 9: the analytics tiles have their own, smaller sample figures; the success rate is fixed. */
export function analyticsTileFigures(metrics: Metrics | undefined): Record<AnalyticsTileKey, Figure> {
  return {
    totalAUM: { value: metrics?.totalAUM ?? fallback.analyticsTotalAUM },
    activeDeals: {
      value: formatCount(metrics?.activePipeline ?? fallback.analyticsActiveDeals),
      detail: fallback.closingThisMonth,
    },
    aiMemos: {
      value: formatCount(metrics?.memosGenerated ?? fallback.analyticsMemos),
      detail: dashboardTexts.thisWeek(formatCount(metrics?.memosThisWeek ?? fallback.analyticsMemosThisWeek)),
    },
    ddSuccessRate: { value: fallback.ddSuccessRate },
  };
}
