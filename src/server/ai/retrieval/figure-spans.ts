import { wordsValue } from '../document-reading/numbers/number-words';

/**
 * The span a flow or a return runs over, as questions, column headings and labels write it: since
 * inception, year to date, the quarter, a number of months ('the nine months ended') or of years
 * ('10-Year', 'five-year', '3 Yr', '1Y', 'trailing twelve months'). Two texts name the same span when
 * their keys are equal: 'years:10' for 'Ten Years' and '10-Yr'.
 */
const count = String.raw`(\d{1,2}|[a-z]+(?:-[a-z]+)?)`;
const yearsSpan = new RegExp(String.raw`\b${count}[\s-]*(?:years?|yrs?\.?|y)\b(?![\s-]*to[\s-]date)`, 'gi');
const monthsSpan = new RegExp(String.raw`\b${count}[\s-]*(?:months?|mos?\.?)\b`, 'gi');

const named: readonly [string, RegExp][] = [
  ['inception', /\b(?:since|from) inception\b|\binception[- ]to[- ]date\b|\bitd\b|\bcumulative\b/i],
  ['year-to-date', /\byear[- ]to[- ]date\b|\bytd\b/i],
  ['quarter', /\bquarter[- ]to[- ]date\b|\bqtd\b|\b(?:the|this|last|second|third|fourth|first) quarter\b/i],
];

const countOf = (written: string) => (/^\d+$/.test(written) ? Number(written) : wordsValue(written));

/** The first span of a count of years or months in the text, as its key. */
function countedSpan(text: string): string | null {
  for (const [pattern, unit] of [
    [yearsSpan, 'years'],
    [monthsSpan, 'months'],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const value = countOf(match[1].toLowerCase());
      if (value === null || value === 0) continue;
      if (unit === 'months' && value === 3) return 'quarter';
      if (unit === 'months' && value === 12) return 'years:1';
      return `${unit}:${value}`;
    }
  }
  return null;
}

/** The span the text names, or null when it names none. */
export function spanOf(text: string): string | null {
  return named.find(([, pattern]) => pattern.test(text))?.[0] ?? countedSpan(text);
}
