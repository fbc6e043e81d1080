const scaleWords: Record<string, string> = {
  thousands: 'thousand',
  millions: 'million',
  billions: 'billion',
  trillions: 'trillion',
};
const currencySigns: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'C$' };
// A value that writes its own scale ('$350M', '2.5 billion') or its own currency ('USD 40', '€12').
const writesScale = /\d\s?(?:[KMB]|bn|mn|mm|thousand|million|billion)\b/i;
const writesCurrency = /[$€£¥]|\b[A-Z]{3}\b/;

/**
 * A table's amount as a reader says it, with the scale and currency its table states: '4,870' in a
 * table '($ millions)' is '$4,870 million', '(12,406)' in thousands of dollars '($12,406 thousand)'.
 * The digits stay as the document writes them; a value that writes its own scale stays as written.
 */
export function scaledValue(value: string, scale: string | null, unit: string | null): string {
  const word = scale ? scaleWords[scale] : undefined;
  if (!word || writesScale.test(value)) return value;
  const sign = unit && !writesCurrency.test(value) ? (currencySigns[unit] ?? '') : '';
  const negative = /^\((.+)\)$/.exec(value.trim());
  return negative ? `(${sign}${negative[1]} ${word})` : `${sign}${value.trim()} ${word}`;
}
