import { TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardLinks } from '@client/texts/dashboard-texts';
import { dashboardPipelineFilters } from '@client/texts/investment-messages';
import { isHighIrr } from '@shared/investment-sorting';
import { useInvestments } from '@client/api/investments/get-investments';
import { cn } from '@client/lib/cn';
import { topInvestments } from '../lib/pipeline-preview';
import { EmptyText, ListLoadError, ListSkeleton } from './list-states';

function Irr({ irr }: { irr: string | null }) {
  const high = isHighIrr(irr);
  if (high === null) return <span className="text-sm text-muted-foreground">IRR —</span>;
  const Marker = high ? TrendingUpIcon : TrendingDownIcon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium tabular-nums',
        high ? 'text-success' : 'text-muted-foreground',
      )}
    >
      <Marker aria-hidden className="size-3.5" />
      IRR {irr}
    </span>
  );
}

/** SPEC 2 Top Performing Investments: the first three investments, with their IRR. */
export function TopInvestments({ label }: { label: string }) {
  const investments = useInvestments();
  if (investments.isPending) return <ListSkeleton label="Loading top investments" rows={3} />;
  if (investments.isError)
    return <ListLoadError what="investments" onRetry={() => void investments.refetch()} />;
  const shown = topInvestments(investments.data);
  if (shown.length === 0) return <EmptyText>{dashboardPipelineFilters[0].empty}</EmptyText>;
  return (
    <ul aria-label={label} className="grid gap-3">
      {shown.map((investment) => (
        <li key={investment.id} className="flex items-center justify-between gap-3">
          <Link
            href={dashboardLinks.investment(investment.id)}
            className="truncate rounded-sm text-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {investment.name}
          </Link>
          <Irr irr={investment.irr} />
        </li>
      ))}
    </ul>
  );
}
