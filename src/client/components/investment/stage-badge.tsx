import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

/** Colour per stage: moving forward is blue to green, paused amber, out of the pipeline grey or red. */
const stageColours: Record<InvestmentStatus, string> = {
  sourcing: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  screening: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  due_diligence: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  committee_review: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  on_hold: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  archived: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300',
};

export function StageBadge({ status, className }: { status: InvestmentStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', stageColours[status], className)}>
      {investmentStatusLabels[status]}
    </Badge>
  );
}
