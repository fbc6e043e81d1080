/**
 * A table as a document lays it out (a DOCX's table, a PDF statement's rows and period columns), kept
 * beside the text so the analyst can tell a value's row and column without changing the text itself.
 */
export type ExtractedTable = {
  /** The page it is on (1-based); null where the format has no pages. */
  page: number | null;
  /** Each row's cells as written, left to right. */
  rows: string[][];
  /** How many of the first rows head the columns; 0 when the layout does not say. */
  headerRows: number;
  /** The lines just above the table: its title and scale ('Statements of Operations (in thousands)'). */
  caption?: string;
  /** Each row's section label ('ASSETS', 'Investment securities'), aligned with `rows`; null where none. */
  parents?: (string | null)[];
  /** Each row as the page prints it, aligned with `rows` ('' for header rows), to quote a value's row. */
  quotes?: string[];
};

// A hostile file may hold thousands of tables of huge cells: what is kept stays a small part of a row.
// A long report's schedule of investments runs to thousands of rows, and a summary of terms' cells run
// to paragraphs; the bound keeps a document's tables to a few megabytes.
export const tableLimits = {
  tables: 2_000,
  rows: 400,
  cells: 80_000,
  chars: 4_000_000,
  cellChars: 8_000,
  columns: 40,
  captionChars: 300,
} as const;

const isTable = (value: unknown): value is ExtractedTable => {
  if (typeof value !== 'object' || value === null) return false;
  const table = value as Record<string, unknown>;
  return (
    (table.page === null || (Number.isInteger(table.page) && (table.page as number) > 0)) &&
    Number.isInteger(table.headerRows) &&
    Array.isArray(table.rows) &&
    table.rows.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'))
  );
};

const clean = (text: string, limit: number) => text.replaceAll('\u0000', '').slice(0, limit);

function optionalText(key: 'caption', value: unknown, limit: number): { caption?: string } {
  return typeof value === 'string' && value.trim() ? { [key]: clean(value, limit) } : {};
}

/** A per-row list kept only when it is well-formed and as long as the rows kept. */
function alignedList(
  key: 'parents' | 'quotes',
  value: unknown,
  rows: number,
): { parents?: (string | null)[]; quotes?: string[] } {
  if (!Array.isArray(value) || value.length < rows) return {};
  const items = value.slice(0, rows);
  if (key === 'quotes') {
    return items.every((item) => typeof item === 'string')
      ? { quotes: items.map((item: string) => clean(item, tableLimits.captionChars)) }
      : {};
  }
  return items.every((item) => item === null || typeof item === 'string')
    ? {
        parents: items.map((item: string | null) =>
          item === null ? null : clean(item, tableLimits.cellChars),
        ),
      }
    : {};
}

/**
 * Well-formed tables within the limits: anything else is dropped, and a table past the limits is cut.
 * Used both where tables are read and where a sandbox's report or a stored row is trusted no further.
 */
export function boundTables(value: unknown): ExtractedTable[] {
  if (!Array.isArray(value)) return [];
  const tables: ExtractedTable[] = [];
  let cells = 0;
  let chars = 0;
  for (const table of value) {
    if (tables.length >= tableLimits.tables || cells >= tableLimits.cells || chars >= tableLimits.chars)
      break;
    if (!isTable(table)) continue;
    const rows: string[][] = [];
    for (const row of table.rows.slice(0, tableLimits.rows)) {
      // PostgreSQL's jsonb cannot hold NUL.
      const kept = row
        .slice(0, tableLimits.columns)
        .map((cell) => cell.replaceAll('\u0000', '').slice(0, tableLimits.cellChars));
      const length = kept.reduce((sum, cell) => sum + cell.length, 0);
      if (cells + kept.length > tableLimits.cells || chars + length > tableLimits.chars) break;
      cells += kept.length;
      chars += length;
      rows.push(kept);
    }
    if (rows.length === 0) continue;
    tables.push({
      page: table.page,
      rows,
      headerRows: Math.max(0, Math.min(table.headerRows, rows.length)),
      ...optionalText('caption', table.caption, tableLimits.captionChars),
      ...alignedList('parents', table.parents, rows.length),
      ...alignedList('quotes', table.quotes, rows.length),
    });
  }
  return tables;
}
