import { documentTexts } from '@client/texts/document-messages';
import { Skeleton } from '@client/components/ui/skeleton';

/** SPEC 2 loading state: its text, over a sketch of the counters (where the list has them) and rows. */
export function DocumentsLoading({ counters = true }: { counters?: boolean }) {
  return (
    <div role="status" className="grid gap-3">
      <p className="text-sm text-muted-foreground">{documentTexts.loading}</p>
      {counters && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      )}
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
