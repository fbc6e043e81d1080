import { useState } from 'react';
import { detailedKinds, type AnalyticsRange, type DetailedKind } from '@shared/analytics';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useDetailedRows } from '../api/get-detailed-rows';
import { analyticsTexts, detailedKindLabels } from '../analytics-texts';

/** SPEC 2 Detailed: three buttons, each showing the raw result of its call as formatted JSON. */
export function DetailedTab({ range }: { range: AnalyticsRange }) {
  const [kind, setKind] = useState<DetailedKind | null>(null);
  const query = useDetailedRows(kind, range);
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={analyticsTexts.detailed.choose} className="flex flex-wrap gap-2">
        {detailedKinds.map((option) => (
          <Button
            key={option}
            variant={kind === option ? 'default' : 'outline'}
            aria-pressed={kind === option}
            onClick={() => setKind(option)}
          >
            {detailedKindLabels[option]}
          </Button>
        ))}
      </div>
      {kind === null ? (
        <p className="text-sm text-muted-foreground">{analyticsTexts.detailed.pick}</p>
      ) : query.isPending ? (
        <div role="status" className="grid gap-2">
          <p className="text-sm text-muted-foreground">{analyticsTexts.loading}</p>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError title={analyticsTexts.loadFailed} error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {analyticsTexts.detailed.showing(query.data.rows.length, query.data.total)}
          </p>
          <pre
            aria-label={`${detailedKindLabels[kind]} JSON`}
            tabIndex={0}
            className="max-h-[32rem] overflow-auto rounded-lg border bg-muted/40 p-3 text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {JSON.stringify(query.data, null, 2)}
          </pre>
        </div>
      )}
    </div>
  );
}
