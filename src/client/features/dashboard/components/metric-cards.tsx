import {
  BotIcon,
  BriefcaseBusinessIcon,
  CircleDollarSignIcon,
  FileCheckIcon,
  FileTextIcon,
  type LucideIcon,
} from 'lucide-react';
import { dashboardMetricCards } from '@client/texts/dashboard-texts';
import { useMetrics } from '@client/api/metrics/get-metrics';
import { Skeleton } from '@client/components/ui/skeleton';
import { LoadError } from '@client/components/ui/load-error';
import { metricCardFigures } from '../lib/dashboard-figures';
import { MetricCard } from './metric-card';

const icons: Record<(typeof dashboardMetricCards)[number]['key'], LucideIcon> = {
  activePipeline: BriefcaseBusinessIcon,
  totalDocuments: FileTextIcon,
  totalAUM: CircleDollarSignIcon,
  memosGenerated: FileCheckIcon,
  aiQueries: BotIcon,
};

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';

/** SPEC 2 and 9: the five metric cards, with SPEC's sample figures only when the metrics are absent. */
export function MetricCards() {
  const metrics = useMetrics();
  if (metrics.isPending) {
    return (
      <div role="status" aria-label="Loading metrics" className={gridClass}>
        {dashboardMetricCards.map((card) => (
          <Skeleton key={card.key} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  const figures = metricCardFigures(metrics.data);
  return (
    <section aria-label="Key metrics" className="grid gap-3">
      {metrics.isError && (
        <LoadError
          variant="notice"
          title="Live metrics could not be loaded, so sample figures are shown."
          onRetry={() => void metrics.refetch()}
        />
      )}
      <ul className={gridClass}>
        {dashboardMetricCards.map((card) => (
          <li key={card.key}>
            <MetricCard
              label={card.label}
              href={card.href}
              icon={icons[card.key]}
              figure={figures[card.key]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
