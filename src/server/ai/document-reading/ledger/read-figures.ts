import { conceptRegistry } from '@shared/concept-registry';
import { conceptPhrases, wordTokens } from '../concepts/concept-phrases';
import { dateFigure } from '../numbers/date-figures';
import { endMonth, findDates } from '../numbers/dates';
import { wholeToken } from '../numbers/whole-token';
import { readNumbers, type FigureToken, type WrittenScale } from '../numbers/number-grammar';
import type { Block, DocumentModel, TableBlock, TextBlock } from '../structure/document-model';
import { statedScale } from '../structure/table-scale';
import { clauseNumber } from '../structure/text-blocks';
import { splitSegment } from '../text/sentences';
import { proseLabel } from './prose-label';

/**
 * One figure of the document where it stands, before the analyst decides what it is: the value as
 * written and its number, its label (a table row's, or the phrase it qualifies), the column, section and
 * caption around it, its page or cell, and the sentence or row that states it.
 */
export type FigureReading = {
  token: FigureToken;
  source: 'table' | 'prose';
  page: number | null;
  sheet: string | null;
  cell: string | null;
  section: readonly string[];
  label: string;
  column: string | null;
  parent: string | null;
  caption: string | null;
  /** The sentence or table row that states it, whitespace made single spaces. */
  quote: string;
  /** The sentence before it in its paragraph (prose), whom a pronoun opening its own may stand for. */
  previous: string | null;
  /** Where the value stands in the quote (prose), so the words before and after it can be read. */
  quoteStart: number;
  quoteEnd: number;
  /** The number with the table's or the text's scale applied; percents stay percents. */
  number: number;
  high: number | null;
  unit: string | null;
  scale: WrittenScale | null;
  period: string | null;
  /** 0 for a table's first value column, 1 for the next; null in prose. */
  columnIndex: number | null;
  /** A comparative: another period's column beside the one the table reports on ('2020' beside '2021'). */
  comparative: boolean;
  /** How far into the document, 0 at the start and 1 at the end. */
  position: number;
};

/** A figure that is a sum of money or a plain amount, rather than a rate, a multiple or a count. */
export const isAmount = ({ token }: Pick<FigureReading, 'token'>) =>
  token.kind === 'money' || token.kind === 'amount';

// A long report's schedule of investments holds tens of thousands of cells: the ledger keeps this many,
// shared among the document's sections (`withinBound`), and reads no further than ten times as many.
export const maxFigures = 6_000;
const maxReadFigures = maxFigures * 10;
// A quote longer than this is no sentence: the figure is quoted with the words around it.
const maxQuoteChars = 600;

const multipliers: Record<WrittenScale, number> = {
  thousands: 1e3,
  millions: 1e6,
  billions: 1e9,
  trillions: 1e12,
};

const yearOpening = /^\s*(?:in|during|for|over|throughout)(?: the)?(?: (?:calendar|fiscal))?(?: year)? $/i;
const comparedBefore =
  /\b(?:from|compared (?:with|to)|versus|vs\.?|than|against|relative to)\s+(?:the\s+)?(?:same\s+)?$/i;
// A change 'over' a date is measured against it: 'same-store NOI grew 5.2% over the second quarter of 2025'.
const changedOverBefore =
  /\b(?:grew|grown|rose|risen|increased|decreased|declined|fell|fallen|up|down)\b(?:[^.;]|\.\d){0,20}\bover\s+(?:the\s+)?(?:same\s+)?$/i;
const lawBefore = /\b(?:Act|Law|Code|Regulation|Directive|Rules?)(?: of)?,? $/i;

/** The date or period a header, sentence or caption names last ('As of December 31, 2024'). */
export function periodOf(text: string | null): string | null {
  if (!text) return null;
  // A date a figure is compared with is the comparison's ('up 11% from the third quarter of 2024').
  const dates = findDates(text).filter(
    (date) =>
      !comparedBefore.test(text.slice(Math.max(0, date.start - 24), date.start)) &&
      !changedOverBefore.test(text.slice(Math.max(0, date.start - 48), date.start)),
  );
  const dated = dates.filter((date) => date.kind === 'date');
  const withYear = dated.find((date) => date.year !== null);
  if (withYear) return withYear.text;
  // 'Three months ended' says how long, not when: the date after it does.
  const period = dates.find((date) => date.kind === 'period' && !/\bend(?:ed|ing)$/i.test(date.text));
  if (period) return period.text;
  // A header stacked over its columns ('DECEMBER 31,' over '2021'): the day and the year make one date.
  // A law's year ('the Investment Company Act of 1940') is its name, not a period.
  const year = dates.find(
    (date) => date.kind === 'year' && !lawBefore.test(text.slice(Math.max(0, date.start - 12), date.start)),
  );
  if (dated[0] && year) return `${dated[0].text.replace(/,$/, '')}, ${year.text}`;
  // A sentence that opens with its year says when ('During 2024 the System closed 11 commitments').
  if (year && yearOpening.test(text.slice(0, year.start))) return year.text;
  return dated[0]?.text ?? (year && /^\D*(?:19|20)\d{2}\D*$/.test(text) ? year.text : null);
}

/**
 * The period of a table's column: its own header's, and where that is a bare year under a caption or
 * stub that names the day without one ('December 31' over '2025 | 2024'), that day of the year.
 */
function columnPeriod(column: string | null, caption: string | null): string | null {
  const own = periodOf(column);
  if (own === null || !/^(?:19|20)\d{2}$/.test(own)) return own;
  const day = findDates(caption ?? '').findLast((date) => date.kind === 'date' && date.year === null);
  return day ? `${day.text.replace(/,$/, '')}, ${own}` : own;
}

/** A full date a row's label names ('Partners' capital, December 31, 2023'): the row's own as-of date. */
function dateOf(label: string): string | null {
  return findDates(label).find((date) => date.kind === 'date' && date.year !== null)?.text ?? null;
}

// A row that is a year of a yearly series ('2023', 'FY 2024', 'Fiscal year 2022', '2025 (nine months)').
const yearRow =
  /^\s*(?:(?:FY|fiscal(?: year)?|calendar(?: year)?|year)\s*)?((?:19|20)\d{2})(?:\s*\([^)]*\))?\s*$/i;

/**
 * The year or period a row's label is, when it is nothing else ('2024', 'Q1 2026', 'H2 2025'): the
 * period of the row's figures.
 */
function periodOfRow(label: string): string | null {
  const year = yearRow.exec(label)?.[1];
  if (year) return year;
  const [period, ...others] = findDates(label);
  return period?.kind === 'period' && others.length === 0 && period.text === label.trim()
    ? period.text
    : null;
}

type TableRow = TableBlock['rows'][number];

/** A row's period in a roll-forward, and whether it is an earlier period's. */
type RolledPeriod = { period: string; earlier: boolean };

// A statement of changes stacks a few years' movements, not more.
const maxRolledPeriods = 6;

/**
 * The periods of a roll-forward's rows: where one balance row recurs with its dates ('Partners' capital,
 * December 31, 2022' … 'Partners' capital, December 31, 2023'), each movement between two balances
 * belongs to the period the later one closes, and every row of a period before the last is an earlier
 * period's, as a comparative column is. Empty when no balance recurs with two dates.
 */
function rollForwardPeriods(rows: readonly TableRow[]): Map<number, RolledPeriod> {
  const balances = new Map<string, { index: number; date: string; year: number }[]>();
  rows.forEach((row, index) => {
    const date = findDates(row.label).find((found) => found.kind === 'date' && found.year !== null);
    if (!date) return;
    const name = row.label
      .replace(date.text, '')
      .replace(/[^a-z]+/gi, ' ')
      .trim()
      .toLowerCase();
    balances.set(name, [...(balances.get(name) ?? []), { index, date: date.text, year: date.year! }]);
  });
  // A balance closes one period after another, a year or more apart: a schedule's rows dated by their
  // purchases ('Term Note 6/10/2021', 'Term Note 7/16/2021') are no roll-forward.
  const recurring = [...balances.values()].find(
    (dated) =>
      dated.length >= 2 &&
      dated.length <= maxRolledPeriods &&
      dated.every((balance, order) => order === 0 || balance.year > dated[order - 1].year),
  );
  const periods = new Map<number, RolledPeriod>();
  if (!recurring) return periods;
  const last = recurring[recurring.length - 1];
  recurring.forEach((balance, order) => {
    periods.set(balance.index, { period: balance.date, earlier: balance.date !== last.date });
    const previous = recurring[order - 1];
    if (!previous) return;
    for (let index = previous.index + 1; index < balance.index; index += 1)
      periods.set(index, { period: balance.date, earlier: balance.date !== last.date });
  });
  return periods;
}

// The concepts whose value is a year ('Vintage | 2023'); a year anywhere else is a date.
const yearValued = new Set(
  conceptRegistry.flatMap((entry, index) => (entry.kinds.includes('year') ? [index] : [])),
);

// The concepts whose value may be a date ('Investment Period End Date | 9/30/27'); a date anywhere
// else says when a figure was true.
const dateValued = new Set(
  conceptRegistry.flatMap((entry, index) => (entry.kinds.includes('date') ? [index] : [])),
);

/** Whether any of the headings names one of the concepts. */
function namesOneOf(concepts: ReadonlySet<number>, headings: readonly string[]): boolean {
  return headings.some((heading) =>
    conceptPhrases(wordTokens(heading)).some((match) => concepts.has(match.concept)),
  );
}

/** A cell's year as a figure of its own, when its row or column names a concept valued in years. */
function yearValue(text: string, label: string, column: string | null): FigureToken | null {
  const year = /^\s*((?:19|20)\d{2})\s*$/.exec(text);
  if (!year || !namesOneOf(yearValued, [label, column ?? ''])) return null;
  return wholeToken('year', year[1], text.indexOf(year[1]), Number(year[1]));
}

/**
 * A date standing alone as a figure, when its label names a concept valued in dates, or it stands in a
 * column of dates ('Closing Date'). A row or line merely called a date ('Date prepared') says when the
 * document was made, not a figure of it.
 */
function labelledDate(
  text: string,
  headings: readonly string[],
  column: string | null = null,
): FigureToken | null {
  const dates = findDates(text);
  if (dates.length !== 1 || dates[0].kind !== 'date') return null;
  if (text.slice(0, dates[0].start).trim() !== '' || !/^\W*$/.test(text.slice(dates[0].end))) return null;
  return namesOneOf(dateValued, [...headings, column ?? '']) || datedColumn.test(column ?? '')
    ? dateFigure(dates[0])
    : null;
}

const datedColumn = /\b(?:dates?|deadlines?)\b/i;

// A sentence that only states a label's date: 'Due Date: March 17, 2026'.
const dateAfterLabel = /^\s*([^:]{2,60}):\s*/;

/** The date a sentence states as its label's value, read as a figure in the sentence's place. */
function sentenceDate(sentence: string): FigureToken | null {
  const label = dateAfterLabel.exec(sentence);
  if (!label) return null;
  const date = labelledDate(sentence.slice(label[0].length), [label[1]]);
  return date && { ...date, start: date.start + label[0].length, end: date.end + label[0].length };
}

/** A figure of a table's row: where the row stands and what it says, with the value's own reading. */
function rowFigure(
  block: TableBlock,
  row: TableRow,
  position: number,
  own: Pick<
    FigureReading,
    | 'token'
    | 'cell'
    | 'label'
    | 'column'
    | 'number'
    | 'high'
    | 'unit'
    | 'scale'
    | 'period'
    | 'columnIndex'
    | 'comparative'
  >,
): FigureReading {
  const quoteStart = Math.max(0, row.quote.indexOf(own.token.text));
  return {
    ...own,
    source: 'table',
    page: block.page,
    sheet: block.sheet,
    section: block.section,
    parent: row.parent,
    caption: block.caption,
    quote: row.quote,
    quoteStart,
    quoteEnd: quoteStart + own.token.text.length,
    position,
    previous: null,
  };
}

// A column of percents: 'Net IRR (%)', '% of net assets', 'Percentage of partners' capital'.
const percentHeading = /%|\bpercent(?:age)?s?\b/i;
// A column or row of basis points: 'Excess Return (bps)', 'Spread (bp)', 'Value added, basis points'.
const bpsHeading = /\bbps?\b|\bbasis points?\b/i;

// A row of an amount for each share or unit: 'Net investment income per share', 'NAV per unit'.
const perUnitRow = /\bper\s+(?:common\s+|weighted\s+average\s+)?(?:shares?|units?)\b/i;

// A column of what is still to come: '2027E', 'FY2026 Budget', 'Forecast 2026'.
const forecastColumn =
  /\b(?:19|20)\d{2}\s?[EFPB]\b|\b(?:budget|forecast|projected|projection|plan|target|estimated?)\b/i;

/** Where a period stands in time, by its last year and the month it ends, or null without a year. */
function periodAt(period: string): number | null {
  const year = findDates(period)[0]?.years.at(-1);
  return year === undefined ? null : year * 12 + (endMonth(period) ?? 12);
}

/**
 * The period a table reports on, which its other columns are comparatives of: the first column's, as
 * statements set the current period first, unless its columns run oldest first ('FY2022' … 'FY2026'),
 * where it is the latest column's that is not still to come. Null when the first column names no period.
 */
function reportedPeriod(columns: readonly string[]): string | null {
  const first = periodOf(columns[0] || null);
  const firstAt = first === null ? null : periodAt(first);
  if (firstAt === null) return first;
  let reported = { period: first!, at: firstAt };
  for (const column of columns) {
    const period = forecastColumn.test(column) ? null : periodOf(column || null);
    const at = period === null ? null : periodAt(period);
    if (period !== null && at !== null && at > reported.at) reported = { period, at };
  }
  return reported.period;
}

function tableFigures(block: TableBlock, position: number): FigureReading[] {
  const found: FigureReading[] = [];
  const reported = reportedPeriod(block.columns);
  const rolled = rollForwardPeriods(block.rows);
  block.rows.forEach((row, rowIndex) => {
    const inRollForward = rolled.get(rowIndex);
    // A row may state its own scale: 'Net assets at end of period (millions)'.
    const stated = statedScale(row.label);
    row.cells.forEach((cell, columnIndex) => {
      if (!cell) return;
      const column = block.columns[columnIndex] || null;
      const [first, ...further] = readNumbers(cell.text, 'cell').figures;
      const read =
        first ?? yearValue(cell.text, row.label, column) ?? labelledDate(cell.text, [row.label], column);
      if (!read) return;
      // A plain number in basis points is one its column or row says is ('Value Added (bps)  70').
      const token =
        read.kind === 'amount' && (bpsHeading.test(column ?? '') || bpsHeading.test(row.label))
          ? { ...read, kind: 'bps' as const, unit: 'bps' }
          : read;
      // Amounts take their row's or their table's scale unless they write their own ('$350M'); an
      // amount per share or unit is never in thousands ('in thousands, except per share data'), nor is
      // a number under a column of percents ('Net IRR (%)' beside 'Commitment ($M)'), which is one.
      const amount = token.kind === 'amount' || token.kind === 'money';
      const percentColumn = percentHeading.test(column ?? '');
      const tableScale = perUnitRow.test(row.label) || percentColumn ? null : block.scale;
      const scale = token.writtenScale ?? (amount ? (stated.scale ?? tableScale) : null);
      const number = token.writtenScale || !scale ? token.value : token.value * multipliers[scale];
      const unit =
        token.unit ??
        (token.kind === 'amount' && percentColumn ? '%' : null) ??
        (token.kind === 'amount' ? (stated.currency ?? block.currency) : null);
      found.push(
        rowFigure(block, row, position, {
          token,
          cell: cell.address,
          label: row.label,
          column,
          number,
          high: token.high,
          unit,
          scale,
          period:
            inRollForward?.period ??
            dateOf(row.name ?? row.label) ??
            periodOfRow(row.name ?? row.label) ??
            columnPeriod(column, block.caption) ??
            periodOf(block.caption),
          columnIndex,
          comparative:
            inRollForward?.earlier === true ||
            (reported !== null && ![null, reported].includes(periodOf(column))),
        }),
      );
      // A term in words states further figures, each named by its own words: the '8%' of 'Carried
      // interest: 20% over an 8% preferred return' is the preferred return.
      for (const token of further) {
        const label = proseLabel(cell.text, token);
        if (!label) continue;
        found.push(
          rowFigure(block, row, position, {
            token,
            cell: cell.address,
            label,
            column,
            number: token.value,
            high: token.high,
            unit: token.unit,
            scale: token.writtenScale,
            period: periodOf(column) ?? periodOf(block.caption),
            columnIndex,
            comparative: false,
          }),
        );
      }
    });
    const share = labelShare(block, row, position);
    if (share) found.push(share);
  });
  return found;
}

// A holding's share printed beside its name in a schedule: 'REVASUM, INC. (15.1%) Common Stock'.
const shareInLabel = /^(?<name>[^()]{2,80}?)\s*\((?<share>\d{1,3}(?:\.\d{1,2})?%)\)/;
const ofNetAssets = /%\)?\s*of\s+net\s+assets|percent(?:age)?\s+of\s+net\s+assets/i;

/**
 * The share of net assets a schedule of investments prints in a row's label, beside the holding's name,
 * as a figure of its own labelled with the name ('REVASUM, INC.' 15.1%).
 */
function labelShare(block: TableBlock, row: TableRow, position: number): FigureReading | null {
  const match = shareInLabel.exec(row.label);
  const where = [block.caption ?? '', ...block.columns, ...block.section].join(' ');
  if (!match?.groups || !ofNetAssets.test(where)) return null;
  const [token] = readNumbers(match.groups.share, 'cell').figures;
  if (!token) return null;
  return rowFigure(block, row, position, {
    token,
    cell: null,
    label: match.groups.name.trim(),
    column: '% of net assets',
    number: token.value,
    high: null,
    unit: '%',
    scale: null,
    period: periodOf(block.caption) ?? periodOf(block.columns[0] ?? null),
    columnIndex: null,
    comparative: false,
  });
}

/**
 * The words a prose figure is quoted with: its sentence, or where a sentence runs long (a definition of
 * a page, a data dump) its opening, which names what it is about ('“Preferred Return” means …'), and
 * the words around the figure, the cut marked '…'.
 */
function quoteAround(sentence: string, token: FigureToken): { quote: string; start: number; end: number } {
  if (sentence.length <= maxQuoteChars) return { quote: sentence, start: token.start, end: token.end };
  const reach = Math.floor((maxQuoteChars / 2 - (token.end - token.start)) / 2);
  let from = Math.max(0, token.start - reach);
  let to = Math.min(sentence.length, token.end + reach);
  const space = sentence.indexOf(' ', from);
  if (from > 0 && space !== -1 && space < token.start) from = space + 1;
  const lastSpace = sentence.lastIndexOf(' ', to);
  if (to < sentence.length && lastSpace > token.end) to = lastSpace;
  const window = sentence.slice(from, to);
  const headEnd = sentence.lastIndexOf(' ', Math.min(from, maxQuoteChars / 3));
  if (from === 0 || headEnd <= 0) return { quote: window, start: token.start - from, end: token.end - from };
  const head = `${sentence.slice(0, headEnd)} … `;
  return {
    quote: `${head}${window}`,
    start: head.length + token.start - from,
    end: head.length + token.end - from,
  };
}

// A term's name heading its paragraph ('Term' beside 'Seven years from the final closing …').
const maxTermWords = 5;

// A clause's number before its title ('5.1 Term', 'Section 7.1 Management Fee').
const clauseNumberOpening = new RegExp(String.raw`^${clauseNumber}\s+`);

/**
 * The name of the term a paragraph states, where it opens right under a short heading as in a summary
 * of terms, whose left column names each term, or an agreement's numbered clause: that heading, without
 * its colon or the clause's number.
 */
function termOf(block: TextBlock, before: Block | undefined): string | null {
  if (before?.kind !== 'heading' || before.page !== block.page) return null;
  const name = before.text.replace(clauseNumberOpening, '').replace(/\s*:\s*$/, '');
  return /\d/.test(name) || name.split(/\s+/).length > maxTermWords ? null : name;
}

// An earlier period's figure in brackets after the current one: '3,412,880 (2023: 3,201,455)'.
const comparativeOpening = /\(\s*([^()]{0,30}?\b(?:19|20)\d{2})\s*[:–—]\s*$/;
// How far before a figure its bracket's opening may stand: the pattern's longest match and some spaces.
const comparativeReach = 64;

/** Whether the period names a later year than the earlier one does. */
function laterThan(period: string | null, earlier: string): period is string {
  const year = (text: string) => Math.max(0, ...(text.match(/\b(?:19|20)\d{2}\b/g) ?? []).map(Number));
  return period !== null && year(period) > year(earlier);
}

/** The figure a bracketed earlier period's figure is the comparative of, with that period. */
function comparativeOf(
  before: string,
  current: FigureReading | undefined,
): { figure: FigureReading; period: string } | null {
  const opening = comparativeOpening.exec(before);
  return opening && current ? { figure: current, period: opening[1] } : null;
}

// A run-in term's name: a few capitalised words and a full stop or colon, no figure.
const runInTerm = new RegExp(
  String.raw`^((?:The\s+)?\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,${maxTermWords - 1}})[.:]$`,
  'u',
);

// What ties a date to the figure right before it: '$166 million as of June 30, 2016'.
const asOfAfter = /^[\s,]*(?:as (?:of|at)|at|on)\s+(?:the\s+)?$/i;

/** The date the words right after a figure say it was true on, over the sentence's first one. */
function dateRightAfter(sentence: string, end: number): { text: string; start: number; end: number } | null {
  const rest = sentence.slice(end, end + 48);
  const date = findDates(rest).find((found) => found.kind === 'date' && found.year !== null);
  return date && asOfAfter.test(rest.slice(0, date.start))
    ? { text: date.text, start: end + date.start, end: end + date.end }
    : null;
}

/**
 * The sentence's date for its figures that have none of their own: none that another figure has just
 * before it ('rose to $612.4 million at quarter end, up from $574.9 million at June 30, 2025').
 */
function sentencePeriod(
  sentence: string,
  own: readonly ({ start: number; end: number } | null)[],
): string | null {
  const unclaimed = own.reduce(
    (text, date) =>
      date ? text.slice(0, date.start) + ' '.repeat(date.end - date.start) + text.slice(date.end) : text,
    sentence,
  );
  return periodOf(unclaimed.length <= maxQuoteChars ? unclaimed : unclaimed.slice(0, maxQuoteChars));
}

function proseFigures(
  block: TextBlock,
  position: number,
  room: number,
  term: string | null,
): FigureReading[] {
  const found: FigureReading[] = [];
  const sentences = splitSegment(block.text);
  // A paragraph opening with its term's name run in ('Term. The Company expects to liquidate …'): the
  // name is the next sentence's term.
  const runIn = term === null && sentences.length > 1 ? runInTerm.exec(sentences[0])?.[1] : undefined;
  const termSentence = runIn ? 1 : 0;
  // The date the paragraph's sentences have stated so far ('at 31 December 2024').
  let stated: string | null = null;
  for (const [index, sentence] of sentences.entries()) {
    if (found.length >= room) break;
    const paragraphPeriod = stated;
    const date = sentenceDate(sentence);
    const figures = date ? [date] : readNumbers(sentence, 'prose').figures;
    const own = figures.map((token) => dateRightAfter(sentence, token.end));
    const period = sentencePeriod(sentence, own);
    stated =
      periodOf(sentence.length <= maxQuoteChars ? sentence : sentence.slice(0, maxQuoteChars)) ?? stated;
    if (figures.length === 0) continue;
    const fromSentence = found.length;
    for (const [tokenIndex, token] of figures.slice(0, room - found.length).entries()) {
      const { quote, start, end } = quoteAround(sentence, token);
      const local = { ...token, start, end };
      const figure: FigureReading = {
        token,
        source: 'prose',
        page: block.page,
        sheet: block.sheet,
        cell: null,
        section: block.section,
        // A figure alone under a label line ('Distributions:' over 'Quarterly') is that label's.
        label: proseLabel(quote, local) ?? block.section.at(-1)?.replace(/\s*:\s*$/, '') ?? '',
        column: null,
        // The term's name is its first sentence's row label.
        parent: index === termSentence ? (runIn ?? term) : null,
        caption: null,
        quote,
        quoteStart: start,
        quoteEnd: end,
        number: token.value,
        high: token.high,
        unit: token.unit,
        scale: token.writtenScale,
        period: own[tokenIndex]?.text ?? period,
        columnIndex: null,
        comparative: false,
        position,
        previous: index > 0 ? sentences[index - 1] : null,
      };
      // The bracketed earlier figure after one ('$125.25 (2023: $117.26)') is its comparative.
      const earlier = comparativeOf(
        sentence.slice(Math.max(0, token.start - comparativeReach), token.start),
        found.length > fromSentence ? found[found.length - 1] : undefined,
      );
      // Its current figure, dated nowhere in its sentence, is of the date the paragraph stated before,
      // when that is later: 'at 31 December 2024 … The net asset value per share was $125.25 (2023: …)'.
      if (earlier && earlier.figure.period === null && laterThan(paragraphPeriod, earlier.period))
        found[found.length - 1] = { ...earlier.figure, period: paragraphPeriod };
      found.push(
        earlier
          ? {
              ...figure,
              label: earlier.figure.label,
              parent: earlier.figure.parent,
              period: earlier.period,
              comparative: true,
            }
          : figure,
      );
    }
  }
  return found;
}

/** What a page's short lines have said so far of the amounts below them: their scale, currency and date. */
type PageContext = {
  page: number | null;
  scale: WrittenScale | null;
  currency: string | null;
  period: string | null;
};

// A line that only states a scale or a date is this short ('(in millions of U.S. dollars)', 'December 31, 2024').
const contextWords = 12;
// A statement's line is a label and its amount, not a sentence.
const statementLineWords = 8;

function contextAfter(context: PageContext, block: TextBlock): PageContext {
  const fresh =
    block.page !== context.page ? { page: block.page, scale: null, currency: null, period: null } : context;
  if (block.text.split(' ').length > contextWords) return fresh;
  const stated = statedScale(block.text);
  const dated =
    /\d/.test(block.text) && readNumbers(block.text, 'prose').figures.length === 0
      ? periodOf(block.text)
      : null;
  return {
    page: fresh.page,
    scale: stated.scale ?? fresh.scale,
    currency: stated.currency ?? fresh.currency,
    period: dated ?? fresh.period,
  };
}

/**
 * A statement's line read as prose ('Total assets 18,775'), as a PDF without a laid-out table gives it,
 * takes the scale, currency and date its page stated above it, as a table takes its caption's.
 */
function inContext(figure: FigureReading, context: PageContext): FigureReading {
  if (figure.quote.split(' ').length > statementLineWords) return figure;
  const amount = figure.token.kind === 'amount' || figure.token.kind === 'money';
  const scale = amount && !figure.token.writtenScale ? context.scale : figure.scale;
  return {
    ...figure,
    scale,
    number: scale && !figure.token.writtenScale ? figure.token.value * multipliers[scale] : figure.number,
    unit: figure.unit ?? (figure.token.kind === 'amount' ? context.currency : null),
    period: figure.period ?? context.period,
  };
}

const squeezeLower = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/**
 * Every figure of the document, in reading order: each table cell that holds a number, and each figure
 * the grammar finds in prose. A PDF's statement is read from its table; the same value printed in its
 * page's text beside the row's label is that row again, not a second figure.
 */
export function readFigures(model: DocumentModel): FigureReading[] {
  const count = Math.max(1, model.blocks.length - 1);
  const all: FigureReading[] = [];
  // A ledger is bounded: the blocks past the bound are not read at all.
  let context: PageContext = { page: null, scale: null, currency: null, period: null };
  for (const [index, block] of model.blocks.entries()) {
    const room = maxReadFigures - all.length;
    if (room <= 0) break;
    if (block.kind === 'table') {
      // A table whose caption states no scale takes the one its page states ('In thousands of USD' on a
      // line of its own between the table's headers and its rows).
      const onPage = context.page === block.page && block.page !== null;
      const scaled =
        block.scale === null && onPage && context.scale
          ? { ...block, scale: context.scale, currency: block.currency ?? context.currency }
          : block;
      all.push(...tableFigures(scaled, index / count).slice(0, room));
      continue;
    }
    context = contextAfter(context, block);
    if (block.kind === 'paragraph') {
      const term = termOf(block, model.blocks[index - 1]);
      all.push(...proseFigures(block, index / count, room, term).map((figure) => inContext(figure, context)));
    }
    // A short line of a label and its date stands as a heading ('Due Date: March 17, 2026').
    if (block.kind === 'heading' && sentenceDate(block.text))
      all.push(...proseFigures(block, index / count, room, null));
  }
  const tableKeys = new Map<string, string[]>();
  for (const figure of all) {
    if (figure.source !== 'table') continue;
    const key = `${figure.page}|${figure.token.text}`;
    tableKeys.set(key, [...(tableKeys.get(key) ?? []), squeezeLower(figure.label)]);
  }
  const kept = all.filter((figure) => {
    if (figure.source === 'table') return true;
    const labels = tableKeys.get(`${figure.page}|${figure.token.text}`);
    if (!labels) return true;
    const sentence = squeezeLower(figure.quote);
    return !labels.some((label) => sentence.includes(label));
  });
  return withinBound(kept);
}

/**
 * At most `maxFigures` of a document's figures, in reading order, shared among its sections so that no
 * one of them crowds out the rest: a section keeps all its figures up to an equal share, and what the
 * small ones leave goes to the large. A schedule of investments keeps its first rows, and the statements
 * printed after it keep theirs.
 */
function withinBound(figures: readonly FigureReading[]): FigureReading[] {
  if (figures.length <= maxFigures) return [...figures];
  const sectionOf = (figure: FigureReading) => figure.section.join('\u0000');
  const sizes = new Map<string, number>();
  for (const figure of figures) sizes.set(sectionOf(figure), (sizes.get(sectionOf(figure)) ?? 0) + 1);
  const ascending = [...sizes.values()].sort((a, b) => a - b);
  let left = maxFigures;
  let share = maxFigures;
  for (const [index, size] of ascending.entries()) {
    share = Math.floor(left / (ascending.length - index));
    if (size > share) break;
    left -= size;
  }
  const taken = new Map<string, number>();
  return figures.filter((figure) => {
    const section = sectionOf(figure);
    const count = taken.get(section) ?? 0;
    if (count >= share) return false;
    taken.set(section, count + 1);
    return true;
  });
}
