import type { DocumentFactFields } from '@shared/document-facts';
import type { AuditedModelReading } from '@shared/model-reading';
import { readNumbers, type FigureToken } from '../document-reading/numbers/number-grammar';
import type { ReadingPage } from './reading-pages';
import type { ModelFigure, ModelPoint, ModelReading } from './reading-schema';

/** Text as an audit compares it: hyphenation joined, quotes and dashes plain, whitespace single, lower case. */
export function normalised(text: string): string {
  return text
    .replace(/(\w)-\s*\n\s*(\w)/g, '$1$2')
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const compact = (text: string) => normalised(text).replace(/\s/g, '');

/** A function remembered by its argument: many figures share a sentence, and values repeat. */
function remembered<T>(work: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (!known.has(text)) known.set(text, work(text));
    return known.get(text) as T;
  };
}

type Verdict = 'kept' | 'notOnPage' | 'valueNotInQuote' | 'setAside' | 'quoteTooLong';

/**
 * The longest quote an audit accepts: a sentence or a table row. A page quoted whole would hold any
 * value of it, so its value would prove nothing.
 */
export const maxQuoteChars = 500;

/** The pages as an audit compares them, normalised once, by page number, and quotes normalised once. */
type ComparedPages = {
  byNumber: Map<number | null, { text: string; asExtracted: string }>;
  normalisedQuote: (quote: string) => string;
};

const compared = (pages: readonly ReadingPage[]): ComparedPages => ({
  byNumber: new Map(
    pages.map((page) => [
      page.number,
      { text: normalised(page.text), asExtracted: normalised(page.asExtracted) },
    ]),
  ),
  normalisedQuote: remembered(normalised),
});

/** Where a quote stands: on its cited page, only in a passage set aside as addressed to an AI, or nowhere. */
function quoteVerdict(quote: string, page: number | null, pages: ComparedPages): Verdict {
  const wanted = pages.normalisedQuote(quote);
  if (wanted.length > maxQuoteChars) return 'quoteTooLong';
  // A file without pages (a DOCX, a workbook) is one: whatever page the model names, the quote is sought in it.
  const cited = pages.byNumber.get(pages.byNumber.has(null) ? null : page);
  if (wanted === '' || !cited) return 'notOnPage';
  if (cited.text.includes(wanted)) return 'kept';
  return cited.asExtracted.includes(wanted) ? 'setAside' : 'notOnPage';
}

function figureVerdict(figure: ModelFigure, pages: ComparedPages): Verdict {
  const onPage = quoteVerdict(figure.quote, figure.page, pages);
  if (onPage !== 'kept') return onPage;
  const value = compact(figure.value);
  return value !== '' && pages.normalisedQuote(figure.quote).replace(/\s/g, '').includes(value)
    ? 'kept'
    : 'valueNotInQuote';
}

const scaleFactors = { thousands: 1e3, millions: 1e6, billions: 1e9 } as const;

/** A kept figure as a ledger entry, its number read by the local number grammar. */
function ledgerFact(
  figure: ModelFigure,
  numberOf: (value: string) => FigureToken | undefined,
): DocumentFactFields {
  const read = numberOf(figure.value);
  const scaled = (value: number | null | undefined) =>
    value === null || value === undefined
      ? null
      : read && !read.writtenScale && figure.scale && (read.kind === 'money' || read.kind === 'amount')
        ? value * scaleFactors[figure.scale]
        : value;
  const label = figure.label.toLowerCase();
  return {
    concept: figure.concept,
    label: figure.label,
    value: figure.value,
    number: scaled(read?.value),
    unit: read?.unit ?? figure.unit,
    scale: figure.scale,
    period: figure.period,
    scope: figure.scope,
    scopeName: null,
    basis: /\bnet\b/.test(label) ? 'net' : /\bgross\b/.test(label) ? 'gross' : null,
    targetOrActual: /\btarget/.test(label) ? 'target' : null,
    page: figure.page,
    sheet: null,
    cell: null,
    quote: figure.quote,
    kind: read?.kind ?? 'amount',
    numberHigh: scaled(read?.high),
    column: null,
    section: null,
    conceptScore: 0,
    highlight: false,
  };
}

const keptPoints = (points: readonly ModelPoint[], pages: ComparedPages) => [
  ...new Set(
    points
      .filter((point) => quoteVerdict(point.quote, point.page, pages) === 'kept')
      .map((point) => point.statement.trim())
      .filter(Boolean),
  ),
];

/**
 * Every item of a model's reading checked against the document before anything is stored: a figure's
 * quote must stand on the page it cites (not in a passage set aside as addressed to an AI) and its value
 * inside the quote, and the quote no longer than a sentence or row; a risk's or opportunity's quote on its page. What fails is dropped and counted.
 */
export function auditReading(
  parts: readonly ModelReading[],
  readingPages: readonly ReadingPage[],
): Pick<AuditedModelReading, 'facts' | 'risks' | 'opportunities' | 'type' | 'proposed' | 'dropped'> {
  const pages = compared(readingPages);
  const figures = parts.flatMap((part) => part.figures);
  const dropped = { notOnPage: 0, valueNotInQuote: 0, setAside: 0, quoteTooLong: 0 };
  const facts: DocumentFactFields[] = [];
  const numberOf = remembered((value) => readNumbers(value, 'cell').figures.at(0));
  for (const figure of figures) {
    const verdict = figureVerdict(figure, pages);
    if (verdict === 'kept')
      facts.push(ledgerFact(pages.byNumber.has(null) ? { ...figure, page: null } : figure, numberOf));
    else dropped[verdict] += 1;
  }
  return {
    facts,
    risks: keptPoints(
      parts.flatMap((part) => part.risks),
      pages,
    ),
    opportunities: keptPoints(
      parts.flatMap((part) => part.opportunities),
      pages,
    ),
    type: parts.find((part) => part.documentType)?.documentType ?? null,
    proposed: figures.length,
    dropped,
  };
}
