import type { FigureKind } from '@shared/concept-registry';
import { findDates, type DateToken } from './dates';
import { readFrequencies } from './frequencies';
import { figureMoved } from './movement-verbs';
import { numberWordsPattern, ordinalValue, ordinalWordsPattern, wordsValue } from './number-words';

export type WrittenScale = 'thousands' | 'millions' | 'billions' | 'trillions';

/**
 * A figure as the document writes it. `text` is exactly `source.slice(start, end)`; `value` is what it
 * stands for: an amount with its own written scale applied ('$2.3B' is 2.3e9), a percent as a percent
 * (20 for '20%'), a duration in its unit, negative in accounting brackets. A range keeps both ends.
 */
export type FigureToken = {
  kind: FigureKind;
  text: string;
  start: number;
  end: number;
  value: number;
  high: number | null;
  /**
   * ISO currency code, '%', 'x', 'bps', 'years', 'months', 'weeks', 'days' or 'per year' (a frequency);
   * null for plain amounts.
   */
  unit: string | null;
  writtenScale: WrittenScale | null;
  negative: boolean;
  /** A form's placeholder value, offered in square brackets ('[20]%', '[tenth]'). */
  bracketed: boolean;
  /** What the amount is per ('share', 'unit'), as 'per share' after it says. */
  per: string | null;
};

/** Where figures are read: a table's cell takes any number; prose needs a unit or a counted noun. */
export type ReadingContext = 'prose' | 'cell';

export type NumberReading = { figures: FigureToken[]; dates: DateToken[] };

const currencyPrefix = String.raw`(?:US\$|U\.S\.\$|C\$|CA\$|A\$|AU\$|S\$|HK\$|NZ\$|\$|€|£|¥|(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|SEK|NOK|DKK|SGD|HKD)\s?)`;
const numeral = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)`;
// A form's placeholders: '[2.5]', '[tenth]', '[ninety (90)]'.
const bracketed = String.raw`(?:\[\s*(?:\d+(?:\.\d+)?|[a-z]+(?:[- ][a-z]+)?(?:\s?\(\d{1,3}\))?)\s*\])+`;

const scaleWords: Record<string, WrittenScale> = {
  thousand: 'thousands',
  k: 'thousands',
  million: 'millions',
  mm: 'millions',
  mn: 'millions',
  m: 'millions',
  mil: 'millions',
  billion: 'billions',
  bn: 'billions',
  b: 'billions',
  trillion: 'trillions',
  tn: 'trillions',
  t: 'trillions',
};
const multipliers: Record<WrittenScale, number> = {
  thousands: 1e3,
  millions: 1e6,
  billions: 1e9,
  trillions: 1e12,
};
const currencyCodes: readonly [RegExp, string][] = [
  [/^(?:US\$|U\.S\.\$|USD)/, 'USD'],
  [/^(?:C\$|CA\$|CAD)/, 'CAD'],
  [/^(?:A\$|AU\$|AUD)/, 'AUD'],
  [/^(?:S\$|SGD)/, 'SGD'],
  [/^(?:HK\$|HKD)/, 'HKD'],
  [/^NZ\$/, 'NZD'],
  [/^(?:€|EUR)/, 'EUR'],
  [/^(?:£|GBP)/, 'GBP'],
  [/^(?:¥|JPY)/, 'JPY'],
  [/^CHF/, 'CHF'],
  [/^SEK/, 'SEK'],
  [/^NOK/, 'NOK'],
  [/^DKK/, 'DKK'],
  [/^\$/, 'USD'],
];
const currencyWords: readonly [RegExp, string][] = [
  [/^\s*(?:U\.?S\.? )?dollars?\b/i, 'USD'],
  [/^\s*euros?\b/i, 'EUR'],
  [/^\s*(?:pounds?(?: sterling)?|sterling)\b/i, 'GBP'],
  [/^\s*(?:USD|EUR|GBP|CHF|JPY|CAD|AUD)\b/, ''],
];

/** A numeral, a bracketed placeholder or a number in words, with what may stand around it. */
const core = new RegExp(
  String.raw`(?<currency>${currencyPrefix}\s?)?(?<open>\()?(?<sign>(?<![\w%).\/])[-−–](?=\d))?(?<number>${numeral}|${bracketed}|${numberWordsPattern}|${ordinalWordsPattern})`,
  'gi',
);

// After the number: its scale, then its unit. Single letters count as a scale only when attached ('$5M').
const scaleAfter =
  /^(?:\s?(?<word>thousand|million|billion|trillion|mil|mm|mn|bn|tn)\b|(?<letter>[KkMmBbTt])(?![\p{L}\d]))/u;
// 'the tenth anniversary', 'the fifth (5th) anniversary': the one unit an ordinal takes ('the first
// year' says which year, not how long).
const anniversary = {
  kind: 'duration',
  unit: 'years',
  pattern: /^\s(?:\(\d{1,2}(?:st|nd|rd|th)\)\s)?anniversary\b/i,
} as const;
// A currency's minor unit after an amount ('1,912.4p', '28 pence', '45 cents'): the amount in the major
// unit is a hundredth of the number.
const minorUnits = 0.01;
const unitAfter: readonly { kind: FigureKind; unit: string | null; pattern: RegExp; factor?: number }[] = [
  {
    kind: 'percent',
    unit: 'pp',
    pattern: /^\s?(?:percentage points?|pct\.? points?)\b|^pp(?![\p{L}\d])/iu,
  },
  { kind: 'percent', unit: '%', pattern: /^\s?(?:%|percent\b|per cent\b|pct\b)/i },
  { kind: 'bps', unit: 'bps', pattern: /^\s?(?:bps\b|bp\b|basis points?\b)/i },
  { kind: 'multiple', unit: 'x', pattern: /^\s?[x×](?![\p{L}\d])|^\s(?:times)\b(?! (?:a|per) )/iu },
  {
    kind: 'duration',
    unit: 'years',
    pattern: /^[\s-](?:\(\d{1,2}\)[\s-])?(?:full |calendar |fiscal )?years?\b/i,
  },
  { kind: 'duration', unit: 'months', pattern: /^[\s-](?:\(\d{1,2}\)[\s-])?(?:full |calendar )?months?\b/i },
  { kind: 'duration', unit: 'weeks', pattern: /^[\s-](?:\(\d{1,2}\)[\s-])?weeks?\b/i },
  { kind: 'duration', unit: 'days', pattern: /^[\s-](?:\(\d{1,3}\)[\s-])?(?:business |calendar )?days?\b/i },
  anniversary,
  { kind: 'money', unit: 'GBP', pattern: /^p(?![\p{L}\d]|\.\p{L})|^\s?[Pp]ence\b/u, factor: minorUnits },
  { kind: 'money', unit: 'USD', pattern: /^\s?(?:cents?\b|¢)/i, factor: minorUnits },
];
// A number in words is a figure only with a unit ('fifteen percent', 'ten years', the 'tenth anniversary').
const wordsOnly = /^[a-z][a-z\s-]*$/i;

// Words that make the number after them a reference, not a figure: 'Section 4.2', 'Item 7', 'Level 3'.
const referenceBefore =
  /(?:\b(?:sections?|articles?|items?|notes?|rules?|schedules?|exhibits?|appendix|annex|clauses?|paragraphs?|pages?|pp?\.|forms?|no\.|nos\.|numbers?|chapters?|parts?|regulation|tables?|figures?|charts?|levels?|tiers?|class|series|phase|step|version|v\.?|release|principles|act|code|suite|floor|room|box|unit|apt\.?|route|highway|ext\.?|tel\.?|fax|phone|cusip|isin|sedol|lei|ein|file|registration|footnote|fn\.?|§|¶)\s*|#\s?)$/i;
// A street address's number: '123 Main Street', '555 California St.'.
const streetAfter =
  /^\s+(?:[A-Z][\p{L}.'-]*\s+){1,3}(?:Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Drive|Dr\.?|Lane|Ln\.?|Way|Place|Pl\.?|Plaza|Square|Court|Ct\.?|Parkway|Pkwy\.?|Highway|Terrace|Circle)\b/u;
const usState =
  /\b(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s*$/;

// Letters that belong to the number: its scale or unit written without a space.
const attachedUnit =
  /^(?:[KkMmBbTt](?![\p{L}\d])|mm|mn|bn|tn|mil|bps|bp|pct|[x×](?![\p{L}\d])|pp?(?![\p{L}\d]|\.\p{L}))/u;
const rangeWithUnit =
  /^-\d[\d,.]*\s?(?:%|[x×](?![\p{L}])|percent|bps|[KkMmBb](?![\p{L}])|mm|bn|years?|months?)/u;

// A range's high end, with its currency and what follows it: '-20%', ' to $100M', ' to seven years'.
const rangeHigh = new RegExp(
  String.raw`^\s?(?:[-–—]|to|through)\s?(${currencyPrefix})?(?:${numeral}|${numberWordsPattern})(?:\s?(?:[KkMmBb]|mm|bn|million|billion)\b)?(.{0,14})`,
  'i',
);

const isDigitNumber = (text: string) => /^\d/.test(text) || text.startsWith('.');

type Match = {
  start: number;
  end: number;
  numberStart: number;
  numberEnd: number;
  currency: string | null;
  negative: boolean;
  bracketed: boolean;
  value: number;
  written: string;
};

function currencyCode(prefix: string | undefined): string | null {
  if (!prefix) return null;
  const trimmed = prefix.trim();
  return currencyCodes.find(([pattern]) => pattern.test(trimmed))?.[1] ?? null;
}

function numberValue(written: string): number | null {
  // A form's alternatives ('[2.5][2.0]') are worth their first.
  const clean = written.split('][')[0].replace(/[[\]\s]/g, '');
  const digits = /^\.?\d[\d,]*(?:\.\d+)?/.exec(clean);
  if (digits) return Number(digits[0].replace(/,/g, ''));
  const words = /^\[?\s*([a-z][a-z\s-]*?)\s*(?:\(\d{1,3}\))?\s*\]?$/i.exec(written.split('][')[0]);
  return words ? wordsValue(words[1]) : null;
}

/** Whether the characters around a numeral make it part of a code, a word or an enumerator. */
function glued(text: string, start: number, end: number, number: string): boolean {
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  if (!isDigitNumber(number)) return false;
  const rest = text.slice(end, end + 24);
  // 'Fund1', 'Q4', 'A3', '10-K', '2a-7': a numeral inside a word or a code; '5M', '2.3x', '20bps' are not.
  if (/[\p{L}_/]/u.test(before)) return true;
  if (/[\p{L}_]/u.test(after) && !attachedUnit.test(rest)) return true;
  // '814-00830', '27-3008946', '333-168195' are identifiers, '16-20%' a range; '4.2.1' is a section.
  if (/^-\d/.test(rest) && !rangeWithUnit.test(rest)) return true;
  // The number after a hyphen ends a code too: '2a-7', 'COVID-19', 'Series A-1'.
  if (
    /[\p{L}\d]-$/u.test(text.slice(start - 2, start)) &&
    !/^\d[\d,.]*\s?(?:%|x|×|percent|bps|years?|months?)/.test(text.slice(start, start + 12))
  )
    return true;
  if (/^\.\d/.test(text.slice(end, end + 2))) return true;
  // The tail of an outline number ('.2' of '14.3.2') is no figure either.
  if (/\d\.?$/.test(text.slice(start - 2, start)) && /^\.?\d/.test(number)) return true;
  // '10:00' is a time, '1:1' a ratio read elsewhere.
  if (after === ':' && /^:\d/.test(text.slice(end, end + 2))) return true;
  return false;
}

/** A phone number ('(212) 555-1234', '+1 212 555 1234', '1-800-555-0199') around a position. */
function inPhoneNumber(text: string, start: number, end: number): boolean {
  const window = text.slice(Math.max(0, start - 8), Math.min(text.length, end + 12));
  return /(?:\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/.test(window);
}

// An outline number, as a clause's is written: '7.2', '14.3.2'.
const outlineNumber = /^\d{1,2}(?:\.\d{1,2}){1,3}\.?$/;

// A clause's number with its title in brackets after it, in a list of clauses referred to: 'Sections 2.8
// (Parallel Vehicles) and 2.9 (Alternative Vehicles)'.
const clauseTitleAfter = /^\s?\(\p{Lu}[^()\d]{1,60}\)/u;
const clausesReferred = /\b(?:sections|articles|clauses|paragraphs)\b/i;

function isReference(
  text: string,
  start: number,
  number: string,
  currency: string | null,
  end: number,
): boolean {
  if (currency || !isDigitNumber(number)) return false;
  const before = text.slice(Math.max(0, start - 16), start);
  if (referenceBefore.test(before)) return true;
  if (
    outlineNumber.test(number) &&
    clauseTitleAfter.test(text.slice(end, end + 64)) &&
    clausesReferred.test(text.slice(Math.max(0, start - 80), start))
  )
    return true;
  // A postcode after a state ('CA 94105') or a house number before a street.
  if (/^\d{5}$/.test(number) && usState.test(before)) return true;
  return false;
}

/** 'per share', 'per unit', 'per annum' right after an amount. */
function perAfter(text: string, at: number): { per: string; end: number } | null {
  const match =
    /^\s?(?:per|\/)\s?(share|unit|interest|annum|year|month|quarter|day|location|site|store)\b/i.exec(
      text.slice(at, at + 24),
    );
  return match ? { per: match[1].toLowerCase(), end: at + match[0].length } : null;
}

// A noun a count is of: '117 commitments', '12 portfolio companies'; not 'of', 'and', a month or a unit.
const countNoun =
  /^\s+(?!(?:of|and|or|to|the|in|on|at|by|for|as|per|a|an|is|are|was|were|be|with|from|than)\b)[a-z][a-z-]{2,}/;

// Before a count in words, what makes 'one' a count: 'at least one member', 'no fewer than one'.
const countBound =
  /\b(?:at least|at most|no (?:fewer|more|less) than|not (?:fewer|more|less) than|a minimum of|a maximum of|up to)\s+$/i;
const cardinalWords = new RegExp(`^${numberWordsPattern}$`, 'i');
// Nouns after a number word that make it a fraction or a multiple, not a count: 'two thirds', 'three times'.
const notCounted = /^\s+(?:halves|thirds|quarters|fifths|times|percent|hundred|thousand|million|billion)\b/i;

/** A part of a counted whole after a count: 'Seven (of the nine) trustees', '12 (of 15) properties'. */
export const partOfCounted = new RegExp(
  String.raw`^\s+of\s+(?:the\s+|its\s+|our\s+|their\s+)?(?:\d{1,4}|${numberWordsPattern})(?=\s+[a-z][a-z-]{2,})`,
  'i',
);

// A group a count sizes, before it: 'a staff of 34', 'a total of 38', 'a team of 12'.
const groupOf = /\b(?:an?|the|its|our|their)\s+(?:total|staff|team|headcount|workforce)\s+of\s+$/i;

// A rank's superlative after a number, or 'top' before it: 'the ten largest borrowers', 'the top 10
// holdings' pick the things a figure is of; they count nothing an investor looks for.
const superlative = /^\s+(?:(?:[a-z]{2,}est|best|worst|most|least|leading)\b|[a-z]+-(?:best|most|largest))/i;
const rankBefore = /\btop\s+$/i;

/** Whether a count's noun, or a counted whole it is part of, follows it, and the count is no rank. */
function countFollows(after: string): boolean {
  const part = partOfCounted.exec(after);
  return !superlative.test(after) && countNoun.test(part ? after.slice(part[0].length) : after);
}

/**
 * A number in words before the noun it counts, as rules write counts: 'at least three members', 'two
 * directors', 'seven of the nine trustees'. 'one' counts only after a bound ('at least one member');
 * alone it is an article's word.
 */
function countInWords(text: string, match: Match, end: number): boolean {
  if (!cardinalWords.test(match.written) || /half|quarter/i.test(match.written)) return false;
  const after = text.slice(end, end + 60);
  if (!countFollows(after) || notCounted.test(after)) return false;
  if (rankBefore.test(text.slice(Math.max(0, match.start - 8), match.start))) return false;
  return match.value >= 2 || countBound.test(text.slice(Math.max(0, match.start - 24), match.start));
}

/**
 * A section's number where its line begins, before the section's capitalised heading or first word:
 * '3.2 General Partner Commitment.', '7.1 Management Fee.', however far a layout sets the heading from
 * it ('7.2       Limitation on Indebtedness.'). A figure in prose is never written so.
 */
function headsSection(text: string, match: Match): boolean {
  if (!outlineNumber.test(match.written)) return false;
  const lineStart = /(?:^|\n)[\s•·]*$/.test(text.slice(Math.max(0, match.start - 6), match.start));
  return lineStart && /^\.?\s+["“(]?\p{Lu}/u.test(text.slice(match.end, match.end + 24));
}

function kindWithoutUnit(
  text: string,
  match: Match,
  end: number,
  context: ReadingContext,
  scaled: boolean,
): FigureKind | null {
  if (match.currency) return 'money';
  const after = text.slice(end, end + 40);
  const currencyWord = currencyWords.find(([pattern]) => pattern.test(after));
  if (currencyWord) return 'money';
  if (scaled)
    return countNoun.test(after) && /^\s+(?:shares|units|people|users|members)/i.test(after)
      ? 'count'
      : 'amount';
  if (match.bracketed || !isDigitNumber(match.written)) return null;
  if (context === 'cell') return 'amount';
  if (headsSection(text, match)) return null;
  // In prose a bare number needs a decimal or thousands ('a TVPI of 1.52', '2,489 commitments') or
  // the thing it counts ('12 portfolio companies', '12 of the 15 properties'); bare small numbers are
  // list items and references.
  if (countFollows(text.slice(end, end + 60)))
    return rankBefore.test(text.slice(Math.max(0, match.start - 8), match.start)) ? null : 'count';
  if (groupOf.test(text.slice(Math.max(0, match.start - 32), match.start))) return 'count';
  if (/[.,]/.test(match.written)) return 'amount';
  return null;
}

/**
 * Every figure of a text, with the dates and periods that are not figures: money with its currency
 * and scale, percents, multiples, basis points, durations, counts of things, ranges ('16–20%', '$20M to
 * $100M'), numbers in words ('fifteen percent') and a form's bracketed values ('[2.5][2.0]%'). Dates,
 * years, section and note numbers, page references, phone numbers, postcodes, street numbers,
 * identifiers and footnote marks are rejected here, by the grammar, so nothing downstream patches them.
 * In a table cell any numeral is a figure (the table says what it counts); in prose a bare number
 * needs a unit, a decimal, a thousands separator or the noun it counts.
 */
export function readNumbers(text: string, context: ReadingContext = 'prose'): NumberReading {
  const dates = findDates(text);
  const taken = new Uint8Array(text.length);
  for (const date of dates) taken.fill(1, date.start, date.end);
  const figures: FigureToken[] = repeatedPeriods(text, taken);
  for (const often of readFrequencies(text, context)) {
    if (taken.subarray(often.start, often.end).some((flag) => flag === 1)) continue;
    taken.fill(1, often.start, often.end);
    figures.push(often);
  }
  core.lastIndex = 0;
  for (const found of text.matchAll(core)) {
    const groups = found.groups ?? {};
    const written = groups.number;
    const numberStart = found.index + found[0].length - written.length;
    const numberEnd = numberStart + written.length;
    if (taken[numberStart] === 1) continue;
    const value = numberValue(written);
    if (value === null) continue;
    const currency = currencyCode(groups.currency);
    const match: Match = {
      start: found.index + (groups.open && !currency ? 1 : 0),
      end: numberEnd,
      numberStart,
      numberEnd,
      currency,
      negative: Boolean(groups.sign),
      bracketed: written.startsWith('['),
      value,
      written,
    };
    if (glued(text, numberStart, numberEnd, written)) continue;
    if (isReference(text, numberStart, written, currency, numberEnd)) continue;
    const token = finish(text, match, groups.open !== undefined, context);
    if (!token) continue;
    if (taken.subarray(token.start, token.end).some((flag) => flag === 1)) continue;
    if (isDigitNumber(written) && !currency && inPhoneNumber(text, token.start, token.end)) continue;
    if (!currency && streetAfter.test(text.slice(token.end, token.end + 40)) && /^\d+$/.test(written))
      continue;
    taken.fill(1, token.start, token.end);
    figures.push(token);
  }
  return { figures: joinRanges(text, figures).sort((a, b) => a.start - b.start), dates };
}

function finish(text: string, match: Match, opened: boolean, context: ReadingContext): FigureToken | null {
  let end = match.end;
  const scale = scaleAfter.exec(text.slice(end, end + 12));
  // '2.3B' without a currency is a scale only after a decimal or three digits ('Section 23B' is not).
  const letterScale = scale?.groups?.letter;
  const scaleOk =
    scale !== null &&
    (!letterScale || match.currency !== null || /\.\d|\d{3}/.test(match.written)) &&
    !(letterScale && /^[Mm]$/.test(letterScale) && /^m\s/.test(text.slice(end, end + 2)) && !match.currency);
  let writtenScale: WrittenScale | null = null;
  if (scale && scaleOk) {
    writtenScale = scaleWords[(scale.groups?.word ?? letterScale ?? '').toLowerCase()] ?? null;
    end += scale[0].length;
  }
  let kind: FigureKind | null = null;
  let unit: string | null = match.currency;
  // '8%' or 'eight percent (8%)': the words and their numerals are one figure. A bracketed negative may
  // put its unit after the bracket: '(7.22)%'.
  const closesFirst = opened && text[end] === ')' && /^\)\s?%/.test(text.slice(end, end + 3));
  let closed = false;
  let factor = 1;
  for (const candidate of unitAfter) {
    const found = candidate.pattern.exec(text.slice(end + (closesFirst ? 1 : 0), end + 40));
    if (!found || writtenScale) continue;
    if (ordinalValue(match.written) !== null && candidate !== anniversary) return null;
    kind = candidate.kind;
    unit = candidate.unit;
    factor = candidate.factor ?? 1;
    end += found[0].length + (closesFirst ? 1 : 0);
    closed = closesFirst;
    break;
  }
  // The low end of a range takes the unit its high end writes: '16-20%', '4.3–6.5x', 'five to seven years'.
  if (!kind && !writtenScale) {
    const range = rangeHigh.exec(text.slice(end, end + 40));
    const unitOfRange = range && unitAfter.find((candidate) => candidate.pattern.test(range[2]));
    if (unitOfRange) {
      kind = unitOfRange.kind;
      unit = unitOfRange.unit;
    } else if (range?.[1]) {
      kind = 'money';
      unit = currencyCode(range[1]);
    }
  }
  if (!kind && wordsOnly.test(match.written) && !match.bracketed) {
    if (!countInWords(text, match, end)) return null;
    kind = 'count';
  }
  if (!kind && match.bracketed && !/^\[\s*\d/.test(match.written)) return null;
  if (!kind) kind = kindWithoutUnit(text, match, end, context, writtenScale !== null);
  if (!kind) return null;
  if (kind === 'money' && !unit) {
    const after = text.slice(end, end + 30);
    const word = currencyWords.find(([pattern]) => pattern.test(after));
    if (word) {
      const length = word[0].exec(after)?.[0].length ?? 0;
      unit = word[1] || after.trim().slice(0, 3);
      end += length;
    }
  }
  // A year standing alone is a date, not a figure (a vintage reads it from its label).
  if (kind === 'amount' && /^(?:19|20)\d{2}$/.test(match.written) && context === 'prose') return null;
  const per = kind === 'money' || kind === 'amount' ? perAfter(text, end) : null;
  if (per) end = per.end;
  // Words then numerals in brackets: 'fifteen percent (15%)', 'ten (10) years' read as one figure.
  const restated = /^\s?\((?:[$€£]?\d[\d,.]*\s?(?:%|percent)?)\)/.exec(text.slice(end, end + 16));
  if (restated && !isDigitNumber(match.written)) end += restated[0].length;
  let start = match.start;
  let negative = match.negative;
  if (closed || (opened && text[end] === ')')) {
    negative = true;
    if (!closed) end += 1;
    start = match.currency ? match.start : match.start - 1;
  } else if (opened && match.currency) {
    start = match.start;
  }
  // A currency sign after the bracket: '$(1,234)'.
  if (!match.currency && /[$€£]\s?\($/.test(text.slice(Math.max(0, start - 3), start))) {
    negative = text[end - 1] === ')' || negative;
  }
  // A sign in words: 'returning negative 1.8%', 'minus 0.5%'.
  const signWord = negative
    ? null
    : /\b(?:negative|minus)\s$/i.exec(text.slice(Math.max(0, start - 9), start));
  if (signWord) {
    negative = true;
    start -= signWord[0].length;
  }
  // A tolerance either side of a target: '+/- 7%', '±5%'; the sign says both ways, not negative.
  const tolerance = negative ? null : /(?:\+\/[-−]|±)\s?$/.exec(text.slice(Math.max(0, start - 4), start));
  if (tolerance) start -= tolerance[0].length;
  const scaled = (writtenScale ? match.value * multipliers[writtenScale] : match.value) * factor;
  return {
    kind,
    text: text.slice(start, end),
    start,
    end,
    value: negative ? -scaled : scaled,
    high: null,
    unit: kind === 'amount' || kind === 'count' ? null : unit,
    writtenScale,
    negative,
    bracketed: match.bracketed,
    per: per?.per ?? null,
  };
}

const countWord = String.raw`(?:\[\s*|\b)(?:one|two|three|four|five|\d)(?:\s*\])?`;
const periodLength = String.raw`(?:one|two|three|six|twelve|\d{1,2})`;
// 'two additional one-year periods', 'two successive periods of one year': a count of periods of a length.
const repeatedPeriod = new RegExp(
  String.raw`${countWord}\s+(?:(?:additional|successive|consecutive|further|subsequent)\s+){0,2}(?:(?<lengthBefore>${periodLength})[- ](?<unitBefore>year|month)\s+periods?|periods?\s+of\s+(?<lengthAfter>${periodLength})\s+(?<unitAfter>years?|months?))\b`,
  'gi',
);

/** Extensions written as a count of periods, read before single numbers so the phrase stays one figure. */
function repeatedPeriods(text: string, taken: Uint8Array): FigureToken[] {
  const found: FigureToken[] = [];
  for (const match of text.matchAll(repeatedPeriod)) {
    const groups = match.groups ?? {};
    const count = numberValue(/\d|one|two|three|four|five/i.exec(match[0])?.[0] ?? '') ?? 1;
    const length = numberValue(groups.lengthBefore ?? groups.lengthAfter ?? '') ?? 1;
    const months = /^month/i.test(groups.unitBefore ?? groups.unitAfter ?? '');
    const start = match.index;
    const end = start + match[0].length;
    taken.fill(1, start, end);
    found.push({
      kind: 'duration',
      text: match[0],
      start,
      end,
      value: count * length,
      high: null,
      unit: months ? 'months' : 'years',
      writtenScale: null,
      negative: false,
      bracketed: match[0].startsWith('['),
      per: null,
    });
  }
  return found;
}

const rangeJoin = /^(?:\s?[-–—]\s?|\s(?:to|through)\s)$/;
// A value moved from one figure to another is at two values, not in a range: 'raising the target from
// 8% to 10%', 'the fee steps down from 2.0% to 1.5%'.
const movedFromTo = new RegExp(String.raw`${figureMoved}[^.;]{0,60}\bfrom\s$`, 'i');

/** '16–20%', '$20M to $100M', 'between 4.3x and 6.5x': two figures of one kind read as one range. */
function joinRanges(text: string, figures: readonly FigureToken[]): FigureToken[] {
  const joined: FigureToken[] = [];
  for (let index = 0; index < figures.length; index += 1) {
    const low = figures[index];
    const high = figures[index + 1];
    const between = high ? text.slice(low.end, high.start) : '';
    const lowBare = high && low.kind !== high.kind && /^(?:\d[\d,.]*|\$?\d[\d,.]*)$/.test(low.text);
    const opensWithBetween = /between\s$/i.exec(text.slice(Math.max(0, low.start - 8), low.start));
    const joins =
      (rangeJoin.test(between) &&
        !(between === ' to ' && movedFromTo.test(text.slice(Math.max(0, low.start - 80), low.start)))) ||
      (opensWithBetween !== null && between === ' and ');
    if (high && joins && (low.kind === high.kind || lowBare) && !low.negative) {
      const start = opensWithBetween ? low.start - opensWithBetween[0].length : low.start;
      const scale = high.writtenScale && !low.writtenScale ? multipliers[high.writtenScale] : 1;
      joined.push({
        ...high,
        text: text.slice(start, high.end),
        start,
        value: low.value * scale,
        high: high.value,
        unit: high.unit ?? low.unit,
      });
      index += 1;
      continue;
    }
    joined.push(countRange(text, low));
  }
  return joined;
}

// A count's low end, which no noun follows to make it a figure of its own: 'between eight and twelve',
// '12 to 15', '15-20'; but not a change 'from 10 to 14'.
const countLowBefore = new RegExp(
  String.raw`(?:\bbetween\s+(${numeral}|${numberWordsPattern})\s+and\s|(?<!\bfrom\s)(?<![\d,.])\b(${numeral}|${numberWordsPattern})(?:\s(?:to|through)\s|[-–—]))$`,
  'i',
);

/** A count with the low end before it: 'between eight and twelve partnerships' or '12 to 15 properties'. */
function countRange(text: string, figure: FigureToken): FigureToken {
  if (figure.kind !== 'count' || figure.high !== null) return figure;
  const low = countLowBefore.exec(text.slice(Math.max(0, figure.start - 40), figure.start));
  const value = low ? numberValue(low[1] ?? low[2]) : null;
  if (!low || value === null || value >= figure.value) return figure;
  const start = figure.start - low[0].length;
  return { ...figure, text: text.slice(start, figure.end), start, value, high: figure.value };
}
