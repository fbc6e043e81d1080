/**
 * Dates and periods as documents write them ('December 31, 2024', '3/31/24', 'Q4 2024', 'FY2023',
 * 'six months ended June 30, 2025'): they say when a figure was true, and are figures themselves only
 * where a concept valued in dates labels them ('Due Date: March 17, 2026', date-figures.ts).
 */
export type DateToken = {
  text: string;
  start: number;
  end: number;
  /** The year it names, when it names one (two-digit years read as 19xx or 20xx). */
  year: number | null;
  /**
   * Every year it names: a fiscal year written across two ('FY 2023-24', '2023/24') is of both, a span
   * ('2019–2024') of its first and last.
   */
  years: number[];
  /** A date (a day, or a month), a period (a quarter, half or fiscal year) or a bare year. */
  kind: 'date' | 'period' | 'year';
};

const monthNames = String.raw`Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?`;
// Months are capitalised or upper case ('DECEMBER 31, 2021' heads a filing's columns); 'may' is a verb.
const month = `(?:${monthNames}|${monthNames.toUpperCase()})\\.?`;
const year4 = String.raw`(?:19|20)\d{2}`;

// The months a reporting period runs: 'three months ended', 'Nine Months Ending', 'the 6-month period ended'.
const monthsCount = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

const patterns: { kind: DateToken['kind']; pattern: RegExp }[] = [
  // three months ended (September 30, 2025, a date of its own) · Nine Months Ended · six-month period ending
  {
    kind: 'period',
    pattern: new RegExp(
      String.raw`\b${monthsCount}[- ]months?(?:[- ]period)?\s+(?:ended|ending)\b(?=\s+${month}|\s*(?:$|[,;:|)]))`,
      'gi',
    ),
  },
  // December 31, 2024 · Dec. 31 2024 · 31 December 2024 · December 2024 · December 31
  {
    kind: 'date',
    pattern: new RegExp(
      String.raw`\b${month}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+${year4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+${month},?\s+${year4}\b|\b${month},?\s+${year4}\b|\b${month}\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:%|percent|x\b))`,
      'g',
    ),
  },
  // the end of 2025 · year-end 2025 · 2025 year end: the year's last day
  {
    kind: 'date',
    pattern: new RegExp(
      String.raw`\bend\s+of\s+(?:calendar\s+(?:year\s+)?)?${year4}\b|\byear[- ]end(?:ed)?\s+${year4}\b|\b${year4}\s+year[- ]end\b`,
      'gi',
    ),
  },
  // 30-Jun-2026 · 30-Jun-26 (a spreadsheet's date), then Jun-26 · Apr-2026 (a table's period header)
  {
    kind: 'date',
    pattern: new RegExp(
      String.raw`\b\d{1,2}-${month}-(?:${year4}|\d{2})\b|\b${month}[-'’ ](?:\d{2}|${year4})\b`,
      'g',
    ),
  },
  // 12/31/2024 · 3/31/24 · 2024-12-31 · 31.12.2024
  {
    kind: 'date',
    pattern:
      /\b\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})\b|\b(?:19|20)\d{2}-\d{2}-\d{2}\b|\b\d{1,2}\.\d{1,2}\.(?:19|20)\d{2}\b/g,
  },
  // Q4 2024 · 4Q24 · Q1 fiscal 2026 · 1H 2025 · H1 2025 · the third quarter of 2025 · the first half of 2025 ·
  // FY2023 · FY 2023 · fiscal 2024 · calendar year 2024 · full-year 2026
  {
    kind: 'period',
    pattern: new RegExp(
      String.raw`\b(?:Q[1-4]|[1-4]Q|H[12]|[12]H)(?:\s*(?:fiscal\s+|FY\s*)?(?:${year4}|'?\d{2}))?\b|\b(?:first|second|third|fourth)\s+quarter(?:\s+(?:of\s+|in\s+)?(?:fiscal\s+)?${year4})?\b|\b(?:first|second)\s+half\s+(?:of\s+)?(?:fiscal\s+)?${year4}\b|\bFY\s?(?:${year4}|\d{2})(?:\s?[-–/]\s?(?:${year4}|\d{2}))?\b|\b(?:fiscal|calendar|full)(?:[- ]year)?\s+${year4}(?:\s?[-–/]\s?(?:${year4}|\d{2}))?\b`,
      'gi',
    ),
  },
  // 2019–2024 as a span of years, then a bare year
  { kind: 'period', pattern: new RegExp(String.raw`\b${year4}\s?[-–—/]\s?(?:${year4}|\d{2})\b`, 'g') },
  // A year marked as actual, estimated, budgeted, forecast or projected ('2025A', '2026B') is a year.
  {
    kind: 'year',
    pattern: new RegExp(String.raw`(?<![\d,.$€£¥])\b${year4}[AEBFP]?\b(?![,.]\d|\s?%)`, 'g'),
  },
];

/** A period's first year: 'FY23-24' is of 2023, 'FY 24' of 2024. */
function firstYearOf(text: string): number | null {
  const opening = /^(.*?\d)\s?[-–—/]\s?(?:\d{4}|\d{2})$/.exec(text);
  return yearOf(opening && /\d{2}$/.test(opening[1]) ? opening[1] : text);
}

function yearOf(text: string): number | null {
  const four = /(?:19|20)\d{2}/.exec(text);
  if (four) return Number(four[0]);
  const two = /(?:[-/'’]|FY\s?|Q[1-4]\s?|[1-4]Q\s?)(\d{2})$/i.exec(text);
  if (!two) return null;
  const value = Number(two[1]);
  return value < 70 ? 2000 + value : 1900 + value;
}

/** The years a date or period names: the first, and the second of a span ('2023-24', 'FY23/24'). */
function yearsOf(text: string, first: number | null): number[] {
  if (first === null) return [];
  const second = new RegExp(String.raw`\d\s?[-–—/]\s?(${year4}|\d{2})$`).exec(text);
  if (!second) return [first];
  const end = second[1].length === 4 ? Number(second[1]) : Math.floor(first / 100) * 100 + Number(second[1]);
  return end > first ? [first, end] : [first];
}

/** The dates and periods in a text, in order, never overlapping (the longest reading first). */
export function findDates(text: string): DateToken[] {
  const taken = new Uint8Array(text.length);
  const found: DateToken[] = [];
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.subarray(start, end).some((flag) => flag === 1)) continue;
      taken.fill(1, start, end);
      const year = kind === 'period' ? firstYearOf(match[0]) : yearOf(match[0]);
      const years = kind === 'period' ? yearsOf(match[0], year) : year === null ? [] : [year];
      found.push({ text: match[0], start, end, year, years, kind });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const monthIndex = new RegExp(`\\b(${monthNames})\\b`, 'i');
const monthStarts = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const quarterOrdinals = ['first', 'second', 'third', 'fourth'];

/**
 * The calendar month (1 to 12) a date or period ends in: 'June 30, 2025' and 'the second quarter of
 * 2025' in June, '12/31/2024' and 'the end of 2024' in December, 'H1 2025' in June. Null when it does not say: a year, or a
 * fiscal quarter or half, whose months depend on where the fiscal year starts.
 */
export function endMonth(date: string): number | null {
  if (/\b(?:fiscal|FY)/i.test(date)) return null;
  if (/\b(?:end\s+of|year[- ]end)/i.test(date)) return 12;
  const named = monthIndex.exec(date);
  if (named) return monthStarts.indexOf(named[1].slice(0, 3).toLowerCase()) + 1;
  const numeric = /\b(\d{1,2})\/\d{1,2}\/\d{2,4}\b|\b(?:19|20)\d{2}-(\d{2})-\d{2}\b/.exec(date);
  if (numeric) return Number(numeric[1] ?? numeric[2]);
  const quarter = /\bQ([1-4])\b|\b([1-4])Q|\b(first|second|third|fourth)\s+quarter\b/i.exec(date);
  if (quarter) {
    const ordinal = quarter[3] ? quarterOrdinals.indexOf(quarter[3].toLowerCase()) + 1 : 0;
    return 3 * (Number(quarter[1] ?? quarter[2]) || ordinal);
  }
  const half = /\bH([12])\b|\b([12])H\b|\b(first|second)\s+half\b/i.exec(date);
  if (half) return (half[3] ? (half[3].toLowerCase() === 'first' ? 1 : 2) : Number(half[1] ?? half[2])) * 6;
  return null;
}
