import type { TableValue, WorkbookTable } from './workbook-tables';

/**
 * Finds the table value an offset of a workbook's text falls in, if any: a figure read from a sheet
 * learns its row's label and its column's header from it.
 */
export function workbookValueLocator(
  tables: readonly WorkbookTable[],
): (offset: number) => TableValue | null {
  const values = tables
    .flatMap((table) => table.rows.flatMap((row) => row.values))
    .sort((left, right) => left.start - right.start);
  return (offset) => {
    let low = 0;
    let high = values.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[middle].start <= offset) low = middle + 1;
      else high = middle;
    }
    const value = values[low - 1];
    return value && offset < value.end ? value : null;
  };
}
