import { describe, expect, it } from 'vitest';
import { currencyOf, factNumber } from './fact-numbers';

const plain = { tableScale: null, tableCurrency: null, negative: false };

describe('factNumber', () => {
  it('applies a value’s own scale and currency', () => {
    expect(factNumber('$1.35B', 'money', plain)).toEqual({ number: 1.35e9, unit: 'USD', scale: 'billions' });
    expect(factNumber('€750m', 'money', plain)).toEqual({ number: 750e6, unit: 'EUR', scale: 'millions' });
    expect(factNumber('$10 million', 'money', plain)).toEqual({
      number: 10e6,
      unit: 'USD',
      scale: 'millions',
    });
  });

  it('applies the table’s scale and currency to a bare amount, negative in accounting parentheses', () => {
    expect(
      factNumber('18,775', 'amount', { tableScale: 'millions', tableCurrency: 'USD', negative: true }),
    ).toEqual({ number: -18_775e6, unit: 'USD', scale: 'millions' });
  });

  it('keeps percents, multiples and durations in their own units', () => {
    expect(factNumber('[8]%', 'percent', plain)).toEqual({ number: 8, unit: '%', scale: null });
    expect(factNumber('2.5x', 'multiple', plain)).toEqual({ number: 2.5, unit: 'x', scale: null });
    expect(factNumber('[10] years', 'duration', plain)).toEqual({ number: 10, unit: 'years', scale: null });
    expect(factNumber('six months', 'duration', plain)).toEqual({
      number: null,
      unit: 'months',
      scale: null,
    });
  });

  it('names currencies by ISO code', () => {
    expect(['US$5', 'C$5', '£5', 'USD 5', '5 euros', '5'].map(currencyOf)).toEqual([
      'USD',
      'CAD',
      'GBP',
      'USD',
      'EUR',
      null,
    ]);
  });
});
