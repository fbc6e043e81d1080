import { useLocation } from 'wouter';
import { documentTexts, documentToasts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { useDocumentsWhileProcessing } from '@client/api/documents/documents-while-processing';
import { useToast } from '@client/components/ui/use-toast';
import { LoadError } from '@client/components/ui/load-error';
import { ContentSearch } from './content-search';
import { DocumentBrowser } from './document-browser';
import { DocumentCounters } from './document-counters';
import { DocumentOverlays } from './document-overlays';
import { DocumentsHeader } from './documents-header';
import { DocumentsLoading } from './documents-loading';
import { exportDocuments } from './export-documents';
import { ModelRereadingProgress } from './model-rereading-progress';
import { useDocumentTable } from './use-document-table';
import { useInvestmentNames } from './use-investment-names';

/**
 * SPEC 2 Document Repository: counters, content search, filters, a paged table (cards on phones). A shared
 * link opens one document, at a page of its text when the link names one.
 */
export function DocumentsScreen({
  sharedDocumentId = null,
  sharedPage = null,
}: {
  sharedDocumentId?: number | null;
  sharedPage?: number | null;
}) {
  const documents = useDocumentsWhileProcessing();
  const { investments, investmentName } = useInvestmentNames();
  const table = useDocumentTable(documents.data, 'repository', sharedDocumentId);
  const [, navigate] = useLocation();
  const showToast = useToast();
  const onExport = () =>
    exportDocuments(table.rows, investmentName, { filters: table.filters, sort: table.sort }).catch(() =>
      showToast(documentToasts.exportFailed),
    );

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
    return (
      <>
        <ModelRereadingProgress />
        <DocumentCounters documents={documents.data} />
        {documents.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {documentTexts.noDocuments}
          </p>
        ) : (
          <DocumentBrowser table={table} investmentName={investmentName} investments={investments}>
            <ContentSearch onOpen={table.actions.view} />
          </DocumentBrowser>
        )}
      </>
    );
  }

  return (
    <>
      <DocumentsHeader onExport={documents.isSuccess ? onExport : null} canUpload={table.actions.canWrite} />
      {content()}
      <DocumentOverlays
        table={table}
        investmentName={table.viewed ? investmentName(table.viewed) : ''}
        page={table.viewed?.id === sharedDocumentId ? sharedPage : null}
        // A shared link's address names the document; once closed, the address is the repository's again.
        onCloseViewer={
          sharedDocumentId === null ? undefined : () => navigate('/documents', { replace: true })
        }
      />
    </>
  );
}
