import { useEffect, useRef } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import { chatToasts } from '@client/texts/analyst-chat-texts';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
import {
  useInvestmentAnalysis,
  useRefreshInvestmentAnalysis,
} from '@client/api/investments/get-investment-analysis';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToast } from '@client/components/ui/use-toast';
import { cn } from '@client/lib/cn';
import { detailTexts } from '../detail-texts';
import { AnalysisFindings } from './analysis/analysis-findings';
import { AnalysisVerdict } from './analysis/analysis-verdict';
import { FinancialAnalysis } from './analysis/financial-analysis';
import { InvestmentQuestionBox } from './analysis/investment-question-box';
import { RubricTable } from './analysis/rubric-table';

/** SPEC 8 'Fallback Mode' once for each analysis whose words are the local analyst's after a model failed. */
function useFallbackToast(analysis: InvestmentAnalysis | undefined) {
  const showToast = useToast();
  const announced = useRef<InvestmentAnalysis | null>(null);
  useEffect(() => {
    if (!analysis?.fallback || announced.current === analysis) return;
    announced.current = analysis;
    showToast(chatToasts.fallback(analysis.fallbackReason ?? 'the AI model is unavailable'));
  }, [analysis, showToast]);
}

/** SPEC 2 AI Analysis tab: the question box, then the rubric-scored analysis, refreshed on request. */
export function AiAnalysisTab({ investmentId }: { investmentId: number }) {
  const showToast = useToast();
  const analysis = useInvestmentAnalysis(investmentId);
  const refresh = useRefreshInvestmentAnalysis(investmentId);
  const busy = analysis.isFetching || refresh.isPending;
  useFallbackToast(analysis.data);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{detailTexts.analysisIntro}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            refresh.mutate(undefined, { onError: () => showToast(detailTexts.analysisRefreshFailed) })
          }
        >
          <RefreshCwIcon aria-hidden className={cn(busy && 'animate-spin')} />
          Refresh Analysis
        </Button>
      </div>
      <InvestmentQuestionBox investmentId={investmentId} />
      {analysis.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{detailTexts.analysing}</span>
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : analysis.isError ? (
        <LoadError
          title={detailTexts.analysisFailed}
          error={analysis.error}
          onRetry={() => void analysis.refetch()}
        />
      ) : (
        <>
          <AnalysisVerdict analysis={analysis.data} />
          <FinancialAnalysis analysis={analysis.data} />
          <RubricTable rubric={analysis.data.rubric} />
          <AnalysisFindings analysis={analysis.data} />
        </>
      )}
    </div>
  );
}
