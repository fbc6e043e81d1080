import type { ExtractedTable } from '../../../extraction/extracted-tables';
import type { TableValue, WorkbookTable } from './workbook-tables';

// A row's values stand after its label; in a PDF's reading order a column may come a little later.
const valueReach = 2_000;
// A header cell has no figure in it; a row with one is the table's first body row.
const hasDigit = /\d/;
const periodOrWords = /^(?:\D*|.*(?:\b|FY)(?:19|20)\d{2}\b.*|.*\bQ[1-4]\b.*)$/;

/** Where `needle` stands in `text` from `from` on, as a whole token (not '98.1' inside '198.12'). */
function findToken(text: string, needle: string, from: number, until: number): number {
  let at = text.indexOf(needle, from);
  while (at !== -1 && at + needle.length <= until) {
    const before = text[at - 1] ?? ' ';
    const after = text.slice(at + needle.length, at + needle.length + 2);
    if (!/[\p{L}\d.,]/u.test(before) && !/^(?:[\p{L}\d]|[.,]\d)/u.test(after)) return at;
    at = text.indexOf(needle, at + 1);
  }
  return -1;
}

/** The span of the page a table is on (pages are separated by form feeds), or the whole text. */
function pageSpan(text: string, page: number | null): [number, number] {
  if (page === null) return [0, text.length];
  let start = 0;
  for (let current = 1; current < page; current += 1) {
    const feed = text.indexOf('\f', start);
    if (feed === -1) return [text.length, text.length];
    start = feed + 1;
  }
  const end = text.indexOf('\f', start);
  return [start, end === -1 ? text.length : end];
}

/**
 * How many of the first rows head the columns: those the layout marked, or else the leading rows whose
 * value cells hold periods or words only ('Q2 2025', 'Actual').
 */
function headerRowCount(table: ExtractedTable): number {
  if (table.headerRows > 0) return table.headerRows;
  let count = 0;
  for (const row of table.rows) {
    const cells = row.slice(1).filter(Boolean);
    if (cells.length === 0 || !cells.every((cell) => periodOrWords.test(cell))) break;
    count += 1;
  }
  return count < table.rows.length ? count : 0;
}

function columnHeaders(rows: readonly string[][]): (string | null)[] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column) => {
    const parts = rows.map((row) => row[column]?.trim() ?? '').filter(Boolean);
    return column > 0 && parts.length ? parts.join(' ') : null;
  });
}

/**
 * The tables extraction read beside a document's text, placed back in that text: each body value is
 * found after its row's label on the table's page, so a figure read there knows its row, its column's
 * header and where its quote and page are. A row whose label or value the text does not hold is left out.
 */
export function locateDocumentTables(text: string, tables: readonly ExtractedTable[]): WorkbookTable[] {
  const located: WorkbookTable[] = [];
  for (const table of tables) {
    const headerCount = headerRowCount(table);
    const headers = columnHeaders(table.rows.slice(0, headerCount));
    const [pageStart, pageEnd] = pageSpan(text, table.page);
    const taken = new Set<number>();
    const rows: WorkbookTable['rows'] = [];
    let cursor = pageStart;
    table.rows.slice(headerCount).forEach(([label = '', ...cells], index) => {
      const rowLabel = label.trim();
      const labelAt = rowLabel ? text.indexOf(rowLabel, cursor) : -1;
      if (labelAt === -1 || labelAt >= pageEnd) return;
      cursor = labelAt + rowLabel.length;
      const until = Math.min(pageEnd, cursor + valueReach);
      const values: TableValue[] = [];
      cells.forEach((written, offset) => {
        const value = written.trim();
        if (!hasDigit.test(value)) return;
        let at = findToken(text, value, cursor, until);
        while (at !== -1 && taken.has(at)) at = findToken(text, value, at + 1, until);
        if (at === -1) return;
        taken.add(at);
        const column = offset + 1;
        values.push({
          value,
          column,
          start: at,
          end: at + value.length,
          cell: '',
          rowLabel,
          rowName: rowLabel,
          columnHeader: headers[column] ?? null,
        });
      });
      if (values.length > 0) rows.push({ row: headerCount + index + 1, label: rowLabel, values });
    });
    if (rows.length > 0) located.push({ sheet: '', titles: [], columnHeaders: headers, rows });
  }
  return located;
}
