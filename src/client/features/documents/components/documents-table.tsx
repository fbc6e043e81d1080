import type { DocumentListItem } from '@shared/document';
import { documentColumnLabels, repositoryTexts } from '@client/texts/document-repository-texts';
import type { DocumentSort, DocumentSortColumn } from '@shared/document-table';
import { cn } from '@client/lib/cn';
import { DocumentTableRow } from './document-table-row';
import { SortableColumnHeader } from './sortable-column-header';
import type { DocumentActions } from './use-document-actions';

/** SPEC 2 large-screen repository: one page of documents in a table sortable by its columns. */
export function DocumentsTable({
  documents,
  investmentName,
  sort,
  onSort,
  expanded,
  onToggle,
  actions,
}: {
  documents: readonly DocumentListItem[];
  /** Without it the Investment column is left out (the investment page's own documents). */
  investmentName?: (document: DocumentListItem) => string;
  sort: DocumentSort;
  onSort: (column: DocumentSortColumn) => void;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  actions: DocumentActions;
}) {
  // Without the Investment column the table sits in the investment page's narrower tab: the other
  // columns give up width so names stay readable.
  const narrow = !investmentName;
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table
        aria-label={repositoryTexts.tableLabel}
        className={cn('w-full table-fixed text-sm', narrow ? 'min-w-[680px]' : 'min-w-[960px]')}
      >
        <colgroup>
          <col />
          <col className={narrow ? 'w-28' : 'w-36'} />
          {investmentName && <col className="w-40" />}
          <col className="w-20" />
          <col className={narrow ? 'w-26' : 'w-28'} />
          <col className={narrow ? 'w-28' : 'w-30'} />
          <col className="w-36" />
        </colgroup>
        <thead>
          <tr>
            <SortableColumnHeader
              column="name"
              sort={sort}
              onSort={onSort}
              className={narrow ? 'pl-9' : 'pl-12'}
            />
            <SortableColumnHeader column="type" sort={sort} onSort={onSort} />
            {investmentName && (
              <th scope="col" className="border-b px-3 py-2 text-left font-medium text-muted-foreground">
                {documentColumnLabels.investment}
              </th>
            )}
            <SortableColumnHeader column="fileSize" sort={sort} onSort={onSort} />
            <SortableColumnHeader column="status" sort={sort} onSort={onSort} />
            <SortableColumnHeader column="createdAt" sort={sort} onSort={onSort} />
            <th scope="col" className="border-b px-3 py-2 text-right font-medium text-muted-foreground">
              {documentColumnLabels.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <DocumentTableRow
              key={document.id}
              document={document}
              investmentName={investmentName?.(document)}
              expanded={expanded.has(document.id)}
              onToggle={() => onToggle(document.id)}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
