import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { analyticsTexts } from '../analytics-texts';

/** A tab's loading and error states; its content once every query it needs has answered. */
export function QueryPanel<Data extends unknown[]>({
  queries,
  children,
}: {
  queries: { [Index in keyof Data]: UseQueryResult<Data[Index]> };
  children: (...data: Data) => ReactNode;
}) {
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        title={analyticsTexts.loadFailed}
        error={failed.error ?? undefined}
        onRetry={() => queries.filter((query) => query.isError).forEach((query) => query.refetch())}
      />
    );
  }
  if (queries.some((query) => query.data === undefined)) {
    return (
      <div role="status" className="grid gap-3">
        <p className="text-sm text-muted-foreground">{analyticsTexts.loading}</p>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }
  return <>{children(...(queries.map((query) => query.data) as Data))}</>;
}
