import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderIcon } from 'lucide-react';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { documentKeys } from '@client/api/query-keys';
import { useModelRereading } from '@client/api/documents/get-model-rereading';

/**
 * Issue 23: "Reading with gpt-4o-mini: 12 of 40 documents" while the team's new model reads its
 * documents in the background; nothing otherwise (nor when it cannot be asked). When it ends, the list
 * is read again, as the documents' summaries changed.
 */
export function ModelRereadingProgress() {
  const progress = useModelRereading();
  const queryClient = useQueryClient();
  const reading = progress.data?.reading ?? null;
  const wasReading = useRef(false);
  useEffect(() => {
    if (wasReading.current && !reading)
      void queryClient.invalidateQueries({ queryKey: documentKeys.all, exact: true });
    wasReading.current = reading !== null;
  }, [reading, queryClient]);
  return (
    <div role="status" className="empty:hidden">
      {reading && (
        <p className="mb-4 flex items-center gap-2 rounded-lg border bg-muted/40 px-4 py-2 text-sm">
          <LoaderIcon aria-hidden className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
          {repositoryTexts.rereading(reading.model, reading.done, reading.total)}
        </p>
      )}
    </div>
  );
}
