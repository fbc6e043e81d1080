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
};

// A hostile file may hold thousands of tables of huge cells: what is kept stays a small part of a row.
export const tableLimits = { tables: 200, rows: 200, cells: 20_000, cellChars: 300, columns: 40 } as const;

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

/**
 * Well-formed tables within the limits: anything else is dropped, and a table past the limits is cut.
 * Used both where tables are read and where a sandbox's report or a stored row is trusted no further.
 */
export function boundTables(value: unknown): ExtractedTable[] {
  if (!Array.isArray(value)) return [];
  const tables: ExtractedTable[] = [];
  let cells = 0;
  for (const table of value) {
    if (tables.length >= tableLimits.tables || cells >= tableLimits.cells) break;
    if (!isTable(table)) continue;
    const rows: string[][] = [];
    for (const row of table.rows.slice(0, tableLimits.rows)) {
      // PostgreSQL's jsonb cannot hold NUL.
      const kept = row
        .slice(0, tableLimits.columns)
        .map((cell) => cell.replaceAll('\u0000', '').slice(0, tableLimits.cellChars));
      if (cells + kept.length > tableLimits.cells) break;
      cells += kept.length;
      rows.push(kept);
    }
    if (rows.length === 0) continue;
    tables.push({
      page: table.page,
      rows,
      headerRows: Math.max(0, Math.min(table.headerRows, rows.length)),
    });
  }
  return tables;
}
