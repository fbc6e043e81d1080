import { analyticsListLengths, type AnalyticsDealTypes, type AnalyticsTrends } from '@shared/analytics';
import { documentTypeLabel } from '@shared/document';
import { investmentTypeLabels } from '@client/texts/investment-messages';
import { formatMoney } from '@shared/metrics';
import { analyticsTexts } from '../analytics-texts';
import { CountBarChart } from './count-bar-chart';
import { DocumentsOverTimeChart } from './documents-over-time-chart';
import { ProcessingChart } from './processing-chart';

const texts = analyticsTexts.dealTrends;
const typeLabel = (type: string) => investmentTypeLabels[type as keyof typeof investmentTypeLabels] ?? type;

/** SPEC 2 Deal Trends: fund types, sizes, strategies, document processing and documents by type. */
export function DealTrendsTab({
  dealTypes,
  trends,
}: {
  dealTypes: AnalyticsDealTypes;
  trends: AnalyticsTrends;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CountBarChart title={texts.fundTypes} data={dealTypes.fundTypes} labelOf={typeLabel} />
      <CountBarChart title={texts.sizeDistribution} data={dealTypes.sizeDistribution} horizontal />
      <CountBarChart
        title={texts.strategies}
        data={dealTypes.strategies}
        horizontal
        barLimit={analyticsListLengths.default}
        extraColumns={[
          {
            label: analyticsTexts.totalTargetSize,
            value: (strategy) => formatMoney(strategy.totalTargetSize),
            numeric: true,
          },
        ]}
      />
      <ProcessingChart rate={trends.documentTrends.processingRate} />
      <CountBarChart
        title={texts.byType}
        data={trends.documentTrends.byType}
        labelOf={documentTypeLabel}
        horizontal
        barLimit={analyticsListLengths.default}
        emptyText={analyticsTexts.noDocuments}
      />
      <DocumentsOverTimeChart byMonth={trends.documentTrends.byMonth} />
    </div>
  );
}
