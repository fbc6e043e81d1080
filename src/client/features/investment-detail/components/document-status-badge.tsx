import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

/** SPEC 4: analyzed counts as processed; any status other than those named shows as failed (red). */
const knownStatuses: Record<string, { label: string; colour: string }> = {
  processed: {
    label: 'Processed',
    colour: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  },
  analyzed: {
    label: 'Processed',
    colour: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  },
  processing: {
    label: 'Processing',
    colour: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  },
  archived: { label: 'Archived', colour: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300' },
};
const failed = { label: 'Failed', colour: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100' };

export function DocumentStatusBadge({ status }: { status: string }) {
  const { label, colour } = knownStatuses[status] ?? failed;
  return (
    <Badge variant="outline" className={cn('border-transparent', colour)}>
      {label}
    </Badge>
  );
}
