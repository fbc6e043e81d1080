import { Skeleton } from '@client/components/ui/skeleton';

/** The detail page's shape while the investment loads, so nothing jumps when it arrives. */
export function InvestmentDetailSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading investment…</span>
      <div className="grid gap-3">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-5 w-56 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6">
          <Skeleton className="h-72" />
          <Skeleton className="h-48" />
        </div>
        <Skeleton className="h-96 lg:col-span-2" />
      </div>
    </div>
  );
}
