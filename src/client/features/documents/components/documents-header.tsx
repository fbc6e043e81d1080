import { DownloadIcon, UploadIcon } from 'lucide-react';
import { Link } from 'wouter';
import { documentTexts } from '@client/texts/document-messages';
import { screenHeadings } from '@client/texts/screen-headings';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';

/** SPEC 2: the title, the Export button and, for those who may upload, Upload (to /tools). */
export function DocumentsHeader({
  onExport,
  canUpload,
}: {
  onExport: (() => void) | null;
  canUpload: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4">
      <PageHeader heading={screenHeadings.documents} />
      <div className="mb-6 flex gap-2">
        <Button variant="outline" disabled={!onExport} onClick={onExport ?? undefined}>
          <DownloadIcon aria-hidden />
          {documentTexts.export}
        </Button>
        {canUpload && (
          <Button asChild>
            <Link href="/tools">
              <UploadIcon aria-hidden />
              {documentTexts.upload}
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
