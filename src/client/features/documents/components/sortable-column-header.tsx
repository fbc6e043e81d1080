import { documentColumnLabels } from '@client/texts/document-repository-texts';
import type { DocumentSort, DocumentSortColumn } from '@shared/document-table';
import { SortableColumnHeader as ColumnHeader } from '@client/components/ui/sortable-column-header';

/** A repository column heading that sorts by its column (SPEC 9). */
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
  return (
    <ColumnHeader
      label={documentColumnLabels[column]}
      direction={sort.column === column ? sort.direction : null}
      onSort={() => onSort(column)}
      className={className}
    />
  );
}
