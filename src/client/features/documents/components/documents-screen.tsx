import { useState } from 'react';
import { useLocation } from 'wouter';
import { documentTexts } from '@shared/document-messages';
import { repositoryTexts } from '@shared/document-repository-texts';
import {
  defaultDocumentFilters,
  defaultDocumentSort,
  nextDocumentSort,
  type DocumentFilters as Filters,
  type DocumentSort,
} from '@shared/document-table';
import { investmentTexts } from '@shared/investment-messages';
import { hasRole } from '@shared/roles';
import { useDocumentsWhileProcessing } from '@client/api/documents/documents-while-processing';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { useCurrentUser } from '@client/lib/current-user';
import { useIsMobile } from '@client/lib/use-is-mobile';
import { ContentSearch } from './content-search';
import { DocumentCards } from './document-cards';
import { DocumentCounters } from './document-counters';
import { DocumentDialog } from './document-dialog';
import { DocumentFilters } from './document-filters';
import { DocumentsHeader } from './documents-header';
import { DocumentsLoading } from './documents-loading';
import { DocumentsTable } from './documents-table';
import { exportDocuments } from './export-documents';
import { TablePagination } from './table-pagination';
import { useDocumentActions } from './use-document-actions';
import { useDocumentRows } from './use-document-rows';
import { useInvestmentNames } from './use-investment-names';

/** SPEC 2 Document Repository: counters, content search, filters, a paged table (cards on phones). */
export function DocumentsScreen({ sharedDocumentId = null }: { sharedDocumentId?: number | null }) {
  const { data: user } = useCurrentUser();
  const canWrite = user ? hasRole(user.role, 'member') : false;
  const documents = useDocumentsWhileProcessing();
  const { investments, investmentName } = useInvestmentNames();
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState(defaultDocumentFilters);
  const [sort, setSort] = useState<DocumentSort>(defaultDocumentSort);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [viewingId, setViewingId] = useState<number | null>(sharedDocumentId);
  const [, navigate] = useLocation();
  const { rows, currentPage, pageRows } = useDocumentRows(documents.data, filters, sort, page);
  const { actions, pendingDelete, setPendingDelete, confirmDelete } = useDocumentActions(
    canWrite,
    (document) => setViewingId(document.id),
  );

  // SPEC 9: changing a filter (or the order) returns to page 1.
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const changeSort = (next: DocumentSort) => {
    setSort(next);
    setPage(1);
  };
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // The dialog reads the list, so a status that changes while it is open shows at once.
  const viewed = documents.data?.find((document) => document.id === viewingId) ?? null;
  const closeDialog = () => {
    setViewingId(null);
    // A shared link's address names the document; once closed, the address is the repository's again.
    if (sharedDocumentId !== null) navigate('/documents', { replace: true });
  };

  function content() {
    if (documents.isPending) return <DocumentsLoading />;
    if (documents.isError) {
      return (
        <LoadError
          title={repositoryTexts.loadFailed}
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      );
    }
    const list = (
      <>
        <ContentSearch onOpen={actions.view} />
        <DocumentFilters
          filters={filters}
          onChange={changeFilters}
          sort={sort}
          onSort={changeSort}
          investments={investments}
          showInvestmentFilter={!isMobile}
        />
      </>
    );
    if (rows.length === 0) {
      return (
        <>
          <DocumentCounters documents={documents.data} />
          {documents.data.length > 0 && list}
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {documents.data.length > 0 ? documentTexts.noMatches : documentTexts.noDocuments}
          </p>
        </>
      );
    }
    return (
      <>
        <DocumentCounters documents={documents.data} />
        {list}
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
            onSort={(column) => changeSort(nextDocumentSort(sort, column))}
            expanded={expanded}
            onToggle={toggle}
            actions={actions}
          />
        )}
        <TablePagination page={currentPage} total={rows.length} onPage={setPage} />
      </>
    );
  }

  return (
    <>
      <DocumentsHeader
        onExport={documents.isSuccess ? () => exportDocuments(rows, investmentName) : null}
        canUpload={canWrite}
      />
      {content()}
      <DocumentDialog
        document={viewed}
        investmentName={viewed ? investmentName(viewed) : ''}
        actions={actions}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={repositoryTexts.deleteTitle}
        description={pendingDelete ? investmentTexts.deleteNamedConfirm(pendingDelete.document.name) : ''}
        confirmLabel={documentTexts.delete}
        onConfirm={confirmDelete}
      />
    </>
  );
}
