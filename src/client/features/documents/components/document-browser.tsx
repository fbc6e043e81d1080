import type { ReactNode } from 'react';
import type { DocumentListItem } from '@shared/document';
import { documentTexts } from '@client/texts/document-messages';
import { nextDocumentSort } from '@shared/document-table';
import type { Investment } from '@shared/investment';
import { useIsMobile } from '@client/lib/use-is-mobile';
import { DocumentCards } from './document-cards';
import { DocumentFilters } from './document-filters';
import { DocumentsTable } from './documents-table';
import { TablePagination } from './table-pagination';
import type { DocumentTableState } from './use-document-table';

/**
 * The filters, then one page of the documents they keep (a table on large screens, cards on phones)
 * and the pages, or SPEC 2's 'No documents match your filters'.
 */
export function DocumentBrowser({
  table,
  investmentName,
  investments,
  children,
}: {
  table: DocumentTableState;
  /** Names the Investment column, the investment filter's choices; absent where every row shares one. */
  investmentName?: (document: DocumentListItem) => string;
  investments?: readonly Investment[];
  /** What sits above the filters (the repository's content search). */
  children?: ReactNode;
}) {
  const isMobile = useIsMobile();
  const { rows, pageRows, sort, expanded, toggle, actions } = table;
  return (
    <>
      {children}
      <DocumentFilters
        filters={table.filters}
        onChange={table.changeFilters}
        sort={sort}
        onSort={table.changeSort}
        investments={investments}
      />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {documentTexts.noMatches}
        </p>
      ) : (
        <>
          {isMobile ? (
            <DocumentCards
              documents={pageRows}
              investmentName={investmentName}
              expanded={expanded}
              onToggle={toggle}
              actions={actions}
            />
          ) : (
            <DocumentsTable
              documents={pageRows}
              investmentName={investmentName}
              sort={sort}
              onSort={(column) => table.changeSort(nextDocumentSort(sort, column))}
              expanded={expanded}
              onToggle={toggle}
              actions={actions}
            />
          )}
          <TablePagination page={table.currentPage} total={rows.length} onPage={table.setPage} />
        </>
      )}
    </>
  );
}
