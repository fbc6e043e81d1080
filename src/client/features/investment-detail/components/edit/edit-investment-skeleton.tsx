import { Skeleton } from '@client/components/ui/skeleton';

export function EditInvestmentSkeleton() {
  return (
    <div role="status" className="grid max-w-4xl gap-6">
      <span className="sr-only">Loading investment…</span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-80" />
      <Skeleton className="h-64" />
    </div>
  );
}
