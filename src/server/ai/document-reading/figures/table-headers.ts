import { currencyOf, type TableScale } from './fact-numbers';

/**
 * What a table's header says about the numbers under it: their scale ('in millions', '(000s)'), their
 * currency ('expressed in U.S. dollars') and the period or date they belong to ('December 31, 2024').
 * A header holds until the next page, sheet or header of the same kind, and at most `reach` characters.
 */
export type TableHeaders = {
  scaleAt: (offset: number) => { scale: TableScale | null; currency: string | null };
  periodAt: (offset: number) => string | null;
  /** The period a sentence names itself, if any. */
  periodIn: (sentence: string) => string | null;
  /** The scale and currency a column's own header gives ('Commitment ($M)'), if any. */
  scaleIn: (header: string) => { scale: TableScale | null; currency: string | null } | null;
};

const currencyWords = String.raw`US\$|U\.S\.\s?dollars?|US dollars?|Canadian dollars?|dollars|euros?|pounds(?: sterling)?|\$|USD|EUR|GBP|CAD|CHF|€|£`;
const scaleMarker = new RegExp(
  [
    String.raw`\b(?:in|expressed in|amounts in|figures in|stated in)\s+(?:(?<before>${currencyWords})\s*)?(?<scale>thousands|millions|billions)\b(?: of (?<after>${currencyWords}))?`,
    String.raw`\((?:in\s+)?(?<sign>US\$|\$|€|£|USD|EUR|GBP)?\s?['’]?(?<short>000s?|mm|m|mn|bn)\)`,
    String.raw`\b(?:expressed|presented|stated) in (?<only>(?:U\.S\.|US|Canadian|Australian) dollars|euros?|pounds sterling|USD|EUR|GBP)\b`,
  ].join('|'),
  'gi',
);

const month = 'January|February|March|April|May|June|July|August|September|October|November|December';
const shortMonth = 'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const periodMarker = new RegExp(
  [
    String.raw`\b(?:(?:for the )?(?:year|quarter|period|six months|nine months|three months) ended |as (?:of|at) )?(?:${month}) \d{1,2}, \d{4}\b`,
    String.raw`\b(?:as (?:of|at) )?\d{1,2} (?:${month}|${shortMonth})\.? \d{4}\b`,
    String.raw`\bQ[1-4] ?(?:FY)?\d{2,4}\b`,
    String.raw`\b(?:first|second|third|fourth) quarter (?:of )?(?:fiscal )?\d{4}\b`,
    String.raw`\b(?:fiscal year|FY) ?\d{4}\b`,
  ].join('|'),
  'gi',
);

const reach = 6000;

type Marker<T> = { at: number; value: T };

function markers<T>(text: string, pattern: RegExp, read: (match: RegExpExecArray) => T | null): Marker<T>[] {
  const found: Marker<T>[] = [];
  for (const match of text.matchAll(pattern)) {
    const value = read(match);
    if (value !== null) found.push({ at: match.index, value });
  }
  return found;
}

function scaleWord(word: string): TableScale {
  const lower = word.toLowerCase();
  if (lower.startsWith('thousand') || lower.startsWith('000')) return 'thousands';
  if (lower.startsWith('billion') || lower === 'bn') return 'billions';
  return 'millions';
}

/** The last marker before `offset` with no page or sheet boundary between, within reach. */
function governing<T>(text: string, found: readonly Marker<T>[], offset: number): T | null {
  let low = 0;
  let high = found.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (found[middle].at < offset) low = middle + 1;
    else high = middle;
  }
  const marker = found[low - 1];
  if (!marker || offset - marker.at > reach) return null;
  const between = text.slice(marker.at, offset);
  return between.includes('\f') || between.includes('\nSheet: ') ? null : marker.value;
}

function scaleOf(match: RegExpExecArray) {
  const groups = match.groups ?? {};
  const word = groups.scale ?? groups.short;
  const currencyText = groups.before ?? groups.after ?? groups.sign ?? groups.only ?? '';
  return {
    scale: word ? scaleWord(word) : null,
    currency: currencyText ? currencyOf(currencyText) : null,
  };
}

export function readTableHeaders(text: string): TableHeaders {
  const scales = markers(text, scaleMarker, scaleOf);
  const periods = markers(text, periodMarker, (match) => match[0]);
  return {
    scaleAt: (offset) => governing(text, scales, offset) ?? { scale: null, currency: null },
    periodAt: (offset) => governing(text, periods, offset),
    periodIn: (sentence) => {
      periodMarker.lastIndex = 0;
      return periodMarker.exec(sentence)?.[0] ?? null;
    },
    scaleIn: (header) => {
      scaleMarker.lastIndex = 0;
      const match = scaleMarker.exec(header);
      return match ? scaleOf(match) : null;
    },
  };
}
