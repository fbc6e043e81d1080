import { lazy, Suspense } from 'react';
import { summaryConfidenceBand } from '@shared/document-summary';
import {
  riskTone,
  scoreVerdict,
  type InvestmentAnalysis,
  type Recommendation,
} from '@shared/investment-analysis';
import { UnverifiedFigures } from '@client/components/answer/unverified-figures';
import { ToneBadge, type Tone } from '@client/components/ui/tone-badge';

// A model may write the words: shown as markdown, never as HTML; loaded with the first analysis.
const MarkdownAnswer = lazy(() => import('@client/components/answer/markdown-answer'));

function Words({ text, className }: { text: string; className: string }) {
  return (
    <div className={className}>
      <Suspense fallback={<p>{text}</p>}>
        <MarkdownAnswer text={text} />
      </Suspense>
    </div>
  );
}

const recommendationTones: Record<Recommendation, Tone> = {
  PROCEED: 'good',
  CAUTION: 'warning',
  DECLINE: 'bad',
};
const confidenceTones = { high: 'good', medium: 'warning', low: 'bad' } as const;

/** The score with SPEC 9's verdict, the recommendation, risk level and confidence in their colours. */
export function AnalysisVerdict({ analysis }: { analysis: InvestmentAnalysis }) {
  return (
    <section aria-labelledby="analysis-verdict" className="grid grid-cols-1 gap-3 rounded-lg border p-4">
      <h3 id="analysis-verdict" className="sr-only">
        Verdict
      </h3>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <p className="text-4xl font-semibold tabular-nums">
          {analysis.investmentScore.toFixed(1)}
          <span className="text-base font-normal text-muted-foreground">/10</span>
        </p>
        <p className="pb-1 font-medium">{scoreVerdict(analysis.investmentScore)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ToneBadge tone={recommendationTones[analysis.recommendation]}>{analysis.recommendation}</ToneBadge>
        <ToneBadge tone={riskTone(analysis.riskLevel)}>{analysis.riskLevel} risk</ToneBadge>
        <ToneBadge tone={confidenceTones[summaryConfidenceBand(analysis.confidence)]}>
          {analysis.confidence}% confidence
        </ToneBadge>
      </div>
      <Words text={analysis.executiveSummary} className="text-sm" />
      <Words text={analysis.reasoning} className="text-sm text-muted-foreground" />
      <UnverifiedFigures figures={analysis.unverifiedFigures} />
    </section>
  );
}
