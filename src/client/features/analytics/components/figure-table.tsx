import { analyticsTexts } from '../analytics-texts';

export type FigureColumn<Row> = { label: string; value: (row: Row) => string | number; numeric?: boolean };

/**
 * A chart's numbers as a table, behind a disclosure: screen readers and people who would rather read
 * get every figure the chart draws.
 */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {analyticsTexts.showTable}
      </summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={column.numeric ? 'py-1 text-right' : 'py-1 pr-3'}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b last:border-0">
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={column.numeric ? 'py-1 text-right tabular-nums' : 'py-1 pr-3 break-words'}
                  >
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
