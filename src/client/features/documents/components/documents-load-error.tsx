import { repositoryTexts } from '@shared/document-repository-texts';
import { Button } from '@client/components/ui/button';

/** The list could not be fetched: say so, show the SPEC 8 error text, and offer to try again. */
export function DocumentsLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="grid max-w-xl gap-3 rounded-lg border border-destructive/40 p-4">
      <p className="font-medium">{repositoryTexts.loadFailed}</p>
      <p className="text-sm text-muted-foreground">{error.message}</p>
      <Button variant="outline" className="justify-self-start" onClick={onRetry}>
        {repositoryTexts.retry}
      </Button>
    </div>
  );
}
