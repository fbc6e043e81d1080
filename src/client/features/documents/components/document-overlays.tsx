import { documentTexts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { DocumentDialog } from './document-dialog';
import type { DocumentTableState } from './use-document-table';

/** The document dialog of the one being viewed and the question before a delete (SPEC 5). */
export function DocumentOverlays({
  table,
  investmentName,
  page = null,
  onCloseViewer,
}: {
  table: DocumentTableState;
  investmentName: string;
  /** The page of the viewed document's text to open at (a citation's page). */
  page?: number | null;
  onCloseViewer?: () => void;
}) {
  const { viewed, pendingDelete } = table;
  return (
    <>
      <DocumentDialog
        document={viewed}
        investmentName={investmentName}
        page={page}
        actions={table.actions}
        onClose={() => {
          table.closeViewer();
          onCloseViewer?.();
        }}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) table.cancelDelete();
        }}
        title={repositoryTexts.deleteTitle}
        description={pendingDelete ? investmentTexts.deleteNamedConfirm(pendingDelete.document.name) : ''}
        confirmLabel={documentTexts.delete}
        onConfirm={table.confirmDelete}
      />
    </>
  );
}
