import { describe, expect, it } from 'vitest';
import { findFigureValues, leadingNumber } from './figure-values';

const found = (text: string) => findFigureValues(text).map(({ kind, text: value }) => [kind, value]);

describe('findFigureValues', () => {
  it('reads amounts with a currency and K/M/B/mm/bn/million/billion scales', () => {
    expect(
      found('$1.35B, $500M, $750k, US$2.3bn, USD 400mm, €750m, £1.2 billion, $ 802,058,543 and 600 million'),
    ).toEqual([
      ['money', '$1.35B'],
      ['money', '$500M'],
      ['money', '$750k'],
      ['money', 'US$2.3bn'],
      ['money', 'USD 400mm'],
      ['money', '€750m'],
      ['money', '£1.2 billion'],
      ['money', '$ 802,058,543'],
      ['money', '600 million'],
    ]);
  });

  it('does not read section numbers or line-broken cells as amounts', () => {
    expect(found('Section 23A or 23B of the Act')).toEqual([]);
    expect(found('$\n\n938,421')).toEqual([['amount', '938,421']]);
  });

  it('reads percents, ranges, bracketed drafting options and multiples', () => {
    expect(
      found('2.0% fee, 15-20% IRR, 1.5% to 2.0%, 20%+, 8 percent, [2.5][2.0]%, 1.8x TVPI, 2.0-2.5x'),
    ).toEqual([
      ['percent', '2.0%'],
      ['percent', '15-20%'],
      ['percent', '1.5% to 2.0%'],
      ['percent', '20%+'],
      ['percent', '8 percent'],
      ['percent', '[2.5][2.0]%'],
      ['multiple', '1.8x'],
      ['multiple', '2.0-2.5x'],
    ]);
  });

  it('reads durations and years, and never overlaps two values', () => {
    expect(found('a term of ten (10) years, a 5-year period, [10] years, vintage 2024')).toEqual([
      ['duration', 'ten (10) years'],
      ['duration', '5-year'],
      ['duration', '[10] years'],
      ['year', '2024'],
    ]);
    const values = findFigureValues('$2,024 million in 2024 at 20.5% and 1.2x');
    for (let index = 1; index < values.length; index += 1) {
      expect(values[index].start).toBeGreaterThanOrEqual(values[index - 1].end);
    }
  });

  it('reports each value exactly as it appears at its position', () => {
    const text = 'Commitments of €1.2bn (target 15%–18% net IRR, 2.1x) closed in 2023.';
    for (const value of findFigureValues(text)) expect(text.slice(value.start, value.end)).toBe(value.text);
  });
});

describe('leadingNumber', () => {
  it('reads the first number a figure states', () => {
    expect(leadingNumber('15-20%')).toBe(15);
    expect(leadingNumber('$1,350 million')).toBe(1350);
    expect(leadingNumber('ten (10) years')).toBe(10);
    expect(leadingNumber('five years')).toBe(5);
    expect(leadingNumber('none')).toBeNull();
  });
});
