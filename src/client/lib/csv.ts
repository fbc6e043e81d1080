/** What a CSV cell may hold. */
export type CsvCell = string | number;

/**
 * OWASP's CSV-injection list: Excel, LibreOffice and Google Sheets run a cell that starts with one of
 * these as a formula, and names and strategies are typed by anyone on the team.
 */
const formulaStart = /^[=+\-@\t\r\n]/;
/** A signed figure such as -12, -3.2% or +0.5 runs nothing, so it stays a number in the sheet. */
const plainNumber = /^[-+]?(\d+(\.\d*)?|\.\d+)%?$/;

/**
 * One CSV cell: text a spreadsheet would run as a formula gets a leading quote, which makes it
 * text; a cell holding a quote, a line break or a separator is quoted (a semicolon too, since Excel
 * splits on it where the decimal separator is a comma).
 */
function csvCell(cell: CsvCell): string {
  const text = String(cell);
  const guarded = formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** RFC 4180 CSV with a byte-order mark, so Excel reads the text as UTF-8. */
export function toCsv(rows: readonly CsvCell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
