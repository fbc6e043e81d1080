import { Link } from 'wouter';
import { dashboardLinks } from '@client/texts/dashboard-texts';
import { investmentTypeLabels } from '@client/texts/investment-messages';
import { useInvestments } from '@client/api/investments/get-investments';
import { StageBadge } from '@client/components/investment/stage-badge';
import { pipelinePreview, type PipelineFilter } from '../lib/pipeline-preview';
import { EmptyText, ListLoadError, ListSkeleton } from './list-states';

type PipelinePreviewListProps = { filter: PipelineFilter; emptyText: string };

export function PipelinePreviewList({ filter, emptyText }: PipelinePreviewListProps) {
  const investments = useInvestments();
  if (investments.isPending) return <ListSkeleton label="Loading investments" rows={4} />;
  if (investments.isError)
    return <ListLoadError what="investments" onRetry={() => void investments.refetch()} />;
  const shown = pipelinePreview(investments.data, filter);
  if (shown.length === 0) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <ul aria-label="Pipeline investments" className="grid gap-2">
      {shown.map((investment) => (
        <li
          key={investment.id}
          className="flex flex-col items-start gap-2 rounded-lg border px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
        >
          <div className="grid w-full min-w-0 gap-0.5 sm:w-auto">
            <Link
              href={dashboardLinks.investment(investment.id)}
              className="truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {investment.name}
            </Link>
            <p className="truncate text-xs text-muted-foreground">
              {investmentTypeLabels[investment.type]} · {investment.targetSize}
            </p>
          </div>
          <StageBadge status={investment.status} />
        </li>
      ))}
    </ul>
  );
}
