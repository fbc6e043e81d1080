import { isProcessedStatus } from '@shared/document';
import { documentStatusLabels } from '@client/texts/document-repository-texts';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

type StatusLook = keyof typeof documentStatusLabels;

const colours: Record<StatusLook, string> = {
  processed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  processing: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  archived: 'bg-muted text-muted-foreground',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
};

/** SPEC 4: analyzed counts as processed; any status other than those named shows as failed (red). */
export function statusLook(status: string): StatusLook {
  if (isProcessedStatus(status)) return 'processed';
  if (status === 'processing' || status === 'archived') return status;
  return 'failed';
}

/** The status badge, and beneath it the server's reason for a failed document or progress for one processing. */
export function DocumentStatusBadge({
  status,
  reason,
  className,
}: {
  status: string;
  reason?: string | null;
  className?: string;
}) {
  const look = statusLook(status);
  return (
    <span className={cn('inline-grid gap-1', className)}>
      <Badge variant="outline" className={cn('border-transparent', colours[look])}>
        {documentStatusLabels[look]}
      </Badge>
      {look === 'processing' && reason && <span className="text-xs text-muted-foreground">{reason}</span>}
      {look === 'failed' && reason && (
        <span className="line-clamp-2 text-xs text-red-700 dark:text-red-300" title={reason}>
          {reason}
        </span>
      )}
    </span>
  );
}
