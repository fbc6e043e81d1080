import { useMetrics } from '@client/api/metrics/get-metrics';
import { toolsCatalogue, toolsStatLabels } from '../tools-catalogue';
import { toolTexts } from '../tools-texts';

/** A count as the strip writes it; a dash while the team's figures load or when they could not be. */
const countText = (count: number | undefined) => (count === undefined ? '—' : count.toLocaleString('en-US'));

/** SPEC 2's stats strip with the team's real counts: documents read, memos written, questions asked. */
export function ToolsStatsStrip() {
  const metrics = useMetrics().data;
  const stats = [
    { label: toolsStatLabels.documentsProcessed, value: countText(metrics?.documentsProcessed) },
    { label: toolsStatLabels.memosGenerated, value: countText(metrics?.memosGenerated) },
    { label: toolsStatLabels.aiQueries, value: countText(metrics?.aiQueries) },
    { label: toolsStatLabels.toolsAvailable, value: countText(toolsCatalogue.length) },
  ];
  return (
    <section aria-label={toolTexts.statsLabel}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg border bg-card p-4">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
