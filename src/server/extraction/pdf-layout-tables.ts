import { boundTables, tableLimits, type ExtractedTable } from './extracted-tables';

type LaidCell = { text: string; start: number; end: number };

// Layout text keeps a column's gap as two or more spaces; one space is a gap between words.
const cellPattern = /\S+(?: \S+)*/g;
// A statement's value: '120.4', '(1,234)', '12.5%', '$45', '1.8x', '$350M', '€1.2bn', or a dash for
// nothing in that period.
const valueCell =
  /^(?:[(−-]?\s*(?:US\$|[$€£¥])?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(?:%|x|×|[MBK]|mm|mn|bn)?\s*\)?|[—–-])$/i;
// Bare years across a row head columns rather than fill them.
const yearCell = /^(?:FY\s?)?(?:19|20)\d{2}$/;
// A header cell is a few words; a longer one is prose that happens to stand in the layout.
const maxHeaderCell = 40;
const maxHeaderLines = 3;
// Two stray lines inside a table (a section label, a blank) do not end it; more do.
const maxGapLines = 2;
// Characters either side a header cell may reach past its column, as centred headers do.
const alignSlack = 3;
// Layout lines longer than this are not table rows worth reading; the cap bounds the work on each page.
const maxLineChars = 400;

function cellsOf(line: string): LaidCell[] {
  return [...line.matchAll(cellPattern)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** A body row: a label with letters, then two or more values (a lone currency sign is skipped). */
function bodyRow(
  cells: readonly LaidCell[],
): { label: string; labelStart: number; values: LaidCell[] } | null {
  const values: LaidCell[] = [];
  let index = cells.length - 1;
  for (; index >= 0; index -= 1) {
    const cell = cells[index];
    if (/^(?:US\$|[$€£¥])$/.test(cell.text)) continue;
    if (!valueCell.test(cell.text)) break;
    values.unshift(cell);
  }
  const label = cells
    .slice(0, index + 1)
    .map((cell) => cell.text)
    .join(' ');
  if (values.length < 2 || !/\p{L}/u.test(label)) return null;
  if (values.every((cell) => yearCell.test(cell.text))) return null;
  return { label, labelStart: cells[0].start, values };
}

/**
 * Which column a cell stands in: the one its span overlaps, else one it reaches within a few characters,
 * as centred headers do. Overlap comes first: columns set close together are each within reach of
 * their neighbour's values.
 */
function columnOf(cell: LaidCell, columns: readonly LaidCell[]): number {
  const within = (slack: number) =>
    columns.findIndex((column) => cell.start < column.end + slack && cell.end > column.start - slack);
  const overlapping = within(0);
  return overlapping !== -1 ? overlapping : within(alignSlack + 1);
}

/**
 * Header lines above a table's first row: short cells standing over its value columns. A cell starting
 * where the labels start is a title or a scale ('(in millions)'), never a column's header.
 */
function headerLines(
  lines: readonly string[],
  above: number,
  first: { labelStart: number; values: readonly LaidCell[] },
): string[][] {
  const columns = first.values;
  const headers: string[][] = [];
  for (let index = above; index >= 0 && headers.length < maxHeaderLines; index -= 1) {
    const cells = cellsOf(lines[index]);
    if (cells.length === 0) {
      if (headers.length > 0) break;
      continue;
    }
    if (bodyRow(cells) || cells.some((cell) => cell.text.length > maxHeaderCell)) break;
    const row: string[] = columns.map(() => '');
    let placed = 0;
    for (const cell of cells) {
      const column = cell.start <= first.labelStart ? -1 : columnOf(cell, columns);
      if (column === -1) continue;
      row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
      placed += 1;
    }
    if (placed === 0) break;
    headers.unshift(['', ...row]);
  }
  return headers;
}

function tablesOfPage(pageText: string, page: number): ExtractedTable[] {
  const lines = pageText.split('\n').map((line) => (line.length > maxLineChars ? '' : line));
  const tables: ExtractedTable[] = [];
  let index = 0;
  while (index < lines.length && tables.length < tableLimits.tables) {
    const first = bodyRow(cellsOf(lines[index]));
    if (!first) {
      index += 1;
      continue;
    }
    const columns = first.values;
    const headers = headerLines(lines, index - 1, first);
    const body: string[][] = [];
    let gap = 0;
    for (; index < lines.length && gap <= maxGapLines; index += 1) {
      const row = bodyRow(cellsOf(lines[index]));
      if (!row) {
        gap += 1;
        continue;
      }
      gap = 0;
      const cells: string[] = columns.map(() => '');
      for (const value of row.values) {
        const column = columnOf(value, columns);
        if (column !== -1 && !cells[column]) cells[column] = value.text;
      }
      body.push([row.label, ...cells]);
    }
    tables.push({ page, rows: [...headers, ...body], headerRows: headers.length });
  }
  return tables;
}

/**
 * A PDF's statement tables from `pdftotext -layout` text: rows of a label and two or more values, each
 * value under the period header standing over its column ('Q2 2025   Q2 2024'). Pages are separated by
 * form feeds, as in the stored text.
 */
export function tablesOfLayoutText(layout: string): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  layout.split('\f').forEach((pageText, index) => {
    if (tables.length < tableLimits.tables) tables.push(...tablesOfPage(pageText, index + 1));
  });
  return boundTables(tables);
}
