import { describe, expect, it } from 'vitest';
import { statedScale } from './table-scale';

describe('statedScale', () => {
  it.each([
    ['Statements of Operations (in thousands, except per share data)', 'thousands', null],
    ['($000s)', 'thousands', 'USD'],
    ["(£'000)", 'thousands', 'GBP'],
    ['Amounts in GBP thousands', 'thousands', 'GBP'],
    ['Dollars in millions', 'millions', 'USD'],
    ['(in millions of U.S. dollars)', 'millions', 'USD'],
    ['(€m)', 'millions', 'EUR'],
    ['Total $M', 'millions', 'USD'],
    ['Net assets at end of period (millions)', 'millions', null],
    ['US$ in billions', 'billions', 'USD'],
  ])('reads the scale and currency of %j', (caption, scale, currency) => {
    expect(statedScale(caption)).toEqual({ scale, currency });
  });

  it('reads a currency stated without a scale', () => {
    expect(statedScale('All figures in €')).toEqual({ scale: null, currency: 'EUR' });
  });

  it.each(['Management fee', 'Net IRR (%)', 'Schedule of Investments', ''])(
    'states nothing in %j',
    (caption) => {
      expect(statedScale(caption)).toEqual({ scale: null, currency: null });
    },
  );
});
