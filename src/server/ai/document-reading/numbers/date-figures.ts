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

/** A date figure's value as the day it is: '2026-03-17'. */
export const isoDay = (days: number) => new Date(days * dayMs).toISOString().slice(0, 10);
