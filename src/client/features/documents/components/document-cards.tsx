import { EyeIcon, FileTextIcon } from 'lucide-react';
import { documentTypeLabel, isProcessedStatus, type DocumentListItem } from '@shared/document';
import { formatFileSize } from '@shared/file-size';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { Button } from '@client/components/ui/button';
import { formatDate } from '@client/lib/format-date';
import { DocumentCardMenu } from './document-card-menu';
import { DocumentStatusBadge } from './document-status-badge';
import { KeptOutOfAiBadge } from './kept-out-of-ai-badge';
import { InlineSummaryCard } from './inline-summary-card';
import { SummaryToggle } from './summary-toggle';
import type { DocumentActions } from './use-document-actions';

function DocumentCard({
  document,
  investmentName,
  expanded,
  onToggle,
  actions,
}: {
  document: DocumentListItem;
  investmentName?: string;
  expanded: boolean;
  onToggle: () => void;
  actions: DocumentActions;
}) {
  const summaryId = `document-card-summary-${document.id}`;
  const headingId = `document-card-${document.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
        <div className="flex items-start gap-3">
          <FileTextIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h2 id={headingId} className="text-sm font-medium break-words">
              {document.name}
            </h2>
            <p className="truncate text-xs text-muted-foreground">
              {[documentTypeLabel(document.type), investmentName].filter(Boolean).join(' · ')}
            </p>
          </div>
          <DocumentCardMenu document={document} actions={actions} />
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <DocumentStatusBadge status={document.status} reason={document.statusReason} />
          <KeptOutOfAiBadge document={document} />
          <span className="tabular-nums">{formatFileSize(document.fileSize, 1)}</span>
          <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
        </div>
        <div className="flex items-center gap-2">
          {isProcessedStatus(document.status) && (
            <SummaryToggle
              name={document.name}
              expanded={expanded}
              controls={summaryId}
              onToggle={onToggle}
              withLabel
            />
          )}
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            aria-label={repositoryTexts.viewDocument(document.name)}
            onClick={() => actions.view(document)}
          >
            <EyeIcon aria-hidden />
            {repositoryTexts.view}
          </Button>
        </div>
        {expanded && (
          <div id={summaryId}>
            <InlineSummaryCard documentId={document.id} />
          </div>
        )}
      </article>
    </li>
  );
}

/** SPEC 2 small-screen repository (below 768 px): one card per document of the page. */
export function DocumentCards({
  documents,
  investmentName,
  expanded,
  onToggle,
  actions,
}: {
  documents: readonly DocumentListItem[];
  investmentName?: (document: DocumentListItem) => string;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  actions: DocumentActions;
}) {
  return (
    <ul aria-label={repositoryTexts.tableLabel} className="grid gap-3">
      {documents.map((document) => (
        <DocumentCard
          key={document.id}
          document={document}
          investmentName={investmentName?.(document)}
          expanded={expanded.has(document.id)}
          onToggle={() => onToggle(document.id)}
          actions={actions}
        />
      ))}
    </ul>
  );
}
