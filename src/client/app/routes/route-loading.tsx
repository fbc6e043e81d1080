import { Skeleton } from '@client/components/ui/skeleton';

/** What a route split into its own chunk shows while its code is fetched. */
export function RouteLoading() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96 max-w-full" />
    </div>
  );
}
