import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import type { Investment } from '@shared/investment';
import { investmentTexts } from '@client/texts/investment-messages';
import { highIrrThreshold, isHighIrr } from '@shared/investment-sorting';
import { formatDate } from '@client/lib/format-date';
import { DetailCard } from './detail-card';
import { FactList } from './fact-list';

/** SPEC 9: an up marker above 20 percent, else a down marker; a dash when there is no IRR. */
function IrrValue({ irr }: { irr: string | null }) {
  const high = isHighIrr(irr);
  if (high === null) return <span aria-label="No IRR">—</span>;
  const Marker = high ? TrendingUpIcon : TrendingDownIcon;
  return (
    <span className="inline-flex items-center gap-1">
      {irr}
      <Marker
        role="img"
        aria-label={high ? `Above ${highIrrThreshold}%` : `${highIrrThreshold}% or below`}
        className={
          high ? 'size-4 text-emerald-600 dark:text-emerald-400' : 'size-4 text-red-600 dark:text-red-400'
        }
      />
    </span>
  );
}

export function KeyMetricsCard({ investment }: { investment: Investment }) {
  return (
    <DetailCard title="Key Metrics">
      <FactList
        facts={[
          { label: 'IRR', value: <IrrValue irr={investment.irr} /> },
          { label: 'Multiple', value: investment.multiple },
          { label: 'Target Size', value: investment.targetSize },
          {
            label: 'Last Activity',
            value: investment.lastActivity
              ? formatDate(investment.lastActivity)
              : investmentTexts.noRecentActivity,
          },
        ]}
      />
    </DetailCard>
  );
}
