import { ArchiveIcon, DownloadIcon, EyeIcon, Trash2Icon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { Button } from '@client/components/ui/button';
import type { DocumentActions } from './use-document-actions';

/** Desktop row actions: view, download and, for those who may change documents, archive and delete. */
export function DocumentRowActions({
  document,
  actions,
}: {
  document: DocumentListItem;
  actions: DocumentActions;
}) {
  return (
    <div className="flex justify-end gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={repositoryTexts.viewDocument(document.name)}
        onClick={() => actions.view(document)}
      >
        <EyeIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={repositoryTexts.downloadDocument(document.name)}
        onClick={() => actions.download(document)}
      >
        <DownloadIcon aria-hidden />
      </Button>
      {actions.canWrite && (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={repositoryTexts.archiveDocument(document.name)}
            disabled={document.status === 'archived'}
            onClick={() => actions.archive(document)}
          >
            <ArchiveIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:text-destructive"
            aria-label={repositoryTexts.deleteDocument(document.name)}
            onClick={() => actions.requestDelete(document, 'table')}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </>
      )}
    </div>
  );
}
