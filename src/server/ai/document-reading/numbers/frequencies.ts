import type { FigureToken, ReadingContext } from './number-grammar';
import { wordsValue } from './number-words';
import { wholeToken } from './whole-token';

// How many times a year each way of saying how often stands for.
const adverbs: Record<string, number> = {
  annually: 1,
  yearly: 1,
  'semi-annually': 2,
  semiannually: 2,
  biannually: 2,
  'half-yearly': 2,
  quarterly: 4,
  monthly: 12,
  'bi-weekly': 26,
  biweekly: 26,
  weekly: 52,
  daily: 365,
};
const perYear: Record<string, number> = { year: 1, quarter: 4, month: 12, week: 52, day: 365 };
const times: Record<string, number> = { once: 1, twice: 2 };

const adverb = Object.keys(adverbs)
  .sort((a, b) => b.length - a.length)
  .join('|');
const period = String.raw`(?:calendar |fiscal )?(?:year|quarter|month|week|(?:business )?day)`;
const count = String.raw`(?:two|three|four|five|six|seven|ten|\d{1,2})`;
const frequency = new RegExp(
  String.raw`\b(?:(?<adverb>${adverb})|(?:each|every) (?<each>${period})|every (?<count>${count}) (?<many>years|months)|(?<times>once|twice) (?:a|per|an?) (?<per>year|quarter|month|week|day))\b`,
  'gi',
);

// After an adverb, what keeps it an adverb ('meet quarterly to', 'paid quarterly in advance', 'annually,')
// rather than an adjective before its noun ('the quarterly report'), which says what a thing is, not how often.
const adverbEnds =
  /^(?:\s*(?:[,.;:)]|$)|\s+(?:to|in|and|or|by|at|on|for|with|after|before|until|unless|as|if|during|thereafter|basis|intervals?|installments?|instalments?|thereof|from|through|within|beginning|commencing|each|per|where|when|which|that|but|so|than)\b)/i;

const periodEnd = /^[\s-]*end\b/i;

function timesAYear(groups: Record<string, string | undefined>): number | null {
  if (groups.adverb) return adverbs[groups.adverb.toLowerCase()] ?? null;
  if (groups.each) return perYear[groups.each.toLowerCase().split(' ').at(-1)!] ?? null;
  if (groups.count && groups.many) {
    const many = /^\d/.test(groups.count) ? Number(groups.count) : wordsValue(groups.count);
    if (!many) return null;
    return groups.many.toLowerCase() === 'years' ? 1 / many : 12 / many;
  }
  if (groups.times && groups.per)
    return times[groups.times.toLowerCase()] * perYear[groups.per.toLowerCase()];
  return null;
}

/**
 * How often something happens, as a figure of its own: 'quarterly', 'at least annually', 'each quarter',
 * 'every three years', 'twice a year'; its value is the times a year, its unit 'per year'. An adverb
 * before a noun ('the quarterly report') names a kind of thing and is not read, but for a table's cell,
 * where the word stands alone ('Distributions | Quarterly').
 */
export function readFrequencies(text: string, context: ReadingContext): FigureToken[] {
  const found: FigureToken[] = [];
  for (const match of text.matchAll(frequency)) {
    const groups = match.groups ?? {};
    const start = match.index;
    const end = start + match[0].length;
    if (groups.adverb && context === 'prose' && !adverbEnds.test(text.slice(end, end + 16))) continue;
    // 'Within 45 days after each quarter end' names a day, not how often.
    if (groups.each && periodEnd.test(text.slice(end, end + 8))) continue;
    const value = timesAYear(groups);
    if (value === null) continue;
    found.push(wholeToken('frequency', match[0], start, value, 'per year'));
  }
  return found;
}
