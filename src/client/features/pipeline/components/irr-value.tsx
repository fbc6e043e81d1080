import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { isHighIrr } from '@shared/investment-sorting';
import { pipelineTexts } from '../pipeline-texts';

/** SPEC 2: a dash for an empty or N/A IRR; otherwise the IRR with an up marker above 20 %, else down. */
export function IrrValue({ irr }: { irr: string | null }) {
  const high = isHighIrr(irr);
  if (high === null) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">{pipelineTexts.emptyIrr}</span>
      </span>
    );
  }
  const Marker = high ? TrendingUpIcon : TrendingDownIcon;
  return (
    <span className="inline-flex items-center gap-1 tabular-nums">
      {irr}
      <Marker
        role="img"
        aria-label={high ? pipelineTexts.highIrr : pipelineTexts.notHighIrr}
        className={high ? 'size-4 text-success' : 'size-4 text-muted-foreground'}
      />
    </span>
  );
}
