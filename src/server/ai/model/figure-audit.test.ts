import { describe, expect, it } from 'vitest';
import { auditedTexts, figuresIn, statesAnyOf, unverifiedFigures } from './figure-audit';

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

describe('auditedTexts', () => {
  const sources = ['Management fee of 2.0%; Fund III TVPI of 2.3x [4].'];

  it('marks each figure no source holds where it stands, across all the texts, and lists it once', () => {
    expect(
      auditedTexts(['A 2% fee [1] and a net IRR of 47.3 % [2].', 'IRR 47.3%, TVPI 2.3x, DPI 1.4x.'], sources),
    ).toEqual({
      texts: [
        'A 2% fee [1] and a net IRR of 47.3 % (unverified) [2].',
        'IRR 47.3% (unverified), TVPI 2.3x, DPI 1.4x (unverified).',
      ],
      unverifiedFigures: ['47.3 %', '47.3%', '1.4x'],
    });
  });

  it('leaves a text whose figures all hold unchanged', () => {
    expect(auditedTexts(['The fee is 2.0% [1].'], sources).texts).toEqual(['The fee is 2.0% [1].']);
  });
});

describe('statesAnyOf', () => {
  it('finds a listed figure however it is written', () => {
    expect(statesAnyOf('The fund targets $1,350M.', ['$1.35B'])).toBe(true);
    expect(statesAnyOf('The fee is 2%.', ['2.3%'])).toBe(false);
  });
});
