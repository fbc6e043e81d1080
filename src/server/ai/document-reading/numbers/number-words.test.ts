import { describe, expect, it } from 'vitest';
import { wordsValue } from './number-words';

describe('wordsValue', () => {
  it.each([
    ['ten', 10],
    ['fifteen', 15],
    ['ninety', 90],
    ['twenty-five', 25],
    ['Twenty Five', 25],
    ['one hundred', 100],
    ['three hundred and fifty', 350],
  ])('reads a cardinal number in words: %s', (phrase, value) => {
    expect(wordsValue(phrase)).toBe(value);
  });

  it.each([
    ['one and one-half', 1.5],
    ['two and one-half', 2.5],
    ['one-half', 0.5],
    ['one-quarter', 0.25],
    ['one and three-quarters', 1.75],
    ['two and one quarter', 2.25],
    ['half', 0.5],
  ])('reads a fraction, alone or after a whole number: %s', (phrase, value) => {
    expect(wordsValue(phrase)).toBe(value);
  });

  it.each([
    ['first', 1],
    ['tenth', 10],
    ['twentieth', 20],
  ])('reads an ordinal as its number: %s', (phrase, value) => {
    expect(wordsValue(phrase)).toBe(value);
  });

  it.each(['', 'banana', 'ten percent', 'seventy one and a half'])(
    'is null for what is no number: %j',
    (phrase) => {
      expect(wordsValue(phrase)).toBeNull();
    },
  );
});
