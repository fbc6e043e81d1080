import { useState } from 'react';
import type { DocumentView } from '@shared/document';
import { documentTexts, documentToasts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/** A long extraction renders slowly in one block; the first part is shown until the reader asks for all. */
export const contentPreviewChars = 20_000;

function ExtractedText({ content }: { content: string }) {
  const [showAll, setShowAll] = useState(false);
  const truncated = !showAll && content.length > contentPreviewChars;
  return (
    <div className="grid gap-2">
      <pre
        tabIndex={0}
        className="max-h-[50dvh] overflow-auto rounded-md border bg-muted/30 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {truncated ? `${content.slice(0, contentPreviewChars)}…` : content}
      </pre>
      {truncated && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setShowAll(true)}>
          {repositoryTexts.showAll}
        </Button>
      )}
    </div>
  );
}

/** SPEC 2 Extracted Content tab: the text the server read, once the document is processed. */
export function ContentTab({
  processed,
  view,
}: {
  processed: boolean;
  view: { isPending: boolean; isError: boolean; data: DocumentView | undefined };
}) {
  if (!processed) return <p className="text-sm text-muted-foreground">{repositoryTexts.contentNotReady}</p>;
  if (view.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {documentToasts.contentLoadFailed.title}
      </p>
    );
  }
  if (!view.data) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{repositoryTexts.contentLoading}</span>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!view.data.content.trim())
    return <p className="text-sm text-muted-foreground">{documentTexts.noContent}</p>;
  return <ExtractedText content={view.data.content} />;
}
