import { describe, expect, it } from 'vitest';
import { figuresIn, unverifiedFigures } from './figure-audit';

describe('figuresIn', () => {
  it('reads amounts, percents, multiples and plain numbers', () => {
    expect(
      figuresIn('A $1.35B fund, 2.0% fee, 2.3x TVPI, 14 professionals, $500M cap').map((f) => [
        f.unit,
        f.value,
      ]),
    ).toEqual([
      ['money', 1.35e9],
      ['percent', 2],
      ['multiple', 2.3],
      ['number', 14],
      ['money', 500e6],
    ]);
  });
});

describe('unverifiedFigures', () => {
  const sources = ['Target fund size of $1.35B; management fee of 2.0%; Fund III TVPI of 2.3x.'];

  it('accepts figures the sources hold, however they are written', () => {
    expect(
      unverifiedFigures('The fund targets $1,350M [1] with a 2% fee and 2.3x TVPI [1].', sources),
    ).toEqual([]);
  });

  it('lists figures found in no source, and ignores citation markers', () => {
    expect(unverifiedFigures('Net IRR is 31.5% [1] and the fee is 2.0% [2].', sources)).toEqual(['31.5%']);
  });

  it('does not take a percent for a multiple of the same number', () => {
    expect(unverifiedFigures('A 2.3% fee.', sources)).toEqual(['2.3%']);
  });
});
