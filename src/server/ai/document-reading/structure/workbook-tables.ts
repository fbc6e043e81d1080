import { findDates } from '../numbers/dates';
import { columnName } from '../text/text-locations';

/** One cell: `text.slice(start, end)` is `value` as written (a quoted field's doubled quotes read as one). */
export type TableCell = { value: string; column: number; start: number; end: number };

/** A value in a table body, with what its row and its column say about it. */
export type TableValue = TableCell & {
  cell: string;
  rowLabel: string;
  /** The row's first cell: the fund, deal or line it is ('ClinicFlow' of 'ClinicFlow, Fund II, Healthcare'). */
  rowName: string;
  /** The column's header rows read top to bottom ('Fund II Net IRR'); null when the table has none. */
  columnHeader: string | null;
};

export type WorkbookTable = {
  sheet: string;
  /** Lines above the table that name it ('Statement of operations (in millions)'). */
  titles: string[];
  columnHeaders: (string | null)[];
  rows: { row: number; label: string; name: string; values: TableValue[] }[];
};

export type SheetRow = { row: number; cells: TableCell[] };

const sheetHeading = /^Sheet: (.+?)(?: \((?:hidden|very hidden)\))?$/;
// A value cell: a number as a workbook formats it ('$45,067,000', '(1,234)', '14.2%', '1.8x', '$37,126M').
const numericCell =
  /^[(−-]?\s*(?:US\$|USD|EUR|GBP|[$€£¥])?\s*[(−-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:%|x|×|mm|bn|[MBK])?\s*\)?$/i;
// A row of bare years ('2022, 2023, 2024') heads the columns below it.
const yearCell = /^(?:19|20)\d{2}$/;
// Header rows above a table are short; a long cell is a paragraph of notes, not a header.
const maxHeaderCell = 120;
const maxHeaderRows = 6;

/** The cells of one CSV line (SheetJS quotes a field holding a comma or a quote and doubles its quotes). */
function csvCells(line: string, lineStart: number): TableCell[] {
  const cells: TableCell[] = [];
  let column = 0;
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let end = at + 1;
      while (end < line.length && !(line[end] === '"' && line[end + 1] !== '"'))
        end += line[end] === '"' ? 2 : 1;
      push(line.slice(at + 1, end), at + 1);
      at = end + 2;
    } else {
      const comma = line.indexOf(',', at);
      const end = comma === -1 ? line.length : comma;
      push(line.slice(at, end), at);
      at = end + 1;
    }
    column += 1;
  }
  return cells;

  function push(raw: string, from: number) {
    const written = raw.trim();
    if (!written) return;
    const offset = lineStart + from + raw.indexOf(written);
    cells.push({ value: written.replaceAll('""', '"'), column, start: offset, end: offset + written.length });
  }
}

function isNumeric(cell: TableCell): boolean {
  return numericCell.test(cell.value);
}

/** A body row: words that label it, then at least one number to their right. */
function bodyRow(row: SheetRow): { label: string; name: string; values: TableCell[] } | null {
  const firstNumber = row.cells.findIndex(isNumeric);
  if (firstNumber <= 0) return null;
  const label = row.cells
    .slice(0, firstNumber)
    .map((cell) => cell.value)
    .join(' ');
  const values = row.cells.slice(firstNumber).filter(isNumeric);
  if (values.every((cell) => yearCell.test(cell.value))) return null;
  return /\p{L}/u.test(label) ? { label, name: row.cells[0].value, values } : null;
}

/**
 * Each column's header from the rows above the body, read top to bottom. A header cell in a sparser row
 * spreads right over the blank cells after it, as a merged or centred-across header does ('Fund II' over
 * 'Gross' and 'Net'); a row with a cell for every value names one column a cell.
 */
function columnHeaders(
  headerRows: readonly SheetRow[],
  body: readonly TableCell[],
  width: number,
): (string | null)[] {
  const headers: string[][] = Array.from({ length: width }, () => []);
  const firstValueColumn = body[0].column;
  const valueCells = (row: SheetRow) => row.cells.filter((cell) => cell.column >= firstValueColumn);
  const densest = Math.max(body.length, ...headerRows.map((row) => valueCells(row).length));
  for (const row of headerRows) {
    const cells = valueCells(row);
    const spreads = cells.length < densest;
    cells.forEach((cell, index) => {
      const until = spreads ? (cells[index + 1]?.column ?? width) : cell.column + 1;
      for (let column = cell.column; column < until; column += 1) headers[column].push(cell.value);
    });
  }
  return headers.map((parts) => (parts.length ? parts.join(' ').replace(/\s+/g, ' ') : null));
}

// A column's date heading: 'As of 30-Jun-2026', 'June 30, 2026', 'at 31 December 2025'.
const asOfWords = /^(?:as\s+(?:of|at)|at)?$/i;

function isAsOf(value: string): boolean {
  const [date, ...others] = findDates(value);
  return (
    date?.kind === 'date' &&
    others.length === 0 &&
    asOfWords.test(value.slice(0, date.start).trim()) &&
    !value.slice(date.end).trim()
  );
}

/**
 * Whether a row above a table heads its columns: several cells over the value columns, words with no
 * number ('Value') or the date its values are of ('As of 30-Jun-2026'). A label and its value in words
 * ('Pension systems: 5 (CalPERS, …)') and a form's fields ('Final Closing:', '9/30/22') head nothing.
 */
function headsColumns(row: SheetRow, firstValueColumn: number): boolean {
  if (row.cells.some((cell) => cell.value.endsWith(':'))) return false;
  const over = row.cells.filter((cell) => cell.column >= firstValueColumn);
  return over.length > 1 || (over.length === 1 && (!/\d/.test(over[0].value) || isAsOf(over[0].value)));
}

function tablesOfSheet(sheet: string, rows: readonly SheetRow[]): WorkbookTable[] {
  const tables: WorkbookTable[] = [];
  let current: WorkbookTable | null = null;
  let above: SheetRow[] = [];
  let blanks = 0;
  const width = rows.reduce((widest, row) => Math.max(widest, (row.cells.at(-1)?.column ?? -1) + 1), 0);
  for (const row of rows) {
    if (row.cells.length === 0) {
      blanks += 1;
      // Two blank rows close what stood above: headers further up belong to something else.
      if (blanks >= 2) above = [];
      continue;
    }
    blanks = 0;
    const body = bodyRow(row);
    if (!body) {
      if (row.cells.some((cell) => cell.value.length > maxHeaderCell)) above = [];
      else above.push(row);
      continue;
    }
    // Headers after a body start a new table; a lone line between rows is a section label.
    const firstValueColumn = body.values[0].column;
    const headerRows = above
      .slice(-maxHeaderRows)
      .filter((candidate) => headsColumns(candidate, firstValueColumn));
    if (!current || headerRows.length > 0) {
      current = {
        sheet,
        titles: above
          .filter((candidate) => candidate.cells.every((cell) => cell.column < firstValueColumn))
          .map((candidate) => candidate.cells.map((cell) => cell.value).join(' ')),
        columnHeaders: columnHeaders(headerRows, body.values, width),
        rows: [],
      };
      tables.push(current);
    }
    above = [];
    const table = current;
    table.rows.push({
      row: row.row,
      label: body.label,
      name: body.name,
      // The cell's fields are copied by name: spreading the cell made every value a slow object to
      // build and to read, most of the time a large sheet took.
      values: body.values.map(({ value, column, start, end }) => ({
        value,
        column,
        start,
        end,
        cell: `${columnName(column)}${row.row}`,
        rowLabel: body.label,
        rowName: body.name,
        columnHeader: table.columnHeaders[column] ?? null,
      })),
    });
  }
  return tables;
}

// A form's field: a label ending in a colon, its value in the next cell ('Final Closing:', '9/30/22').
const fieldLabel = /^(\p{L}.{1,59}?)\s*:$/u;
// A row that is only a label and its value ('Vintage year', '2021') is a field without the colon.
const bareLabel = /^(\p{L}.{1,59}?)$/u;

/** Whether a cell is one date or, written alone, one year: a date or year is no number of a table's body. */
function isDateOrYear(value: string): boolean {
  const [date, ...others] = findDates(value);
  return (date?.kind === 'date' || date?.kind === 'year') && others.length === 0 && date.text === value;
}

/**
 * A sheet's dated fields ('Investment Period End Date:', '9/30/27'; 'Vintage year', '2021'), which no
 * table reads, as a table of their own: each field a row, its date or year the row's one value. Whether
 * the value is a figure is for its label to say (a vintage is, the date a report was run is not).
 */
function dateFields(sheet: string, rows: readonly SheetRow[]): WorkbookTable[] {
  const fields = rows.flatMap((row) =>
    row.cells.flatMap((cell, index) => {
      const label =
        fieldLabel.exec(cell.value)?.[1] ??
        (row.cells.length === 2 ? bareLabel.exec(cell.value)?.[1] : undefined);
      const next = row.cells[index + 1];
      if (!label || !next || !isDateOrYear(next.value)) return [];
      const { value, column, start, end } = next;
      const at = `${columnName(column)}${row.row}`;
      return [
        {
          row: row.row,
          label,
          name: label,
          values: [
            { value, column, start, end, cell: at, rowLabel: label, rowName: label, columnHeader: null },
          ],
        },
      ];
    }),
  );
  return fields.length > 0 ? [{ sheet, titles: [], columnHeaders: [], rows: fields }] : [];
}

export type WorkbookSheet = { name: string; rows: SheetRow[] };

/** A workbook's extracted text (each sheet under a 'Sheet: name' heading, then one CSV line a row from A1) read back into sheets of cells. */
export function readWorkbookSheets(text: string): WorkbookSheet[] {
  const sheets: WorkbookSheet[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const heading = sheetHeading.exec(line);
    const sheet = sheets.at(-1);
    if (heading) sheets.push({ name: heading[1], rows: [] });
    else if (sheet) sheet.rows.push({ row: sheet.rows.length + 1, cells: csvCells(line, start) });
    start += line.length + 1;
  }
  return sheets;
}

/** The tables of a workbook's sheets, so every number knows its cell, its row's label and its column's header. */
export function readWorkbookTables(sheets: readonly WorkbookSheet[]): WorkbookTable[] {
  return sheets.flatMap((sheet) => [
    ...tablesOfSheet(sheet.name, sheet.rows),
    ...dateFields(sheet.name, sheet.rows),
  ]);
}
