import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import type { InvestmentSort, SortColumn } from '@shared/investment-sorting';
import { pipelineColumnLabels } from '@shared/pipeline-texts';
import { cn } from '@client/lib/cn';

const directionIcons = { asc: ArrowUpIcon, desc: ArrowDownIcon };

/** A column heading that sorts by its column (SPEC 2) and tells screen readers how it is sorted. */
export function SortableHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: SortColumn;
  sort: InvestmentSort | null;
  onSort: (column: SortColumn) => void;
  className?: string;
}) {
  const direction = sort?.column === column ? sort.direction : null;
  const Icon = direction ? directionIcons[direction] : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('sticky top-0 z-10 border-b bg-card px-3 py-2 text-left font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm text-muted-foreground outline-none hover:text-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring',
          direction && 'text-foreground',
        )}
      >
        {pipelineColumnLabels[column]}
        <Icon aria-hidden className={cn('size-3.5', !direction && 'opacity-50')} />
      </button>
    </th>
  );
}
