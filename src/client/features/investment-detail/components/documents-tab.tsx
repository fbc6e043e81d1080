import { FileTextIcon } from 'lucide-react';
import { Link } from 'wouter';
import { documentTypeLabel } from '@shared/document';
import { formatMegabytes } from '@shared/file-size';
import { useDocumentsWhileProcessing } from '@client/api/documents/documents-while-processing';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { LoadError } from '@client/components/ui/load-error';
import { detailTexts } from '../detail-texts';
import { formatDate } from '../format-date';
import { DocumentStatusBadge } from './document-status-badge';
import { UploadDocumentsDialog } from './upload/upload-documents-dialog';

/**
 * The investment's own documents (SPEC 7 GET /api/documents?investmentId=), newest as the server sends
 * them, with the upload dialog for members and admins. While one is processing the list is asked again
 * every 2 s, so it is seen becoming Processed (the checklist reads the same query).
 */
export function DocumentsTab({ investmentId, canEdit }: { investmentId: number; canEdit: boolean }) {
  return (
    <div className="grid gap-3">
      {canEdit && (
        <div className="flex justify-end">
          <UploadDocumentsDialog investmentId={investmentId} />
        </div>
      )}
      <DocumentList investmentId={investmentId} />
    </div>
  );
}

function DocumentList({ investmentId }: { investmentId: number }) {
  const documents = useDocumentsWhileProcessing(investmentId);

  if (documents.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading documents…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-16" />
        ))}
      </div>
    );
  }
  if (documents.isError) {
    return (
      <LoadError
        title="The documents could not be loaded."
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <FileTextIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm font-medium">{detailTexts.noDocuments}</p>
        <Button asChild variant="outline" size="sm">
          <Link href="/documents">{detailTexts.openRepository}</Link>
        </Button>
      </div>
    );
  }

  return (
    <ul aria-label="Documents" className="grid gap-2">
      {documents.data.map((document) => (
        <li
          key={document.id}
          className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 items-start gap-3">
            <FileTextIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="grid min-w-0 gap-0.5">
              <p className="text-sm font-medium break-words">{document.name}</p>
              <p className="text-xs text-muted-foreground">
                {documentTypeLabel(document.type)} · {formatMegabytes(document.fileSize, 1)} · Uploaded{' '}
                <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
              </p>
            </div>
          </div>
          <div className="pl-8 sm:pl-0">
            <DocumentStatusBadge status={document.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
