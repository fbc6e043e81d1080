import { FileTextIcon } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardLinks, dashboardTexts } from '@client/texts/dashboard-texts';
import { documentTypeLabel } from '@shared/document';
import { dashboardLimits } from '@client/texts/investment-messages';
import { useDocuments } from '@client/api/documents/get-documents';
import { formatDate } from '@client/lib/format-date';
import { DashboardCard } from './dashboard-card';
import { EmptyText, ListLoadError, ListSkeleton } from './list-states';

function RecentDocumentsList() {
  const documents = useDocuments();
  if (documents.isPending)
    return <ListSkeleton label="Loading documents" rows={dashboardLimits.recentDocuments} />;
  if (documents.isError) return <ListLoadError what="documents" onRetry={() => void documents.refetch()} />;
  if (documents.data.length === 0) return <EmptyText>{dashboardTexts.noDocumentsUploaded}</EmptyText>;
  return (
    <ul aria-label={dashboardTexts.recentDocuments} className="grid gap-1">
      {documents.data.slice(0, dashboardLimits.recentDocuments).map((document) => (
        <li key={document.id}>
          <Link
            href={dashboardLinks.documents}
            className="flex items-center gap-3 rounded-md px-2 py-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="grid min-w-0 gap-0.5">
              <span className="truncate text-sm font-medium">{document.name}</span>
              <span className="truncate text-xs text-muted-foreground">
                {documentTypeLabel(document.type)} ·{' '}
                <time dateTime={document.createdAt}>{formatDate(document.createdAt)}</time>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2 Recent Documents: the newest few, each leading to the repository. */
export function RecentDocumentsCard() {
  return (
    <DashboardCard title={dashboardTexts.recentDocuments}>
      <RecentDocumentsList />
    </DashboardCard>
  );
}
