import { repositoryTexts } from '@client/texts/document-repository-texts';
import { summaryConfidenceBand, type SummaryConfidenceBand } from '@shared/document-summary';
import { ToneBadge, type Tone } from '@client/components/ui/tone-badge';

const bandTones: Record<SummaryConfidenceBand, Tone> = { high: 'good', medium: 'warning', low: 'bad' };

/** SPEC 2 and 9: green at 80 or more, yellow at 60 to 79, red below 60. */
export function ConfidenceBadge({ score }: { score: number }) {
  const band = summaryConfidenceBand(score);
  return (
    <ToneBadge tone={bandTones[band]} data-band={band}>
      {repositoryTexts.confidence(score)}
    </ToneBadge>
  );
}
