import type { DocumentFactFields } from '@shared/document-facts';
import { cleanQuote } from '../text/clean-text';
import { factNumber } from './fact-numbers';
import { columnEntityScope, mainFundName, readFactScope, rowEntityScope } from './fact-scope';
import type { FinancialFigure } from './financial-figures';
import { readTableHeaders, type TableHeaders } from './table-headers';
import { textLocator } from '../text/text-locations';
import {
  readWorkbookSheets,
  readWorkbookTables,
  type TableValue,
  type WorkbookTable,
} from './workbook-tables';
import { workbookValueLocator } from './workbook-values';

export type FactSource = {
  paged: boolean;
  workbook: boolean;
  /** The document's tables (a workbook's, or a DOCX's or PDF's placed in its text), when read already. */
  tables?: readonly WorkbookTable[];
};

const quoteReach = 220;
// Words before a label that qualify it: 'targeting a', 'a net'.
const qualifierReach = 30;

/** Whether a sentence stops at `at`: a blank line, a page break, or a table row's end. */
function breaksAt(text: string, at: number): boolean {
  const character = text[at];
  if (character === '\f') return true;
  if (character !== '\n') return false;
  // A PDF wraps prose at line ends: a long line that ends in a letter or comma goes on below; a short
  // one is a heading.
  const lineStart = Math.max(text.lastIndexOf('\n', at - 1), text.lastIndexOf('\f', at - 1)) + 1;
  return text[at + 1] === '\n' || at - lineStart < 40 || !/[\p{L},]/u.test(text[at - 1] ?? '');
}

/** Whether the punctuation at `at` ends a sentence: not the dots of 'L.P.', 'e.g.' or '2.5'. */
function endsSentence(text: string, at: number): boolean {
  const character = text[at];
  if (character !== '.' && character !== ';' && character !== '!' && character !== '?') return false;
  if (!/\s/.test(text[at + 1] ?? ' ')) return false;
  return character !== '.' || (/[\p{Ll}\d%)]/u.test(text[at - 1] ?? '') && /[^\s.]/.test(text[at - 2] ?? ''));
}

/** Where the sentence around [start, end) begins and ends, at most `quoteReach` either side. */
function sentenceAround(text: string, start: number, end: number): [number, number] {
  let from = start;
  const floor = Math.max(0, start - quoteReach);
  while (from > floor && !breaksAt(text, from - 1) && !endsSentence(text, from - 2)) from -= 1;
  let to = end;
  const ceiling = Math.min(text.length, end + quoteReach);
  while (to < ceiling && !breaksAt(text, to) && !endsSentence(text, to)) to += 1;
  if (to < ceiling && endsSentence(text, to)) to += 1;
  return [from, to];
}

// The period in a column's header: a to-date span with its dates or year ('QTD (Apr-26 - Jun-26)',
// 'YTD 2024'), or a year ('FY2023'); the header's other words ('Fund II') say whose, not when.
const periodHeader =
  /\b(?:QTD|YTD|ITD|LTM|TTM)\b(?:\s*\([^)]*\)|\s+(?:19|20)\d{2}\b)?|\b(?:FY\s?)?(?:19|20)\d{2}\b/;

function columnPeriod(headers: TableHeaders, columnHeader: string): string | null {
  return headers.periodIn(columnHeader) ?? periodHeader.exec(columnHeader)?.[0] ?? null;
}

/** Whether a cell's column's header named the figure ('Net IRR' over funds), not its row's label. */
function namedByColumn(value: TableValue, figure: FinancialFigure): boolean {
  return figure.label === value.columnHeader && figure.label !== value.rowLabel;
}

/** A cell's label: its column's header when that named the figure, else its row's. */
function tableLabel(value: TableValue, figure: FinancialFigure): string {
  return cleanQuote(namedByColumn(value, figure) ? (value.columnHeader ?? '') : value.rowLabel);
}

/** The line that holds `at`: a workbook's row, as its text writes it. */
function lineAround(text: string, at: number): [number, number] {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return [start, end === -1 ? text.length : end];
}

/** The label as the document writes it, when its cue reads as a label ('Carried Interest'). */
function writtenLabel(text: string, figure: FinancialFigure): string {
  if (figure.concept === 'other_amount') return figure.label;
  const cue = cleanQuote(text.slice(figure.labelStart, figure.labelEnd));
  return /^[\p{Lu}]/u.test(cue) && cue.split(' ').length <= 6 ? cue : figure.label;
}

/**
 * The document's facts: each figure with its number, unit and scale, period, scope, page or cell and
 * the sentence that states it. Pure and deterministic, in the figures' order.
 */
export function readDocumentFacts(
  text: string,
  figures: readonly FinancialFigure[],
  source: FactSource,
): DocumentFactFields[] {
  if (figures.length === 0) return [];
  const locate = textLocator(text, source);
  const headers = readTableHeaders(text);
  const tables = source.tables ?? (source.workbook ? readWorkbookTables(readWorkbookSheets(text)) : []);
  const tableValueAt = workbookValueLocator(tables);
  const fundName = mainFundName(
    text,
    new Set(tables.flatMap((table) => table.rows.map((row) => row.label.trim()))),
  );
  // Pages and sheets have headers that date the figures under them; prose dates a figure in its sentence.
  const laidOut = source.paged || source.workbook;
  return figures.map((figure) => {
    const first = Math.min(figure.start, figure.labelStart);
    const last = Math.max(figure.end, figure.labelEnd);
    // In a table, a value's row names it and its column's header dates and scales it.
    const tableValue = tableValueAt(figure.start);
    const columnHeader = tableValue?.columnHeader ?? '';
    // A workbook's rows run on without full stops: its quote is the value's row, never the sheet.
    const [quoteStart, quoteEnd] =
      tableValue && source.workbook ? lineAround(text, figure.start) : sentenceAround(text, first, last);
    const scope = readFactScope(
      figure.concept,
      {
        window: text.slice(quoteStart, quoteEnd),
        label: tableValue
          ? `${tableValue.rowLabel} ${columnHeader}`
          : text.slice(Math.max(quoteStart, first - qualifierReach), last),
      },
      fundName,
    );
    // A figure its column names belongs to the fund or deal its row names (a track record's funds); one
    // its row names, to the fund its column's header names, if it names one.
    const entity = !tableValue
      ? null
      : namedByColumn(tableValue, figure)
        ? rowEntityScope(tableValue.rowName, fundName)
        : columnEntityScope(columnHeader, fundName);
    const table = headers.scaleIn(columnHeader) ?? headers.scaleAt(figure.start);
    const negative = text[figure.start - 1] === '(' && text[figure.end] === ')';
    const { number, unit, scale } = factNumber(figure.value, figure.kind, {
      tableScale: table.scale,
      tableCurrency: table.currency,
      negative,
    });
    const location = locate(figure.start);
    return {
      concept: figure.concept,
      label: tableValue ? tableLabel(tableValue, figure) : writtenLabel(text, figure),
      value: figure.value,
      number,
      unit,
      scale,
      period:
        (tableValue && columnPeriod(headers, columnHeader)) ??
        headers.periodIn(text.slice(quoteStart, quoteEnd)) ??
        (laidOut ? headers.periodAt(figure.start) : null),
      ...scope,
      ...entity,
      page: location.page,
      sheet: location.sheet,
      cell: location.cell,
      quote: cleanQuote(text.slice(quoteStart, quoteEnd)),
    };
  });
}
