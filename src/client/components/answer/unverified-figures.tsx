import { AlertTriangleIcon } from 'lucide-react';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { cn } from '@client/lib/cn';

/** The figures a model wrote that no source holds, marked for the person to check before relying on. */
export function UnverifiedFigures({
  figures,
  className,
}: {
  figures: readonly string[];
  className?: string;
}) {
  if (figures.length === 0) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-md bg-amber-100 px-3 py-2 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100',
        className,
      )}
    >
      <AlertTriangleIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {chatTexts.unverified}{' '}
        {figures.map((figure) => (
          <mark key={figure} className="mr-1 rounded bg-amber-300 px-1 text-amber-950">
            {figure}
          </mark>
        ))}
      </span>
    </p>
  );
}
