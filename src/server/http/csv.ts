/** CSV as every export of the server writes it (RFC 4180, guarded against spreadsheet formulas). */
export const csvMediaType = 'text/csv';
export const csvContentType = `${csvMediaType}; charset=utf-8`;

/**
 * OWASP's CSV-injection list: Excel, LibreOffice and Google Sheets run a cell that starts with one of
 * these as a formula, and labels and quotes are verbatim text of uploaded documents.
 */
const formulaStart = /^[=+\-@\t\r\n]/;
/** A signed figure such as -12, -3.2% or +0.5 runs nothing, so it stays a number in the sheet. */
const plainNumber = /^[-+]?(\d+(\.\d*)?|\.\d+)%?$/;

/**
 * One CSV field: text a spreadsheet would run as a formula gets a leading quote, which makes it text;
 * a field holding a quote, a line break or a separator is quoted with its quotes doubled (a semicolon
 * too, since Excel splits on it where the decimal separator is a comma). The same rules as the
 * client's own exports (src/client/lib/csv.ts).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  // A number the server wrote (never a document's text) is written as it is, exponent and all.
  if (typeof value === 'number') return String(value);
  const guarded = formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A byte-order mark, so Excel reads the text ('›', '€') as UTF-8. */
export const csvByteOrderMark = '\uFEFF';
