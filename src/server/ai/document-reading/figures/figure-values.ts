/** What a figure measures; a label accepts only some kinds (a management fee is a percent, never '$5M'). */
export type FigureKind = 'money' | 'percent' | 'multiple' | 'duration' | 'year' | 'amount';

/** One figure as written in the text: `text` is exactly `source.slice(start, end)`. */
export type FigureValue = { kind: FigureKind; text: string; start: number; end: number };

const number = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
// Spaces only, never a line break: '$\n\n938,421' in a statement is two cells, and a value must read
// as one phrase in Financial Highlights.
const space = '[ \u00a0]?';
const currency = String.raw`(?:US\$|C\$|A\$|S\$|HK\$|\$|€|£|¥|(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|SEK|NOK|DKK)${space})`;
const scaleWord = String.raw`(?:[Tt]housand|[Mm]illion|[Bb]illion|[Tt]rillion|mm|MM|mn|Mn|MN|bn|Bn|BN)`;
const notSectionNumber = String.raw`(?<!(?:Section|Sections|Rule|Article|Form|Item|Schedule|Exhibit|§|or|and)\s)`;
const percentSign = String.raw`(?:\s?%|\s?percent\b|\s?per cent\b)`;
const numberWord = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen';

/**
 * Patterns in priority order: where two overlap, the earlier kind keeps the characters ('$2,024' is money,
 * not a year inside money). Scale letters count only when attached ('$2.3B'), since '$5 m' is ambiguous,
 * and without a currency sign only after three digits or a decimal ('500M', '1.35B'; not 'Section 23B').
 */
const patterns: { kind: FigureKind; pattern: RegExp }[] = [
  {
    kind: 'money',
    pattern: new RegExp(
      String.raw`${currency}${space}(?:${number})(?:${space}${scaleWord}\b|[KkMmBb]n?\b)?`,
      'g',
    ),
  },
  {
    kind: 'money',
    pattern: new RegExp(
      String.raw`\b(?:${number})${space}${scaleWord}\b(?: (?:USD|EUR|GBP|dollars|euros|pounds)\b)?`,
      'g',
    ),
  },
  {
    kind: 'money',
    pattern: new RegExp(
      String.raw`${notSectionNumber}\b(?:\d{3,}|\d+\.\d+)[KMB]\b(?: (?:USD|EUR|GBP|dollars|euros|pounds)\b)?`,
      'g',
    ),
  },
  // Form documents offer the drafting choices in brackets: '[2.5][2.0]%'.
  { kind: 'percent', pattern: /(?:\[\d{1,3}(?:\.\d+)?\])+ ?%/g },
  {
    kind: 'percent',
    pattern: new RegExp(
      String.raw`(?:\b\d{1,3}(?:\.\d+)?${percentSign}?\s?(?:-|–|—|to)\s?)?\b\d{1,3}(?:\.\d+)?${percentSign}\+?`,
      'gi',
    ),
  },
  {
    kind: 'multiple',
    pattern: /(?:\b\d{1,2}(?:\.\d+)?[x×]?\s?(?:-|–|to)\s?)?\b\d{1,2}(?:\.\d+)?[x×](?![\p{L}\p{N}])/gu,
  },
  {
    kind: 'duration',
    pattern: new RegExp(
      String.raw`(?:\[\d{1,2}\]|\b\d{1,2}|\b(?:${numberWord}))(?:\s\(\d{1,2}\))?(?:\s|-)(?:years?|months?)\b`,
      'gi',
    ),
  },
  // Agreements date a term by its anniversary: 'until the [tenth] anniversary of the Initial Closing'.
  {
    kind: 'duration',
    pattern:
      /(?:\[(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|fifteenth)\]|\b(?:fifth|sixth|seventh|eighth|ninth|tenth|twelfth|fifteenth)) anniversary\b/gi,
  },
  { kind: 'year', pattern: /\b(?:19[89]\d|20[0-4]\d)\b/g },
  // Statements print amounts without a currency sign on every line; thousands separators mark them.
  { kind: 'amount', pattern: /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/g },
];

/** Every figure in the text, sorted by position, never overlapping. */
export function findFigureValues(text: string): FigureValue[] {
  const taken = new Uint8Array(text.length);
  const values: FigureValue[] = [];
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.subarray(start, end).some((flag) => flag === 1)) continue;
      taken.fill(1, start, end);
      values.push({ kind, text: match[0], start, end });
    }
  }
  return values.sort((a, b) => a.start - b.start);
}

const wordNumbers: Record<string, number> = {
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
  fifteen: 15,
};

/** The first number a figure states ('15-20%' → 15, 'ten (10) years' → 10), for plausibility checks. */
export function leadingNumber(value: string): number | null {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(value);
  if (digits) return Number(digits[0].replace(/,/g, ''));
  const word = new RegExp(`\\b(?:${numberWord})\\b`, 'i').exec(value);
  return word ? wordNumbers[word[0].toLowerCase()] : null;
}
