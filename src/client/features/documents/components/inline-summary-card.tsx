import { SparklesIcon } from 'lucide-react';
import { documentDialogTabs, documentTexts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { useDocumentSummary } from '@client/api/documents/get-document-summary';
import { Skeleton } from '@client/components/ui/skeleton';
import { SummarySections } from './summary-sections';

/**
 * SPEC 2 inline AI summary of a processed row. It is mounted only while the row is expanded, so the
 * summary is fetched then and not before.
 */
export function InlineSummaryCard({ documentId }: { documentId: number }) {
  const summary = useDocumentSummary(documentId, true);

  function body() {
    if (summary.isPending) {
      return (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{repositoryTexts.summaryLoading}</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      );
    }
    if (summary.isError) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {repositoryTexts.summaryFailed}
        </p>
      );
    }
    if (!summary.data) {
      return (
        <div className="grid gap-1 text-sm">
          <p className="font-medium">{documentTexts.summaryNotAvailable}</p>
          <p className="text-muted-foreground">{documentTexts.mayStillBeProcessing}</p>
        </div>
      );
    }
    return <SummarySections summary={summary.data} level={3} />;
  }

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <SparklesIcon aria-hidden className="size-4 text-primary" />
        {documentDialogTabs.summary}
        {summary.data && <span className="font-normal text-muted-foreground">· {summary.data.title}</span>}
      </h2>
      {body()}
    </div>
  );
}
