import { ConstructionIcon } from 'lucide-react';
import { toolTexts } from '../tools-texts';

/** SPEC 2: any tool without its own dialog shows Coming Soon. */
export function ComingSoonPanel() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-dashed p-4">
      <ConstructionIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium">{toolTexts.comingSoon}</p>
        <p className="text-sm text-muted-foreground">{toolTexts.comingSoonMessage}</p>
      </div>
    </div>
  );
}
