import { dashboardAnalyticsTiles } from '@client/texts/dashboard-texts';
import { useMetrics } from '@client/api/metrics/get-metrics';
import { Skeleton } from '@client/components/ui/skeleton';
import { analyticsTileFigures } from '../lib/dashboard-figures';

const tileOrder = ['totalAUM', 'activeDeals', 'aiMemos', 'ddSuccessRate'] as const;
const gridClass = 'grid grid-cols-2 gap-3 md:grid-cols-4';

/**
 * SPEC 2 and 9 analytics tiles. When the metrics are absent they show SPEC's sample figures; the
 * metric cards above already say so, so no second notice here.
 */
export function AnalyticsTiles() {
  const metrics = useMetrics();
  if (metrics.isPending) {
    return (
      <div role="status" aria-label="Loading analytics" className={gridClass}>
        {tileOrder.map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
    );
  }
  const figures = analyticsTileFigures(metrics.data);
  return (
    <dl className={gridClass}>
      {tileOrder.map((key) => (
        <div key={key} className="grid content-start gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="text-xs font-medium text-muted-foreground">{dashboardAnalyticsTiles[key]}</dt>
          <dd className="text-xl font-semibold tracking-tight tabular-nums">{figures[key].value}</dd>
          {figures[key].detail && <dd className="text-xs text-muted-foreground">{figures[key].detail}</dd>}
        </div>
      ))}
    </dl>
  );
}
