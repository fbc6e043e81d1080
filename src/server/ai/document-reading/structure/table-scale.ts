import type { WrittenScale } from '../numbers/number-grammar';

/** What a table's caption or a column's header says of every amount under it. */
export type StatedScale = { scale: WrittenScale | null; currency: string | null };

const scaleWords: readonly [RegExp, WrittenScale][] = [
  [/\bthousands?\b|\b000['’]?s\b|['’]000\b|\(000\)|\bk\b/i, 'thousands'],
  [/\bmillions?\b|\bmm\b|\bmn\b|\$\s?m\b|€\s?m\b|£\s?m\b|\(m\)/i, 'millions'],
  [/\bbillions?\b|\bbn\b|\$\s?b\b|€\s?bn?\b/i, 'billions'],
];
const currencyWords: readonly [RegExp, string][] = [
  [/US\$|U\.S\.\s?dollars?|US dollars?|\bUSD\b/i, 'USD'],
  [/C\$|Canadian dollars?|\bCAD\b/i, 'CAD'],
  [/€|\beuros?\b|\bEUR\b/i, 'EUR'],
  [/£|pounds? sterling|\bGBP\b/i, 'GBP'],
  [/\bdollars?\b|\$/i, 'USD'],
];
// A scale is stated in brackets or with 'in': '(in thousands)', '($000s)', 'Dollars in millions', '$M'.
const statement =
  /\((?:[^()]{0,30}\b(?:in|of)\s+)?[^()]{0,20}(?:thousands?|millions?|billions?|000['’]?s?|['’]000|mm|mn|bn|m|k)\b[^()]{0,40}\)|\b(?:in|of)\s+(?:(?:US|U\.S\.|C|A)?\$\s?|USD\s|EUR\s|€\s?|£\s?)?(?:thousands|millions|billions)\b|\b(?:USD|EUR|GBP|dollars|euros)\s+(?:in\s+)?(?:thousands|millions|billions)\b|[$€£]\s?(?:000s|'000|M|MM|m|mm|bn|B)\b|\bomitted\b/i;

/** The scale and currency a caption or header states, or nulls where it states none. */
export function statedScale(text: string): StatedScale {
  const stated = statement.exec(text);
  const scale = stated ? (scaleWords.find(([pattern]) => pattern.test(stated[0]))?.[1] ?? null) : null;
  const currency = currencyWords.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  return { scale, currency };
}
