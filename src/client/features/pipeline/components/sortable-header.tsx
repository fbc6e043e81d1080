import type { InvestmentSort, SortColumn } from '@shared/investment-sorting';
import { pipelineColumnLabels } from '../pipeline-texts';
import { SortableColumnHeader } from '@client/components/ui/sortable-column-header';

/** A pipeline column heading (SPEC 2 sortable columns); it stays visible while the rows scroll. */
export function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: SortColumn;
  sort: InvestmentSort | null;
  onSort: (column: SortColumn) => void;
}) {
  return (
    <SortableColumnHeader
      label={pipelineColumnLabels[column]}
      direction={sort?.column === column ? sort.direction : null}
      onSort={() => onSort(column)}
      className="sticky top-0 z-10 bg-card"
    />
  );
}
