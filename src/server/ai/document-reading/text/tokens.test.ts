import { describe, expect, it } from 'vitest';
import { contentTerms, countWords, stem, stopWordShare, words } from './tokens';

describe('words', () => {
  it('lower-cases and keeps internal hyphens, apostrophes and dots', () => {
    expect(words('The Fund’s co-investment in L.P. units: 1.5x!')).toEqual([
      'the',
      "fund's",
      'co-investment',
      'in',
      'l.p',
      'units',
      '1.5x',
    ]);
  });
});

describe('stem', () => {
  it('brings inflections of one word together', () => {
    expect(stem('fees')).toBe('fee');
    expect(stem('investing')).toBe(stem('invested'));
    expect(stem('companies')).toBe('company');
    expect(stem('status')).toBe('status');
    expect(stem('process')).toBe('process');
    expect(stem('2024s')).toBe('2024s');
  });
});

describe('contentTerms', () => {
  it('drops stop words and bare numbers', () => {
    expect(contentTerms('The Fund will invest 20% of its commitments in 2024')).toEqual([
      'fund',
      'invest',
      'commitment',
    ]);
  });
});

describe('countWords', () => {
  it('counts whitespace-separated runs with a letter or digit', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
    expect(countWords('Fund size: $1.35B — final close')).toBe(5);
    expect(countWords('Fonds à 20 % — clôture')).toBe(4);
  });
});

describe('stopWordShare', () => {
  it('is high for prose and near zero for glyph codes', () => {
    expect(
      stopWordShare('The Fund is targeting a net IRR of 20% and it will invest in the U.S.'),
    ).toBeGreaterThan(0.3);
    expect(stopWordShare('Gi`Z\\`jX`dgfikXek ZfeZ\\ie ]fi Zljkfd\\ij Yffb`e^ kiXm\\c')).toBe(0);
    expect(stopWordShare('')).toBe(0);
  });
});
