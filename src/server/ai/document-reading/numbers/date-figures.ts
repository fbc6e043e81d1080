import type { DateToken } from './dates';
import type { FigureToken } from './number-grammar';
import { wholeToken } from './whole-token';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A date read as a figure of its own ('Due Date: March 17, 2026'): its value is the day it names, as
 * days since 1970 (so dates compare and sort), or its year's first day where the day cannot be read.
 */
export function dateFigure(date: DateToken): FigureToken {
  const parsed = Date.parse(date.text.replace(/(\d)(?:st|nd|rd|th)\b/, '$1'));
  const value = Number.isNaN(parsed)
    ? Math.round(Date.UTC(date.year ?? 1970, 0, 1) / dayMs)
    : Math.round(parsed / dayMs);
  return wholeToken('date', date.text, date.start, value);
}

// What a date is the deadline or the day of: 'requested by October 2, 2026', 'no later than 5:00 p.m.
// on November 20, 2026', 'matures on June 30, 2031', 'until the end of the investment period on March
// 31, 2027' (what ends names the date: `ending`). Words between (a time) may stand.
export const deadlineBefore =
  /\b(?:(?:by|no later than|not later than|on or before|prior to|until)(?:\s+\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?(?:[^.;:,]{0,25}\bon)?|\s+(?:the\s+)?(?:end|expiry|expiration|close)\s+of\s+(?<ending>[^.;:,]{2,40}?)\s+on)?|(?:due|expires?|matures?|closed|settles?|terminates?|ends?) on)\s*$/i;

/** A date figure's value as the day it is: '2026-03-17'. */
export const isoDay = (days: number) => new Date(days * dayMs).toISOString().slice(0, 10);
