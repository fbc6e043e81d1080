import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';

/** Placeholder rows while a list loads; announced once as a status. */
export function ListSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

export function EmptyText({ children }: { children: string }) {
  return <p className="py-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** A dashboard list that could not be loaded, in one line with a way to try again. */
export function ListLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <LoadError variant="inline" title={`Could not load ${what}.`} onRetry={onRetry} />;
}
