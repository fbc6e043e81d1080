import type { Investment } from '@shared/investment';
import { sortableColumns, type InvestmentSort, type SortColumn } from '@shared/investment-sorting';
import { pipelineTexts } from '../pipeline-texts';
import { SortableHeader } from './sortable-header';
import { PipelineTableRow } from './pipeline-table-row';
import type { InvestmentActions } from './use-investment-actions';
import { useVirtualRows } from './use-virtual-rows';

const rowHeight = 64;

/** Fixed widths keep the columns still while rows scroll in and out; the name takes the rest. */
const columnWidths: Record<SortColumn, string | undefined> = {
  name: undefined,
  type: 'w-20',
  strategy: 'w-32',
  targetSize: 'w-22',
  vintage: 'w-16',
  irr: 'w-24',
  status: 'w-36',
  geography: 'w-32',
};

/** Stands in for the rows outside the window, so the scrollbar matches the whole list. */
function Spacer({ height }: { height: number }) {
  if (height === 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={sortableColumns.length + 1} />
    </tr>
  );
}

/** SPEC 2 large-screen pipeline: a sortable table, windowed so thousands of rows stay fast. */
export function PipelineTable({
  investments,
  sort,
  onSort,
  actions,
}: {
  investments: Investment[];
  sort: InvestmentSort | null;
  onSort: (column: SortColumn) => void;
  actions: InvestmentActions;
}) {
  const { containerRef, start, end, paddingTop, paddingBottom } = useVirtualRows<HTMLDivElement>({
    count: investments.length,
    rowHeight,
  });

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={pipelineTexts.tableLabel}
      // Focusable so keyboard users can scroll the rows.
      tabIndex={0}
      className="max-h-[max(20rem,calc(100dvh-16rem))] overflow-auto rounded-lg border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table aria-rowcount={investments.length + 1} className="w-full min-w-[1000px] table-fixed text-sm">
        <colgroup>
          {sortableColumns.map((column) => (
            <col key={column} className={columnWidths[column]} />
          ))}
          <col className="w-32" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {sortableColumns.map((column) => (
              <SortableHeader key={column} column={column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col" className="sticky top-0 z-10 border-b bg-card px-3 py-2">
              <span className="sr-only">{pipelineTexts.actionsColumn}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <Spacer height={paddingTop} />
          {investments.slice(start, end).map((investment, offset) => (
            <PipelineTableRow
              key={investment.id}
              investment={investment}
              rowIndex={start + offset + 2}
              height={rowHeight}
              actions={actions}
            />
          ))}
          <Spacer height={paddingBottom} />
        </tbody>
      </table>
    </div>
  );
}
