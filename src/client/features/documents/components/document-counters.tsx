import { useState } from 'react';
import { CalendarClockIcon, CheckCircle2Icon, FileTextIcon, LoaderIcon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { documentCounterLabels } from '@client/texts/document-messages';
import { documentCounters } from '@shared/document-table';
import { Card } from '@client/components/ui/card';

const icons = {
  total: FileTextIcon,
  processed: CheckCircle2Icon,
  processing: LoaderIcon,
  thisWeek: CalendarClockIcon,
} as const;

/** SPEC 2: Total Documents, Processed, Processing and This Week (created within the last 7 days). */
export function DocumentCounters({ documents }: { documents: readonly DocumentListItem[] }) {
  // "Now" is when the screen opened: enough for a 7-day window, and renders stay pure.
  const [now] = useState(() => Date.now());
  const counts = documentCounters(documents, now);
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {(Object.keys(documentCounterLabels) as (keyof typeof documentCounterLabels)[]).map((key) => {
        const Icon = icons[key];
        return (
          <Card key={key} className="gap-1 px-4 py-4">
            <dt className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
              <Icon aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{documentCounterLabels[key]}</span>
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{counts[key].toLocaleString('en-US')}</dd>
          </Card>
        );
      })}
    </dl>
  );
}
