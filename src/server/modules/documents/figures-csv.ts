import { figureCsvColumns } from '@shared/document-figures';
import { factConceptLabel, type DocumentFact } from '@shared/document-facts';

export const figuresCsvMediaType = 'text/csv';
export const figuresCsvContentType = `${figuresCsvMediaType}; charset=utf-8`;

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

type FigureCsvColumn = (typeof figureCsvColumns)[number];

/** Each column's field of the figure; the concept is written as its label, as the Figures view shows it. */
const cellOf: Record<FigureCsvColumn, (figure: DocumentFact) => string | number | null> = {
  concept: (figure) => factConceptLabel(figure.concept),
  label: (figure) => figure.label,
  value: (figure) => figure.value,
  number: (figure) => figure.number,
  unit: (figure) => figure.unit,
  scale: (figure) => figure.scale,
  period: (figure) => figure.period,
  scope: (figure) => figure.scope,
  scopeName: (figure) => figure.scopeName,
  column: (figure) => figure.column,
  section: (figure) => figure.section,
  page: (figure) => figure.page,
  sheet: (figure) => figure.sheet,
  cell: (figure) => figure.cell,
  quote: (figure) => figure.quote,
};

/**
 * A document's figures as RFC 4180 CSV: a header row of `figureCsvColumns`, then a row a figure in the
 * order given, lines ended by CRLF, with a byte-order mark so Excel reads the text ('›', '€') as UTF-8.
 */
export function writeFiguresCsv(figures: readonly DocumentFact[]): string {
  const rows = [
    figureCsvColumns.join(','),
    ...figures.map((figure) => figureCsvColumns.map((column) => csvField(cellOf[column](figure))).join(',')),
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
