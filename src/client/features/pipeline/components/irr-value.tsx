import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { irrTrend, isHighIrr } from '@shared/investment-sorting';
import { cn } from '@client/lib/cn';
import { pipelineTexts } from '../pipeline-texts';

/**
 * SPEC 2: a dash for an empty or N/A IRR; otherwise the IRR, in green above 20 %. An arrow shows only
 * beside an IRR that changed, up or down from the one it replaced: with no earlier value, an arrow would
 * suggest a trend no data supports.
 */
export function IrrValue({ irr, previousIrr }: { irr: string | null; previousIrr: string | null }) {
  const high = isHighIrr(irr);
  if (high === null) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">{pipelineTexts.emptyIrr}</span>
      </span>
    );
  }
  const trend = irrTrend(irr, previousIrr);
  const Arrow = trend === 'up' ? TrendingUpIcon : TrendingDownIcon;
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      <span className={cn(high && 'font-medium text-success')}>{irr}</span>
      {high && <span className="sr-only">{` (${pipelineTexts.highIrr})`}</span>}
      {trend && previousIrr && (
        <Arrow
          role="img"
          aria-label={pipelineTexts.irrTrend(trend, previousIrr)}
          className={cn('size-4', trend === 'up' ? 'text-success' : 'text-muted-foreground')}
        />
      )}
    </span>
  );
}
