import { listPhrase } from './conclusion';
import type { WorkbookSheet, WorkbookTable } from '../structure/workbook-tables';

const maxColumnsNamed = 4;
const maxTotals = 2;
// A long stacked header ('QTD (Apr-26 - Jun-26) LP #5's Allocation of Total Fund') would drown its total.
const maxHeaderInTotal = 30;
const maxTablePoints = 3;
const totalRow = /^(?:grand\s+)?totals?\b|\btotal\b/i;

/**
 * A workbook's cells as prose, one cell a paragraph and no sheet headings, so sentences are read
 * from what the cells say and never from comma-joined rows.
 */
export function workbookProse(sheets: readonly WorkbookSheet[]): string {
  return sheets
    .map((sheet) => sheet.rows.flatMap((row) => row.cells.map((cell) => cell.value)).join('\n\n'))
    .join('\n\n');
}

function rowsPhrase(count: number): string {
  return count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`;
}

function columnsPhrase(table: WorkbookTable): string {
  const columns = [...new Set(table.columnHeaders.filter((header): header is string => header !== null))];
  if (columns.length === 0) return '';
  const named = columns.slice(0, maxColumnsNamed);
  const more = columns.length - named.length;
  return ` with columns ${listPhrase(more > 0 ? [...named, `${more} more`] : named)}`;
}

/** A table's total rows, each with its first value and, when the table has one, that value's column. */
function totalsPhrase(table: WorkbookTable): string {
  const totals = table.rows
    .filter((row) => totalRow.test(row.label))
    .slice(0, maxTotals)
    .map((row) => {
      const [first] = row.values;
      const header = first.columnHeader;
      const column = header && header.length <= maxHeaderInTotal ? ` (${header})` : '';
      return `${row.label.replace(/:$/, '')} ${first.value}${column}`;
    });
  return totals.length ? `; totals: ${totals.join('; ')}` : '';
}

/** One table in a sentence: where it is, what it is called, its size, its columns and its totals. */
function describeTable(table: WorkbookTable): string {
  const [title] = table.titles;
  const name = title ? `${table.sheet}, ${title}` : table.sheet;
  return `${name}: a table of ${rowsPhrase(table.rows.length)}${columnsPhrase(table)}${totalsPhrase(table)}.`;
}

/**
 * A workbook summarised as the tables it holds: an overview of its sheets for the executive summary and
 * the largest tables (their columns and totals) as key points.
 */
export function describeWorkbook(
  sheets: readonly WorkbookSheet[],
  tables: readonly WorkbookTable[],
): { overview: string; tablePoints: string[] } {
  const names = sheets.map((sheet) => sheet.name);
  const sheetsPhrase =
    names.length === 1 ? `one sheet, ${names[0]}` : `${names.length} sheets: ${listPhrase(names)}`;
  const withTables = [...new Set(tables.map((table) => table.sheet))];
  const tablesPhrase =
    tables.length === 0
      ? 'No table of figures was found in it.'
      : `${tables.length === 1 ? 'One table' : `${tables.length} tables`} of figures ${withTables.length === 1 ? 'is' : 'are'} on ${listPhrase(withTables)}.`;
  const largest = [...tables]
    .sort((left, right) => right.rows.length - left.rows.length)
    .slice(0, maxTablePoints);
  return {
    overview: `This workbook has ${sheetsPhrase}. ${tablesPhrase}`,
    tablePoints: largest.map(describeTable),
  };
}
