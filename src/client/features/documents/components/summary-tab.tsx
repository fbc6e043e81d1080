import { RefreshCwIcon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { documentTexts, documentToasts, summaryGeneratedToast } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import type { DocumentSummary, DocumentSummaryResponse } from '@shared/document-summary';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToast } from '@client/components/ui/use-toast';
import { useGenerateDocumentSummary } from '@client/api/documents/generate-document-summary';
import { ConfidenceBadge } from './confidence-badge';
import { BulletList, SummarySection, SummarySections } from './summary-sections';

function RegenerateButton({
  documentId,
  onGenerated,
}: {
  documentId: number;
  onGenerated: (summary: DocumentSummary) => void;
}) {
  const showToast = useToast();
  const generate = useGenerateDocumentSummary();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={generate.isPending}
      onClick={() =>
        generate.mutate(documentId, {
          onSuccess: (summary) => {
            onGenerated(summary);
            showToast(summaryGeneratedToast(summary.confidenceScore));
          },
          onError: () => showToast(documentToasts.summaryFailed),
        })
      }
    >
      <RefreshCwIcon aria-hidden className={generate.isPending ? 'animate-spin' : undefined} />
      {generate.isPending ? repositoryTexts.regenerating : repositoryTexts.regenerateSummary}
    </Button>
  );
}

/**
 * SPEC 2 AI Summary tab: word count, confidence, executive summary, the sections, recommendations and
 * conclusion; a summary generated here replaces the stored one at once.
 */
export function SummaryTab({
  document,
  processed,
  summary,
  generated,
  onGenerated,
  canWrite,
}: {
  document: DocumentListItem;
  processed: boolean;
  summary: { isPending: boolean; isError: boolean; data: DocumentSummaryResponse | null | undefined };
  generated: DocumentSummary | null;
  onGenerated: (summary: DocumentSummary) => void;
  canWrite: boolean;
}) {
  if (!processed) return <p className="text-sm text-muted-foreground">{repositoryTexts.summaryNotReady}</p>;
  const regenerate = canWrite && <RegenerateButton documentId={document.id} onGenerated={onGenerated} />;
  const shown = generated ?? summary.data;
  if (!shown) {
    if (summary.isPending) {
      return (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{repositoryTexts.summaryLoading}</span>
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-16" />
        </div>
      );
    }
    return (
      <div className="grid justify-items-start gap-3">
        <div className="grid gap-1 text-sm">
          <p className="font-medium">
            {summary.isError ? repositoryTexts.summaryFailed : documentTexts.summaryNotAvailable}
          </p>
          {!summary.isError && <p className="text-muted-foreground">{documentTexts.mayStillBeProcessing}</p>}
        </div>
        {regenerate}
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-auto font-semibold">{shown.title}</h3>
        <span className="text-sm text-muted-foreground">{repositoryTexts.words(shown.wordCount)}</span>
        <ConfidenceBadge score={shown.confidenceScore} />
        {regenerate}
      </div>
      <SummarySection title={repositoryTexts.executiveSummary}>
        <p className="text-sm leading-relaxed">{shown.executiveSummary || '—'}</p>
      </SummarySection>
      <SummarySections
        summary={shown}
        beforeConclusion={
          shown.recommendations.length > 0 && (
            <SummarySection title={repositoryTexts.recommendations}>
              <BulletList items={shown.recommendations} />
            </SummarySection>
          )
        }
      />
    </div>
  );
}
