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

/** '(530)' in basis points is '(530 bps)'. */
function withUnit(value: string, unit: string): string {
  const negative = /^\((.+)\)$/.exec(value.trim());
  return negative ? `(${negative[1]}${unit})` : `${value.trim()}${unit}`;
}

/**
 * A table's amount as a reader says it, with the scale and currency its table states: '4,870' in a
 * table '($ millions)' is '$4,870 million', '(12,406)' in thousands of dollars '$(12,406) thousand'.
 * The digits stay as the document writes them; a value that writes its own scale stays as written.
 */
export function scaledValue(value: string, scale: string | null, unit: string | null): string {
  const word = scale ? scaleWords[scale] : undefined;
  // A number its column or row says is a percent or in basis points ('Net IRR (%)', 'Value Added (bps)').
  if (!word && unit === '%' && /\d\)?$/.test(value)) return withUnit(value, '%');
  if (!word && unit === 'bps' && /\d\)?$/.test(value)) return withUnit(value, ' bps');
  if (!word || writesScale.test(value)) return value;
  // A sign set apart from its digits in a statement's column ('$ 48,000') is said with them.
  const digits = value.trim().replace(/([$€£])\s+(?=[\d(])/, '$1');
  const sign = unit && !writesCurrency.test(value) ? (currencySigns[unit] ?? '') : '';
  const negative = /^\((.+)\)$/.exec(digits);
  return negative ? `${sign}(${negative[1]}) ${word}` : `${sign}${digits} ${word}`;
}
