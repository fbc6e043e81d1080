import type { FigureKind } from './figure-values';

export type TableScale = 'thousands' | 'millions' | 'billions';

const multipliers: Record<TableScale, number> = { thousands: 1e3, millions: 1e6, billions: 1e9 };

const currencySigns: readonly [RegExp, string][] = [
  [/US\$|\bUSD\b|U\.S\. dollars?|US dollars?|\bdollars?\b/i, 'USD'],
  [/C\$|\bCAD\b|Canadian dollars?/i, 'CAD'],
  [/A\$|\bAUD\b/, 'AUD'],
  [/S\$|\bSGD\b/, 'SGD'],
  [/HK\$|\bHKD\b/, 'HKD'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b|\bpounds?\b/i, 'GBP'],
  [/¥|\bJPY\b/, 'JPY'],
  [/\bCHF\b/, 'CHF'],
  [/\bSEK\b/, 'SEK'],
  [/\bNOK\b/, 'NOK'],
  [/\bDKK\b/, 'DKK'],
  [/\$/, 'USD'],
];

/** The ISO code of the currency a phrase names or signs, or null. */
export function currencyOf(text: string): string | null {
  return currencySigns.find(([sign]) => sign.test(text))?.[1] ?? null;
}

/** The scale a value writes itself ('$2.3B', '45 million'), or null when it has none. */
function ownScale(value: string): TableScale | null {
  if (/thousand|\d\s?[Kk]\b/.test(value)) return 'thousands';
  if (/million|\d\s?(?:mm|MM|mn|Mn|MN|M)\b|\dm\b/.test(value)) return 'millions';
  if (/billion|\d\s?(?:bn|Bn|BN|B)\b/.test(value)) return 'billions';
  return null;
}

export type FactNumber = { number: number | null; unit: string | null; scale: TableScale | null };

/**
 * The number a value stands for: its first number, negative when the value is in accounting
 * parentheses, multiplied by its own scale or the table's. Percents stay percents (20 for '20%').
 */
export function factNumber(
  value: string,
  kind: FigureKind,
  context: { tableScale: TableScale | null; tableCurrency: string | null; negative: boolean },
): FactNumber {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(value);
  const base = digits ? Number(digits[0].replace(/,/g, '')) : null;
  const signed = base === null ? null : context.negative ? -base : base;
  switch (kind) {
    case 'percent':
      return { number: signed, unit: '%', scale: null };
    case 'multiple':
      return { number: signed, unit: 'x', scale: null };
    case 'duration':
      return { number: signed, unit: /month/i.test(value) ? 'months' : 'years', scale: null };
    case 'year':
      return { number: signed, unit: null, scale: null };
    case 'money':
    case 'amount': {
      const own = ownScale(value);
      const scale = own ?? context.tableScale;
      const unit = currencyOf(value) ?? context.tableCurrency;
      return { number: signed === null ? null : signed * (scale ? multipliers[scale] : 1), unit, scale };
    }
  }
}
