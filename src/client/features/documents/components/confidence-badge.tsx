import { repositoryTexts } from '@shared/document-repository-texts';
import { summaryConfidenceBand, type SummaryConfidenceBand } from '@shared/document-summary';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

const bandColours: Record<SummaryConfidenceBand, string> = {
  high: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  low: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
};

/** SPEC 2 and 9: green at 80 or more, yellow at 60 to 79, red below 60. */
export function ConfidenceBadge({ score }: { score: number }) {
  const band = summaryConfidenceBand(score);
  return (
    <Badge variant="outline" data-band={band} className={cn('border-transparent', bandColours[band])}>
      {repositoryTexts.confidence(score)}
    </Badge>
  );
}
