import type { ReactNode } from 'react';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { useDocumentsWhileProcessing } from '@client/api/documents/documents-while-processing';
import { LoadError } from '@client/components/ui/load-error';
import { DocumentBrowser } from './document-browser';
import { DocumentOverlays } from './document-overlays';
import { DocumentsLoading } from './documents-loading';
import { useDocumentTable } from './use-document-table';

export type InvestmentDocumentsProps = {
  investment: { id: number; name: string };
  /** What shows while the investment has no documents at all. */
  empty: ReactNode;
};

/**
 * SPEC 2 investment detail Documents tab: the investment's own documents with the repository's table
 * logic (SPEC 9), the document viewer dialog and delete with the detail page's toasts (SPEC 8).
 */
export function InvestmentDocuments({ investment, empty }: InvestmentDocumentsProps) {
  const documents = useDocumentsWhileProcessing(investment.id);
  const table = useDocumentTable(documents.data, 'investment');

  function content() {
    if (documents.isPending) return <DocumentsLoading counters={false} />;
    if (documents.isError) {
      return (
        <LoadError
          title={repositoryTexts.loadFailed}
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      );
    }
    if (documents.data.length === 0) return empty;
    return <DocumentBrowser table={table} />;
  }

  return (
    <>
      {content()}
      <DocumentOverlays table={table} investmentName={investment.name} />
    </>
  );
}
