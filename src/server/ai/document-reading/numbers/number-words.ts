/**
 * Numbers written in words, as agreements write terms ('fifteen percent', 'one and one-half percent',
 * 'the tenth anniversary'): the phrase as a pattern, and its value.
 */
const units: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const tens: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ordinals: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  twentieth: 20,
};
const fractions: Record<string, number> = {
  half: 0.5,
  'one-half': 0.5,
  quarter: 0.25,
  'one-quarter': 0.25,
  'three-quarters': 0.75,
};

const unitWords = Object.keys(units).join('|');
const tenWords = Object.keys(tens).join('|');
const cardinal = String.raw`(?:(?:${tenWords})(?:[- ](?:${unitWords}))?|${unitWords})(?: hundred(?: and (?:(?:${tenWords})(?:[- ](?:${unitWords}))?|${unitWords}))?)?`;
const fraction = String.raw`(?: and (?:one[- ](?:half|quarter)|three[- ]quarters|half|quarter))`;

/** A cardinal number in words, with an optional fraction ('one and one-half'); case-insensitive. */
export const numberWordsPattern = String.raw`\b(?:${cardinal}${fraction}?|one-half|one-quarter)\b`;
/** An ordinal in words ('tenth'), as in 'the tenth anniversary'. */
export const ordinalWordsPattern = String.raw`\b(?:${Object.keys(ordinals).join('|')})\b`;

/** The number an ordinal word stands for ('second' is 2), or null. */
export const ordinalValue = (word: string): number | null => ordinals[word.toLowerCase()] ?? null;

function cardinalValue(words: readonly string[]): number | null {
  let value = 0;
  for (const word of words) {
    if (word === 'and') continue;
    if (word in units) value += units[word];
    else if (word in tens) value += tens[word];
    else if (word === 'hundred') value = (value || 1) * 100;
    else return null;
  }
  return words.length > 0 ? value : null;
}

/** The value of a number in words ('fifteen', 'one and one-half', 'tenth'), or null when it is not one. */
export function wordsValue(phrase: string): number | null {
  const words = phrase.toLowerCase().replace(/\s+/g, ' ').trim();
  if (words in ordinals) return ordinals[words];
  if (words in fractions) return fractions[words];
  const fractionAt = words.search(/ and (?:(?:one|three)[- ])?(?:half|quarters?)$/);
  const whole = fractionAt === -1 ? words : words.slice(0, fractionAt);
  const part =
    fractionAt === -1 ? 0 : (fractions[words.slice(fractionAt + ' and '.length).replace(' ', '-')] ?? null);
  if (part === null) return null;
  const value = cardinalValue(whole.split(/[\s-]+/));
  return value === null ? null : value + part;
}
