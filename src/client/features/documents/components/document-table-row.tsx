import { FileTextIcon } from 'lucide-react';
import { documentTypeLabel, isProcessedStatus, type DocumentListItem } from '@shared/document';
import { formatFileSize } from '@shared/file-size';
import { cn } from '@client/lib/cn';
import { formatDate } from '@client/lib/format-date';
import { DocumentRowActions } from './document-row-actions';
import { DocumentStatusBadge } from './document-status-badge';
import { InlineSummaryCard } from './inline-summary-card';
import { KeptOutOfAiBadge } from './kept-out-of-ai-badge';
import { SummaryToggle } from './summary-toggle';
import type { DocumentActions } from './use-document-actions';

/** One document as a table row, and beneath it, while expanded, its inline AI summary. */
export function DocumentTableRow({
  document,
  investmentName,
  expanded,
  onToggle,
  actions,
}: {
  document: DocumentListItem;
  /** The Investment column's text; the column is left out without it. */
  investmentName?: string;
  expanded: boolean;
  onToggle: () => void;
  actions: DocumentActions;
}) {
  const summaryId = `document-summary-${document.id}`;
  // Without the Investment column the table sits in the investment page's narrower tab, where the
  // name gets the icon's room and a third line.
  const narrow = investmentName === undefined;
  const columnCount = narrow ? 6 : 7;
  return (
    <>
      <tr className="border-b align-top last:border-0 hover:bg-muted/40">
        <td className="px-3 py-3">
          <div className="flex items-start gap-2">
            {isProcessedStatus(document.status) ? (
              <SummaryToggle
                name={document.name}
                expanded={expanded}
                controls={summaryId}
                onToggle={onToggle}
              />
            ) : (
              <span className="size-7 shrink-0" />
            )}
            {!narrow && <FileTextIcon aria-hidden className="mt-1 size-4 shrink-0 text-muted-foreground" />}
            <div className="grid min-w-0 gap-0.5">
              <button
                type="button"
                onClick={() => actions.view(document)}
                className={cn(
                  'rounded-sm text-left font-medium break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
                  narrow ? 'line-clamp-3' : 'line-clamp-2',
                )}
                title={document.name}
              >
                {document.name}
              </button>
              <span className="truncate text-xs text-muted-foreground">{document.mimeType}</span>
              <KeptOutOfAiBadge document={document} />
            </div>
          </div>
        </td>
        <td className="px-3 py-3">{documentTypeLabel(document.type)}</td>
        {investmentName !== undefined && (
          <td className="px-3 py-3">
            <span className="line-clamp-2 break-words" title={investmentName}>
              {investmentName}
            </span>
          </td>
        )}
        <td className="px-3 py-3 whitespace-nowrap tabular-nums">{formatFileSize(document.fileSize, 1)}</td>
        <td className="px-3 py-3">
          <DocumentStatusBadge status={document.status} reason={document.statusReason} />
        </td>
        <td className="px-3 py-3 whitespace-nowrap">
          <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
        </td>
        <td className="px-2 py-2">
          <DocumentRowActions document={document} actions={actions} />
        </td>
      </tr>
      {expanded && (
        <tr id={summaryId} className="border-b">
          <td colSpan={columnCount} className="px-3 pb-4">
            <InlineSummaryCard documentId={document.id} />
          </td>
        </tr>
      )}
    </>
  );
}
