import { FileTextIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Investment } from '@shared/investment';
import { Button } from '@client/components/ui/button';
import { detailTexts } from '../detail-texts';
import type { RenderInvestmentDocuments } from './documents-slot';
import { UploadDocumentsDialog } from './upload/upload-documents-dialog';

/**
 * The investment's own documents (SPEC 7 GET /api/documents?investmentId=) in the repository's table,
 * with the upload dialog for members and admins. While one is processing the list is asked again
 * every 2 s, so it is seen becoming Processed (the checklist reads the same query).
 */
export function DocumentsTab({
  investment,
  canEdit,
  renderDocuments,
}: {
  investment: Pick<Investment, 'id' | 'name'>;
  canEdit: boolean;
  renderDocuments: RenderInvestmentDocuments;
}) {
  return (
    <div className="grid gap-3">
      {canEdit && (
        <div className="flex justify-end">
          <UploadDocumentsDialog investmentId={investment.id} />
        </div>
      )}
      <div>{renderDocuments({ investment, empty: <NoDocuments /> })}</div>
    </div>
  );
}

function NoDocuments() {
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
