import type { FigureKind } from '@shared/concept-registry';
import type { FigureToken } from './number-grammar';

/**
 * A figure that is a word or phrase standing whole, with no scale, sign, brackets or 'per' of its own:
 * how often ('quarterly'), a Vintage cell's year, a due date.
 */
export function wholeToken(
  kind: FigureKind,
  text: string,
  start: number,
  value: number,
  unit: string | null = null,
): FigureToken {
  return {
    kind,
    text,
    start,
    end: start + text.length,
    value,
    high: null,
    unit,
    writtenScale: null,
    negative: false,
    bracketed: false,
    per: null,
  };
}
