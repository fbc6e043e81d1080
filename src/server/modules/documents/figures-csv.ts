import { figureCsvColumns } from '@shared/document-figures';
import { factConceptLabel, type DocumentFact, type FigureDisagreement } from '@shared/document-facts';
import { isoDay } from '../../ai/document-reading/numbers/date-figures';
import { csvByteOrderMark, csvField } from '../../http/csv';

type FigureCsvColumn = (typeof figureCsvColumns)[number];

/** Another reader's value as the CSV says it: 'model: 1.75% (page 2)'. */
const otherReading = (other: FigureDisagreement) =>
  `${other.reader}: ${other.value}${other.page ? ` (page ${other.page})` : ''}`;

/** Each column's field of the figure; the concept is written as its label, as the Figures view shows it. */
const cellOf: Record<FigureCsvColumn, (figure: DocumentFact) => string | number | null> = {
  concept: (figure) => factConceptLabel(figure.concept),
  label: (figure) => figure.label,
  value: (figure) => figure.value,
  number: (figure) =>
    figure.kind === 'date' && figure.number !== null ? isoDay(figure.number) : figure.number,
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
  reader: (figure) => figure.reader,
  disagreesWith: (figure) => figure.disagreesWith.map(otherReading).join('; ') || null,
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
  return `${csvByteOrderMark}${rows.join('\r\n')}\r\n`;
}
