import { useState } from 'react';
import type { DocumentListItem } from '@shared/document';
import { documentTexts, documentToasts } from '@client/texts/document-messages';
import { useArchiveDocument } from '@client/api/documents/archive-document';
import { useDeleteDocument } from '@client/api/documents/delete-document';
import { useDownloadDocument } from '@client/api/documents/download-document';
import { useToast } from '@client/components/ui/use-toast';
import { copyText } from '@client/lib/copy-text';

/** Where a delete was asked for: SPEC 8 words the mobile card's success toast differently. */
type DeleteSource = 'table' | 'card';
/** Where the documents are listed: SPEC 8 words the investment page's delete toasts differently. */
export type DocumentListPlace = 'repository' | 'investment';
export type PendingDelete = { document: DocumentListItem; source: DeleteSource };

export type DocumentActions = {
  /** Members and admins change documents; viewers only read (the server refuses them too). */
  canWrite: boolean;
  view: (document: DocumentListItem) => void;
  download: (document: DocumentListItem) => void;
  archive: (document: DocumentListItem) => void;
  shareLink: (document: DocumentListItem) => Promise<void>;
  editDetails: () => void;
  /** Asks for confirmation first (SPEC 5); the screen shows the question for `pendingDelete`. */
  requestDelete: (document: DocumentListItem, source: DeleteSource) => void;
};

function deleteToasts(place: DocumentListPlace, source: DeleteSource) {
  if (place === 'investment')
    return { ok: documentToasts.detailDeleted, failed: documentToasts.detailDeleteFailed };
  return {
    ok: source === 'card' ? documentToasts.mobileDeleted : documentToasts.deleted,
    failed: documentToasts.deleteFailed,
  };
}

/** SPEC 2 row and card actions with their SPEC 8 toasts; one instance serves the whole list. */
export function useDocumentActions(
  canWrite: boolean,
  view: (document: DocumentListItem) => void,
  place: DocumentListPlace,
) {
  const showToast = useToast();
  const archiveDocument = useArchiveDocument();
  const deleteDocument = useDeleteDocument();
  const downloadDocument = useDownloadDocument();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const actions: DocumentActions = {
    canWrite,
    view,
    download: (document) =>
      downloadDocument.mutate(document, { onError: () => showToast(documentToasts.loadFailed) }),
    archive: (document) =>
      archiveDocument.mutate(document.id, {
        onSuccess: () => showToast(documentToasts.archived),
        onError: () => showToast(documentToasts.archiveFailed),
      }),
    shareLink: async (document) => {
      const copied = await copyText(documentTexts.shareUrl(window.location.origin, document.id));
      showToast(copied ? documentToasts.linkCopied : documentToasts.linkCopyFailed);
    },
    editDetails: () => showToast(documentToasts.editPlaceholder),
    requestDelete: (document, source) => setPendingDelete({ document, source }),
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const toasts = deleteToasts(place, pendingDelete.source);
    deleteDocument.mutate(pendingDelete.document.id, {
      onSuccess: () => showToast(toasts.ok),
      onError: () => showToast(toasts.failed),
    });
  };

  return { actions, pendingDelete, setPendingDelete, confirmDelete };
}
