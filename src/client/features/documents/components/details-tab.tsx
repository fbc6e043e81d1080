import type { ReactNode } from 'react';
import type { DocumentListItem } from '@shared/document';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { formatFileSize } from '@shared/file-size';
import { cn } from '@client/lib/cn';
import { formatDate, formatDateTime } from '@client/lib/format-date';
import { statusLook } from './document-status-badge';

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-0.5 rounded-md border p-3', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-words first-letter:uppercase">{children}</dd>
    </div>
  );
}

const count = (value: number | null | undefined) =>
  value === null || value === undefined ? repositoryTexts.notKnown : value.toLocaleString('en-US');

/**
 * SPEC 2 Analysis Details: key metrics (word count, page count, file size in MB with two decimals,
 * content length), then category, confidentiality, upload date, which AI model its content was sent to
 * and when, for a failed document why, and what extraction noticed without failing (a sheet left out,
 * a page without text).
 */
export function DetailsTab({
  document,
  wordCount,
  pageCount,
  contentLength,
}: {
  document: DocumentListItem;
  wordCount: number | undefined;
  pageCount: number | null | undefined;
  contentLength: number | undefined;
}) {
  return (
    <div className="grid gap-5">
      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">{repositoryTexts.keyMetrics}</h3>
        <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
          <Fact label={repositoryTexts.wordCount}>{count(wordCount)}</Fact>
          <Fact label={repositoryTexts.pageCount}>{count(pageCount)}</Fact>
          <Fact label={repositoryTexts.fileSize}>{formatFileSize(document.fileSize, 2)}</Fact>
          <Fact label={repositoryTexts.contentLength}>{count(contentLength)}</Fact>
        </dl>
      </section>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-3">
        <Fact label={repositoryTexts.category}>{document.category}</Fact>
        <Fact label={repositoryTexts.confidentiality}>{document.confidentialityLevel}</Fact>
        <Fact label={repositoryTexts.uploaded}>
          <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
        </Fact>
        <Fact label={repositoryTexts.aiModel} className="col-span-2 md:col-span-3">
          {document.sentToModel ? (
            <>
              {repositoryTexts.sentToModel(document.sentToModel.model)}
              <time dateTime={document.sentToModel.at}>{formatDateTime(document.sentToModel.at)}</time>
            </>
          ) : (
            repositoryTexts.neverSentToModel
          )}
        </Fact>
        {statusLook(document.status) === 'failed' && (
          <Fact label={repositoryTexts.statusReason} className="col-span-2 md:col-span-3">
            {document.statusReason ?? repositoryTexts.notKnown}
          </Fact>
        )}
      </dl>
      {document.processingNotes.length > 0 && (
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">{repositoryTexts.processingNotes}</h3>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            {document.processingNotes.map((note) => (
              <li key={note} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
