import { Fragment, useEffect, useRef, useState } from 'react';
import type { DocumentView } from '@shared/document';
import { documentTexts, documentToasts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/** A long extraction renders slowly in one block; the first part is shown until the reader asks for all. */
export const contentPreviewChars = 20_000;

/** The text of each page: a PDF's pages are separated by a form feed, as the server read them. */
const pagesOf = (content: string) => content.split('\f');

/** The whole text with one page marked, the box scrolled to it. */
function TextAtPage({ pages, page }: { pages: string[]; page: number }) {
  const box = useRef<HTMLPreElement>(null);
  const marked = useRef<HTMLElement>(null);
  useEffect(() => {
    if (box.current && marked.current) box.current.scrollTop = marked.current.offsetTop;
  }, []);
  return (
    <>
      <p className="text-xs text-muted-foreground">{repositoryTexts.citedPage(page, pages.length)}</p>
      <pre ref={box} tabIndex={0} className={`relative ${textBoxClass}`}>
        {pages.map((text, index) => (
          <Fragment key={index}>
            {index > 0 && '\n'}
            {index + 1 === page ? (
              <mark ref={marked} className="rounded-sm bg-primary/10 text-foreground">
                {text}
              </mark>
            ) : (
              text
            )}
          </Fragment>
        ))}
      </pre>
    </>
  );
}

const textBoxClass =
  'max-h-[50dvh] overflow-auto rounded-md border bg-muted/30 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap outline-none focus-visible:ring-2 focus-visible:ring-ring';

function ExtractedText({ content, page }: { content: string; page: number | null }) {
  const [showAll, setShowAll] = useState(false);
  const pages = pagesOf(content);
  // A cited page shows in the whole text, however long: the reader came for that page.
  if (page !== null && page <= pages.length) {
    return (
      <div className="grid gap-2">
        <TextAtPage pages={pages} page={page} />
      </div>
    );
  }
  const truncated = !showAll && content.length > contentPreviewChars;
  return (
    <div className="grid gap-2">
      <pre tabIndex={0} className={textBoxClass}>
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

/**
 * SPEC 2 Extracted Content tab: the text the server read, once the document is processed; at a page
 * (an analyst's citation), that page is marked and scrolled to.
 */
export function ContentTab({
  processed,
  view,
  page = null,
}: {
  processed: boolean;
  view: { isPending: boolean; isError: boolean; data: DocumentView | undefined };
  page?: number | null;
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
  return <ExtractedText content={view.data.content} page={page} />;
}
