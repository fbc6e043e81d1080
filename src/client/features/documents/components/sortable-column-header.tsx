import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { documentColumnLabels } from '@shared/document-repository-texts';
import type { DocumentSort, DocumentSortColumn } from '@shared/document-table';
import { cn } from '@client/lib/cn';

const directionIcons = { asc: ArrowUpIcon, desc: ArrowDownIcon };

/** A column heading that sorts by its column (SPEC 9) and tells screen readers how it is sorted. */
export function SortableColumnHeader({
  column,
  sort,
  onSort,
  className,
}: {
  column: DocumentSortColumn;
  sort: DocumentSort;
  onSort: (column: DocumentSortColumn) => void;
  className?: string;
}) {
  const direction = sort.column === column ? sort.direction : null;
  const Icon = direction ? directionIcons[direction] : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('border-b px-3 py-2 text-left font-medium', className)}
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
        {documentColumnLabels[column]}
        <Icon aria-hidden className={cn('size-3.5', !direction && 'opacity-50')} />
      </button>
    </th>
  );
}
