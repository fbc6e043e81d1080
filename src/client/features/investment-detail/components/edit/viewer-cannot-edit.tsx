import { LockIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { detailTexts } from '../../detail-texts';

/** Viewers read only: instead of a form the server would refuse, say why and lead back. */
export function ViewerCannotEdit({ investmentId }: { investmentId: number }) {
  return (
    <Card role="note" aria-labelledby="viewer-cannot-edit" className="max-w-xl">
      <CardContent className="flex gap-4">
        <LockIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="grid gap-3">
          <div className="grid gap-1">
            <p id="viewer-cannot-edit" className="font-medium">
              {detailTexts.viewerCannotEdit}
            </p>
            <p className="text-sm text-muted-foreground">
              Viewers can read the pipeline. Ask a team admin for the Member role to make changes.
            </p>
          </div>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href={`/pipeline/${investmentId}`}>Back to investment</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
