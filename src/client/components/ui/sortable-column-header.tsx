import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

const directionIcons = { asc: ArrowUpIcon, desc: ArrowDownIcon };

type SortDirection = 'asc' | 'desc' | null;

/** The sort button of a heading: its label and an arrow for how the table is sorted by it. */
export function SortButton({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: SortDirection;
  onSort: () => void;
}) {
  const Icon = direction ? directionIcons[direction] : ArrowUpDownIcon;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-muted-foreground outline-none hover:text-foreground',
        'focus-visible:ring-2 focus-visible:ring-ring',
        direction && 'text-foreground',
      )}
    >
      {label}
      <Icon aria-hidden className={cn('size-3.5', !direction && 'opacity-50')} />
    </button>
  );
}

/** A table column heading that sorts by its column and tells screen readers how it is sorted. */
export function SortableColumnHeader({
  label,
  direction,
  onSort,
  className,
}: {
  label: string;
  /** How the table is sorted by this column, or null when it is sorted by another. */
  direction: SortDirection;
  onSort: () => void;
  className?: string;
}) {
  return (
    <th
      scope="col"
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('border-b px-3 py-2 text-left font-medium', className)}
    >
      <SortButton label={label} direction={direction} onSort={onSort} />
    </th>
  );
}
