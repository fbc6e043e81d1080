import { analyticsListLengths, type AnalyticsTrends } from '@shared/analytics';
import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import { analyticsTexts } from '../analytics-texts';
import { CountBarChart } from './count-bar-chart';
import { StatTiles } from './stat-tiles';

const texts = analyticsTexts.overview;
const number = (value: number) => value.toLocaleString('en-US');
export const statusLabel = (status: string) => investmentStatusLabels[status as InvestmentStatus] ?? status;

/** SPEC 2 Overview: totals, percent processed, activity this week, documents per deal, status and geography. */
export function OverviewTab({ trends }: { trends: AnalyticsTrends }) {
  const { summary, dealTrends, documentTrends, activityTrends } = trends;
  return (
    <div className="grid gap-4">
      <StatTiles
        label={analyticsTexts.tabs.overview}
        tiles={[
          { label: texts.totalInvestments, value: number(summary.totalInvestments) },
          { label: texts.totalDocuments, value: number(summary.totalDocuments) },
          { label: texts.percentProcessed, value: `${documentTrends.processingRate.percent}%` },
          { label: texts.recentActivity, value: number(activityTrends.recentActivity) },
          { label: texts.documentsPerDeal, value: summary.avgDocumentsPerDeal.toFixed(1) },
          { label: texts.totalActivities, value: number(summary.totalActivities) },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CountBarChart title={texts.byStatus} data={dealTrends.byStatus} labelOf={statusLabel} horizontal />
        <CountBarChart
          title={texts.byGeography}
          data={dealTrends.byGeography}
          horizontal
          barLimit={analyticsListLengths.default}
        />
      </div>
    </div>
  );
}
