import { CircleCheckIcon, CircleDashedIcon, Clock3Icon } from 'lucide-react';
import { coreCompletionPercent, coreDocumentChecklist, type CoreDocumentState } from '@shared/document';
import { useDocuments } from '@client/api/documents/get-documents';
import { Skeleton } from '@client/components/ui/skeleton';
import { LoadError } from '@client/components/ui/load-error';
import { detailTexts } from '../detail-texts';
import { CompletionBar } from './completion-bar';
import { DetailCard } from './detail-card';

/** SPEC 2 checklist icons, each with the words a screen reader says instead. */
const stateIcons: Record<CoreDocumentState, { Icon: typeof CircleCheckIcon; text: string; colour: string }> =
  {
    processed: { Icon: CircleCheckIcon, text: 'Processed', colour: 'text-emerald-600 dark:text-emerald-400' },
    processing: { Icon: Clock3Icon, text: 'Processing', colour: 'text-amber-600 dark:text-amber-400' },
    missing: { Icon: CircleDashedIcon, text: 'Missing', colour: 'text-muted-foreground' },
  };

/** SPEC 9: the four core documents, whether each is processed, processing or missing, and the share present. */
export function CoreDocumentChecklist({ investmentId }: { investmentId: number }) {
  const documents = useDocuments(investmentId);
  const title = 'Core Documents';

  if (documents.isPending) {
    return (
      <DetailCard title={title}>
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading documents…</span>
          <Skeleton className="h-2" />
          <Skeleton className="h-20" />
        </div>
      </DetailCard>
    );
  }
  if (documents.isError) {
    return (
      <DetailCard title={title}>
        <LoadError
          variant="inline"
          title="The documents could not be loaded."
          onRetry={() => void documents.refetch()}
        />
      </DetailCard>
    );
  }

  const checklist = coreDocumentChecklist(documents.data);
  const percent = coreCompletionPercent(checklist);
  return (
    <DetailCard title={title} description={`${percent}% complete`}>
      <div className="grid gap-4">
        <CompletionBar label={detailTexts.coreCompletionLabel} percent={percent} />
        <ul className="grid gap-2.5">
          {checklist.map(({ type, label, state }) => {
            const { Icon, text, colour } = stateIcons[state];
            return (
              <li key={type} className="flex items-start gap-2 text-sm">
                <Icon role="img" aria-label={text} className={`mt-0.5 size-4 shrink-0 ${colour}`} />
                <span className={state === 'missing' ? 'text-muted-foreground' : undefined}>{label}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </DetailCard>
  );
}
