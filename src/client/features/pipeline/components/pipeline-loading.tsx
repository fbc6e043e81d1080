import { investmentTexts } from '@client/texts/investment-messages';
import { Skeleton } from '@client/components/ui/skeleton';

/** SPEC 2 loading state: its text for screen readers and sighted users, over a sketch of the rows. */
export function PipelineLoading() {
  return (
    <div role="status" className="grid gap-3">
      <p className="text-sm text-muted-foreground">{investmentTexts.loadingPipeline}</p>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}
