import { Button } from '@client/components/ui/button';
import { detailTexts } from '../detail-texts';

/** A failure other than "not found": say so, show the server's status, and let the user try again. */
export function InvestmentLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="grid max-w-xl gap-3">
      <h1 className="text-xl font-semibold">{detailTexts.loadFailed}</h1>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" className="justify-self-start" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
