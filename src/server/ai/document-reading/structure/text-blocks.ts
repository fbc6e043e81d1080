import { findDates } from '../numbers/dates';
import { looksLikeHeading, segments } from '../text/sentences';
import type { TableBlock, TableRow, TextBlock } from './document-model';
import { squeezed } from '../text/clean-text';

const numbered =
  /^(?:(?:section|article|item|part|clause|schedule|annex|appendix)\s+)?(\d{1,2}(?:\.\d{1,2}){0,4})[.)]?\s+\p{Lu}/iu;
const topLevel =
  /^(?:article|part|item|chapter|schedule|annex|appendix|exhibit)\s+(?:[IVXLC]+|\d{1,2}[A-Z]?)\b/i;
// Three or more heading-like lines in a row are a list or a table's labels, not headings.
const maxHeadingRun = 2;

/** A heading's depth: numbered ('4.2' is 2), top-level words and capitals 1, title case 2. */
export function headingLevel(text: string): number {
  const number = numbered.exec(text);
  if (number) return number[1].split('.').length;
  if (topLevel.test(text)) return 1;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 2 && letters === letters.toUpperCase() ? 1 : 2;
}

// The words a statement's dateline puts around its dates ('Years ended December 31, 2023 and 2022').
const datelineWords =
  /^(?:for|the|years?|months?|quarters?|periods?|three|six|nine|twelve|ended|ending|as|of|at|and|through|fiscal|unaudited)$/i;

/**
 * A line that only dates what stands above it ('December 31, 2023 and 2022', 'For the six months ended
 * June 30, 2025 (Unaudited)'): it qualifies the title, and is no heading of its own.
 */
function isDateline(text: string): boolean {
  const dates = findDates(text);
  if (dates.length === 0) return false;
  let rest = text;
  for (const date of dates) rest = rest.replace(date.text, ' ');
  return (rest.match(/\p{L}+/gu) ?? []).every((word) => datelineWords.test(word));
}

// A line that holds an amount or a percent states a value ('Fund Size: $2,503,750,000', '70% Investors /
// 30% Manager'), and is no heading; a heading's own number ('Note 12', 'Section 4.2') is neither.
const holdsValue = /[$€£¥]\s?\(?\d|\d,\d{3}|\d\s?%/;
// A label line ('Distributions:') is followed by its value ('Quarterly'), not by a heading.
const labelLine = /:\s*$/;

// A questionnaire's item: its number, then a question ('2.2 What is the General Partner's commitment?')
// or a request ('2.3 Describe the management fee.'). It heads the answer under it, as a title would.
const maxItemWords = 30;
const requestVerb =
  /^(?:please|describe|provide|list|explain|indicate|state|detail|outline|summari[sz]e|identify|confirm|discuss)\b/i;

function isQuestionnaireItem(text: string): boolean {
  const number = numbered.exec(text);
  if (!number || text.split(/\s+/).length > maxItemWords) return false;
  const asked = text.slice(number[0].length - 1);
  return /\?["'”’)]*$/.test(text) || requestVerb.test(asked);
}

/** A clause's number as an agreement writes it ('3.2', 'Section 7.1'): a pattern's source, for JS and SQL. */
export const clauseNumber = String.raw`(?:[Ss]ection\s+)?\d{1,2}(?:\.\d{1,2}){0,3}\.?`;

// A clause's number and run-in title before its text: '3.2 General Partner Commitment. The General…'.
// The title ends at a full stop after a lower-case letter or an acronym ('9. ERISA.'), so 'Non-U.S.
// Investments.' stays whole.
const runInTitle = new RegExp(
  String.raw`^(${clauseNumber}\s+\p{Lu}.{0,80}?(?:[\p{Ll})]|\p{Lu}{2}))\.\s+(?=["“(\p{Lu}])`,
  'u',
);
const maxRunInWords = 8;
const titleWord = /^(?:[\p{Lu}\d("“]|(?:of|and|or|the|to|for|in|on|a|an|by|with|&)$)/u;

/** A numbered clause's run-in title and the clause's text after it, when the paragraph opens with one. */
export function runInHeading(text: string): { title: string; rest: string } | null {
  const match = runInTitle.exec(text);
  if (!match) return null;
  const words = match[1].split(/\s+/).slice(/^section$/i.test(match[1].split(/\s+/)[0]) ? 2 : 1);
  if (words.length > maxRunInWords || !words.every((word) => titleWord.test(word))) return null;
  const rest = text.slice(match[0].length);
  return /\p{L}/u.test(rest) ? { title: match[1], rest } : null;
}

/** For each flag, the length of the run of set flags it stands in (0 where unset). */
function runLengths(flags: readonly boolean[]): number[] {
  const lengths = flags.map(() => 0);
  let start = 0;
  for (let index = 0; index <= flags.length; index += 1) {
    if (index < flags.length && flags[index]) continue;
    for (let at = start; at < index; at += 1) lengths[at] = index - start;
    start = index + 1;
  }
  return lengths;
}

// A label standing alone above its value, as a statement's reading order prints it: a few words.
const maxPairLabelWords = 10;
const valueLine = /^[-(]?\s?(?:US\$|[$€£¥])?\s?\(?[\d.,]+\)?\s?(?:%|x|[MBK]|mm|bn)?\)?$/;

// 'IntraOp Medical Corp. ........ 16.1%': a label led by dots to its value, alone or in a column of the
// line. A bare small integer after the dots is a contents page's number, not a value.
const leaderCell = /^(\p{L}[^.]*(?:\.[^.]+)*?)\s*\.{4,}\s*(\S+)$/u;
const cellBreak = /\t| {3,}/;
const pageNumberValue = /^\d{1,3}$/;
// A list's or an article's number: '5.'.
const enumerator = /^\d{1,2}\.$/;

/**
 * The label and value of each dotted-leader cell of a page's lines, and the page with those cells blanked
 * (lines and offsets kept), so its prose does not read the same values again under other labels.
 */
function leaderRows(pageText: string): { rows: TableRow[]; prose: string } {
  const rows: TableRow[] = [];
  const lines = pageText.split('\n').map((line) => {
    if (!line.includes('....')) return line;
    let kept = line;
    for (const cell of line.split(cellBreak)) {
      const match = leaderCell.exec(cell.trim());
      if (!match || !valueLine.test(match[2]) || pageNumberValue.test(match[2])) continue;
      const label = match[1].trim();
      if (label.split(' ').length > maxPairLabelWords) continue;
      rows.push({
        label,
        parent: null,
        cells: [{ text: match[2], address: null }],
        quote: `${label} ${match[2]}`,
      });
      kept = kept.replace(cell, ' '.repeat(cell.length));
    }
    return kept;
  });
  return { rows, prose: lines.join('\n') };
}

/** What the text of a document reads as: its headings and paragraphs, and the labels its values follow. */
export type TextReading = { blocks: TextBlock[]; pairs: TableBlock[] };

/**
 * A text's headings and paragraphs, page by page (pages split at form feeds), each with the headings
 * above it. Lines without a letter are no prose: in a PDF's reading order they are a table's values cut
 * from their labels. Where a value stands right below a short label ('Total Expenses' / '4,120,000'),
 * or is led to by dots ('IntraOp Medical Corp. ....... 16.1%'), the two are kept as a row of a table of
 * such pairs, for a document whose tables were not read.
 */
export function textBlocks(
  text: string,
  options: {
    paged: boolean;
    sheet?: string;
    /**
     * Each page's table cells (`squeezed`; an unpaged document's under null): a line that is one is a
     * table's label, never a heading.
     */
    tableCells?: ReadonlyMap<number | null, ReadonlySet<string>>;
  },
): TextReading {
  const blocks: TextBlock[] = [];
  const pairs: TableBlock[] = [];
  const section: { text: string; level: number }[] = [];
  const pages = options.paged ? text.split('\f') : [text];
  pages.forEach((pageText, pageIndex) => {
    const page = options.paged ? pageIndex + 1 : null;
    const leaders = leaderRows(pageText);
    const all = segments(leaders.prose);
    const rows: TableRow[] = leaders.rows;
    all.forEach((segment, index) => {
      const label = all[index - 1]?.text.replace(/\s+/g, ' ').trim() ?? '';
      const value = segment.text.trim();
      if (!valueLine.test(value) || !/\p{L}/u.test(label) || /[.;:]$/.test(label)) return;
      // A contents entry ('COMMITMENTS ........ 21') labels nothing, and the next entry's number ('5.')
      // below it is no value.
      if (label.includes('....') || enumerator.test(value)) return;
      if (label.split(' ').length > maxPairLabelWords) return;
      rows.push({ label, parent: null, cells: [{ text: value, address: null }], quote: `${label} ${value}` });
    });
    // A value alone is no prose, though its unit is a letter ('1.82x', '$45M'): a table's cell.
    const found = all.filter(
      (segment) => /\p{L}/u.test(segment.text) && !valueLine.test(segment.text.trim()),
    );
    const inTables = options.tableCells?.get(page) ?? new Set<string>();
    const candidate = found.map(
      (segment, index) =>
        !inTables.has(squeezed(segment.text)) &&
        (isQuestionnaireItem(segment.text) ||
          (segment.heading &&
            looksLikeHeading(segment.text) &&
            !isDateline(segment.text) &&
            !holdsValue.test(segment.text) &&
            !(index > 0 && labelLine.test(found[index - 1].text)))),
    );
    const runLength = runLengths(candidate);
    const pushHeading = (text: string) => {
      const level = headingLevel(text);
      while (section.length > 0 && section[section.length - 1].level >= level) section.pop();
      blocks.push({
        kind: 'heading',
        text,
        page,
        sheet: options.sheet ?? null,
        level,
        section: section.map((entry) => entry.text),
      });
      section.push({ text, level });
    };
    found.forEach((segment, index) => {
      const heading = candidate[index] && runLength[index] <= maxHeadingRun;
      let text = squeezed(segment.text);
      if (heading) {
        pushHeading(text);
        return;
      }
      const runIn = runInHeading(text);
      if (runIn) {
        pushHeading(runIn.title);
        text = runIn.rest;
      }
      blocks.push({
        kind: 'paragraph',
        text,
        page,
        sheet: options.sheet ?? null,
        level: 0,
        section: section.map((entry) => entry.text),
      });
    });
    if (rows.length > 0) {
      pairs.push({
        kind: 'table',
        page,
        sheet: options.sheet ?? null,
        section: section.map((entry) => entry.text),
        caption: null,
        columns: [''],
        rows,
        scale: null,
        currency: null,
      });
    }
  });
  return { blocks, pairs };
}
