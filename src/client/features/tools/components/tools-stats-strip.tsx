import { toolsStats } from '../tools-catalogue';
import { toolTexts } from '../tools-texts';

/** SPEC 2: a static strip of hard-coded counts (not live data). */
export function ToolsStatsStrip() {
  return (
    <section aria-label={toolTexts.statsLabel}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {toolsStats.map((stat) => (
          <div key={stat.label} className="rounded-lg border bg-card p-4">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
