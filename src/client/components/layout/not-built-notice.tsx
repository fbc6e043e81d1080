import { ConstructionIcon } from 'lucide-react';
import { Card, CardContent } from '@client/components/ui/card';

/** Stands in for a screen a later release builds, so nobody mistakes an empty page for missing data. */
export function NotBuiltNotice() {
  return (
    <Card role="note" aria-labelledby="not-built-title" className="max-w-xl border-dashed">
      <CardContent className="flex gap-4">
        <ConstructionIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="grid gap-1">
          <p id="not-built-title" className="font-medium">
            This screen is not built yet
          </p>
          <p className="text-sm text-muted-foreground">
            It arrives in a later release. Navigation, sign-in and your settings already work.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
