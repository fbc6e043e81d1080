import { findDates } from '../document-reading/numbers/dates';
import { wordsValue } from '../document-reading/numbers/number-words';

/**
 * The span a flow or a return runs over, as questions, column headings and labels write it: since
 * inception (to date), year to date, the quarter ('Q1 2026'), a number of months ('the nine months
 * ended') or of years ('10-Year', 'five-year', '3 Yr', '1Y', 'trailing twelve months'), the year ended,
 * or a report's own period. Two texts name the same span when their keys are equal: 'years:10' for 'Ten
 * Years' and '10-Yr'.
 */
const count = String.raw`(\d{1,2}|[a-z]+(?:-[a-z]+)?)`;
const yearsSpan = new RegExp(String.raw`\b${count}[\s-]*(?:years?|yrs?\.?|y)\b(?![\s-]*to[\s-]date)`, 'gi');
const monthsSpan = new RegExp(String.raw`\b${count}[\s-]*(?:months?|mos?\.?)\b`, 'gi');

const named: readonly [string, RegExp][] = [
  [
    'inception',
    /\b(?:since|from)[\s-]+(?:(?:its|their|the|[\w-]+['’]s?)\s+){0,2}inception\b|\binception[- ]to[- ]date\b|\bitd\b|\bcumulative\b|(?<!\b(?:year|quarter|month)[- ])\bto[- ]date\b/i,
  ],
  ['year-to-date', /\byear[- ]to[- ]date\b|\bytd\b/i],
  [
    'quarter',
    /\bquarter[- ]to[- ]date\b|\bqtd\b|\b(?:the|this|last|second|third|fourth|first) quarter\b|\bQ[1-4](?:\s*(?:fiscal\s+)?(?:19|20)?\d{2})?\b|\b[1-4]Q\s?(?:19|20)?\d{2}\b/i,
  ],
];

// A report's own period ('Current period', 'Reporting period'): the quarter of a quarterly report, the
// year of an annual one; any span of a quarter, some months or a year may be it.
const reportingPeriod = /\b(?:current|reporting|this)\s+period\b/i;
const reportingSpans = /^(?:quarter|months:\d+|years:1)$/;

/** Whether a figure's span is the one asked: the same, or the report's own period for a quarter or a year. */
export const sameSpan = (asked: string, stated: string) =>
  asked === stated || (stated === 'period' && reportingSpans.test(asked));

// 'For the year ended December 31', 'the fiscal year ending June 30': one year, read only where no
// count or named span says otherwise ('10-Year' under 'Fiscal Year Ended June 30').
const yearEnded = /\byear[\s-]+end(?:ed|ing)\b/i;

// A figure's own words for the one year it ran over: 'for calendar year 2024', 'over the trailing
// year'. A question's 'in fiscal year 2024' says when, not over how long.
const oneYear = /\b(?:calendar|fiscal|trailing|past)\s+year\b(?![\s-]*to[\s-]date)/i;

const countOf = (written: string) => (/^\d+$/.test(written) ? Number(written) : wordsValue(written));

type SpanMention = { key: string; at: number };

/** Every span of a count of years or months in the text, as keys, with where each stands. */
function countedMentions(text: string): SpanMention[] {
  const spans: SpanMention[] = [];
  for (const [pattern, unit] of [
    [yearsSpan, 'years'],
    [monthsSpan, 'months'],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const value = countOf(match[1].toLowerCase());
      if (value === null || value === 0) continue;
      const key =
        unit === 'months' && value === 3
          ? 'quarter'
          : unit === 'months' && value === 12
            ? 'years:1'
            : `${unit}:${value}`;
      spans.push({ key, at: match.index });
    }
  }
  return spans.sort((a, b) => a.at - b.at);
}

/** Every span of a count of years or months in the text, as keys, in the order they stand. */
const countedSpans = (text: string) => countedMentions(text).map((mention) => mention.key);

// The year a sentence's figure ran over, said in passing: 'returned 11.6% for the year'.
const forTheYear = /\b(?:for|over|during) the (?:fiscal |calendar )?year\b(?![\s-]*to[\s-]date)/gi;

/** Every span a sentence names, with where it stands: a figure's own is the one nearest it. */
function spanMentions(sentence: string): SpanMention[] {
  const found = (pattern: RegExp, key: string) =>
    [...sentence.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map((match) => ({
      key,
      at: match.index,
    }));
  return [
    ...named.flatMap(([key, pattern]) => found(pattern, key)),
    ...countedMentions(sentence),
    ...found(yearEnded, 'years:1'),
    ...found(oneYear, 'years:1'),
    ...found(forTheYear, 'years:1'),
  ];
}

/** The span the text names, or null when it names none. */
export function spanOf(text: string): string | null {
  return (
    named.find(([, pattern]) => pattern.test(text))?.[0] ??
    countedSpans(text)[0] ??
    (yearEnded.test(text) ? 'years:1' : null) ??
    (reportingPeriod.test(text) ? 'period' : null)
  );
}

// A flow asked of in the perfect ('How much capital have LPs paid in?', 'How much has the fund
// distributed to investors?'): what has flowed to date.
const flowToDate =
  /\bhow much\b.*\b(?:have|has)\s+(?:\w+\s+){0,4}?(?:paid|called|contributed|funded|distributed|returned|drawn|invested|deployed)\b/i;

// A return asked of a year ('What did the program return in fiscal year 2024-25?', 'for the year',
// 'What did it earn over the last year?') ran over that year; an IRR or a multiple runs since inception
// whatever year it is asked of.
const returnAsked = /\b(?:return(?:ed|s)?|perform(?:ed|ance)?|earn(?:ed|s)?)\b/i;
const sinceInceptionMeasure = /\b(?:irr|internal rate|multiples?|tvpi|dpi|rvpi|moic)\b/i;
const ofAYear =
  /\b(?:in|for|during|over)\s+(?:the\s+)?(?:fiscal|calendar)\s+year\b|\bfor\s+the\s+year\b|\b(?:last|past)\s+(?:fiscal\s+)?year\b/i;

/**
 * The span a question asks a figure over: the one it names, one year for a return asked of a year, or
 * since inception for a flow it asks of in the perfect without saying when ('How much have LPs paid in?'
 * is not the quarter's call).
 */
export function askedSpan(question: string): string | null {
  const named = spanOf(question);
  if (named !== null) return named;
  if (returnAsked.test(question) && ofAYear.test(question) && !sinceInceptionMeasure.test(question))
    return 'years:1';
  if (!flowToDate.test(question) || findDates(question).length > 0) return null;
  return 'inception';
}

/**
 * The span a figure runs over: the one its column, period or label names (a calendar or fiscal year
 * too), else for a figure read from prose the one its sentence names ('Since its inception in 2004, the
 * program has earned a net IRR of 10.8%'), or of several the one nearest it ('returned 11.6% for the
 * year and … over ten years, at 14.2% annualised').
 */
export function statedSpan(hit: {
  label: string;
  value: string;
  column_header: string | null;
  period: string | null;
  quote: string;
}): string | null {
  const headed = `${hit.column_header ?? ''} ${hit.period ?? ''} ${hit.label}`;
  const labelled = spanOf(headed) ?? (oneYear.test(headed) ? 'years:1' : null);
  if (labelled !== null || hit.column_header !== null) return labelled;
  const mentions = spanMentions(hit.quote);
  const keys = new Set(mentions.map((mention) => mention.key));
  if (keys.size <= 1) return [...keys][0] ?? null;
  const at = hit.quote.indexOf(hit.value);
  if (at < 0) return null;
  const distance = (mention: SpanMention) =>
    mention.at < at ? at - mention.at : mention.at - (at + hit.value.length);
  return mentions.reduce((nearest, mention) => (distance(mention) < distance(nearest) ? mention : nearest))
    .key;
}

/** Every span a sentence names ('1-Year 3-Year 5-Year 10-Year' names four). */
export function spansIn(sentence: string): Set<string> {
  return new Set([
    ...named.filter(([, pattern]) => pattern.test(sentence)).map(([key]) => key),
    ...countedSpans(sentence),
    ...(yearEnded.test(sentence) || oneYear.test(sentence) ? ['years:1'] : []),
  ]);
}
