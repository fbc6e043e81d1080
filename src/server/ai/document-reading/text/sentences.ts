import { stopWords } from './stop-words';

/** A unit the analyst reasons about: a sentence, or a heading line that stands on its own. */
export type Sentence = { text: string; index: number; heading: boolean };

/** Words whose final full stop does not end a sentence ('Fund IV, L.P. is…' is caught by the letter rule). */
const abbreviations = new Set(
  `inc ltd co corp llc llp plc lp gmbh sarl bv nv sa ag no nos art arts sec secs para paras cl ch vol pp p fig
  figs approx est dept mr mrs ms dr prof jr sr st mt vs cf al ibid ref refs jan feb mar apr jun jul aug sep
  sept oct nov dec yr yrs mo mos avg min max incl excl`
    .split(/\s+/)
    .filter(Boolean),
);

const terminator = /[.!?]+["'”’)\]]*(?=\s|$)/g;
const cellBreak = /\t| {3,}/;
const bulletStart = /^(?:[•·▪◦●■○►✓\-–—*]\s|\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)]\s)/i;
const endsWithTerminator = /[.!?:;]["'”’)\]]*$/;
const listLead = /[:;]["'”’)\]]*$/;
// A line ending mid-phrase ('…appreciation on', '…fees,') always continues on the next line.
const continuesBelow =
  /(?:[,\-–(]|\b(?:and|or|of|the|a|an|to|in|on|for|with|by|from|at|as|per|that|which|its|their))$/i;

/** 'L.P.', 'U.S.', 'e.g.', 'Inc.': a full stop that belongs to the word before it. */
function isAbbreviation(token: string): boolean {
  const word = token.replace(/^["'“‘([]+/, '');
  if (/^(?:\p{L}\.)+$/u.test(word)) return true;
  return abbreviations.has(word.slice(0, -1).toLowerCase());
}

/** '4.2.', '1.', '(iv).': a section or list number at the head of a sentence, not the end of one. */
function isListNumber(token: string): boolean {
  return /^\(?(?:\d{1,3}(?:\.\d{1,3})*|[ivx]{1,5}|[a-z])\.$/i.test(token);
}

/** Short, capitalised, unpunctuated: 'Investment Objectives', '4.2 Management Fee', 'RISK FACTORS:'. */
export function looksLikeHeading(line: string): boolean {
  const text = line.trim();
  if (text.length < 2 || text.length > 90) return false;
  if (/[.,;!?]["'”’)]*$/.test(text)) return false;
  if (!/^["“([]?[\p{Lu}\d]/u.test(text)) return false;
  const words = text.split(/\s+/);
  if (words.length > 12) return false;
  const significant = words.filter((word) => /\p{L}{2}/u.test(word) && !stopWords.has(word.toLowerCase()));
  if (significant.length === 0) return false;
  const capitalised = significant.filter((word) => /^["“([]?[\p{Lu}\d]/u.test(word)).length;
  return capitalised / significant.length >= 0.5;
}

type Line = { text: string; tabular: boolean };

function toLine(raw: string): Line | null {
  // Most lines are one cell: splitting them would only copy them.
  if (!cellBreak.test(raw)) {
    const text = raw.trim();
    return text ? { text, tabular: false } : null;
  }
  const cells = raw
    .split(cellBreak)
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length === 0) return null;
  return { text: cells.join(' '), tabular: cells.length > 1 };
}

function linesOf(block: string): Line[] {
  // A workbook's cell is a block of one line.
  if (!block.includes('\n')) {
    const line = toLine(block);
    return line ? [line] : [];
  }
  return block
    .split('\n')
    .map(toLine)
    .filter((line): line is Line => line !== null);
}

/**
 * Whether a line ends its segment. PDF text wraps paragraphs at the page's width, so a line that runs
 * near the block's width and neither ends in punctuation nor reads as a heading is the first half of a
 * sentence that continues below.
 */
function endsSegment(
  line: Line,
  next: Line | undefined,
  startsSegment: boolean,
  blockWidth: number,
): boolean {
  if (!next || line.tabular || next.tabular) return true;
  if (endsWithTerminator.test(line.text)) return true;
  if (bulletStart.test(next.text)) return true;
  if (/^\p{Ll}/u.test(next.text) || continuesBelow.test(line.text)) return false;
  if (startsSegment && looksLikeHeading(line.text)) return true;
  // A wrapped line runs close to the block's full width; a short one is a label or a table cell.
  return line.text.length < 0.6 * blockWidth;
}

/**
 * `last` is the segment's last piece: whether the segment ends a sentence is read from it, since testing
 * a merged paragraph's whole text (megabytes, for a workbook's many cells) each time would be quadratic.
 */
export type Segment = { text: string; heading: boolean; last: string };

// How far back a sentence cut by the other column's paragraphs is looked for, and how long its start is.
const maxCutBy = 4;
const minCutStartWords = 4;

/**
 * The paragraph a lower-case start goes on: the last one if it stops mid-sentence; or, where a page's
 * other column was read in between ('… estimated net assets of the Fund' / the next column's finished
 * paragraphs / 'were approximately $169 million'), the last paragraph before them that stops mid-sentence.
 */
function unfinishedBefore(found: Segment[]): Segment | null {
  let finishedBetween = false;
  for (let back = 1; back <= maxCutBy && back <= found.length; back += 1) {
    const segment = found[found.length - back];
    if (back === 1 && segment.heading) return null;
    if (segment.heading) continue;
    if (endsWithTerminator.test(segment.last)) {
      // A list's item follows its lead-in ('… include:', '… personnel;'): it goes on nothing further back.
      if (back === 1 && listLead.test(segment.last)) return null;
      finishedBetween = true;
      continue;
    }
    const cut = back === 1 || (finishedBetween && segment.text.split(/\s+/).length >= minCutStartWords);
    return cut ? segment : null;
  }
  return null;
}

/** Paragraphs (blank-line separated), with wrapped lines rejoined and table rows kept whole. */
export function segments(text: string): Segment[] {
  const found: Segment[] = [];
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .split(/\n[ \t\u00a0]*\n/);
  for (const block of blocks) {
    const lines = linesOf(block);
    let current = '';
    let lineCount = 0;
    const blockWidth = lines.reduce((widest, line) => Math.max(widest, line.text.length), 0);
    lines.forEach((line, position) => {
      // A hyphen at a line's end is kept: 'co-\ninvestment' must not become 'coinvestment'.
      current = !current
        ? line.text
        : current.endsWith('-')
          ? current + line.text
          : `${current} ${line.text}`;
      lineCount += 1;
      if (endsSegment(line, lines[position + 1], lineCount === 1, blockWidth)) {
        const heading = lineCount === 1 && !line.tabular && looksLikeHeading(line.text);
        const previous = /^\p{Ll}/u.test(current) ? unfinishedBefore(found) : null;
        // PDF text sometimes puts a blank line inside a sentence; a lower-case start gives it away.
        if (previous) {
          previous.text = `${previous.text} ${current}`;
          previous.last = current;
        } else {
          found.push({ text: current, heading, last: current });
        }
        current = '';
        lineCount = 0;
      }
    });
  }
  return found;
}

// Both helpers look only a few characters away, so a megabyte without spaces still splits in linear time.
function firstNonSpace(text: string, from: number): string {
  for (let at = from; at < text.length && at < from + 64; at += 1) {
    if (!/\s/.test(text[at])) return text[at];
  }
  return '';
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (at < text.length && /\s/.test(text[at])) at += 1;
  return at;
}

function wordStart(text: string, at: number, floor: number): number {
  let start = at;
  while (start > floor && start > at - 40 && !/\s/.test(text[start - 1])) start -= 1;
  return start;
}

/** Sentences of one segment, cut at full stops that are not decimals, abbreviations or list numbers. */
export function splitSegment(segment: string): string[] {
  const parts: string[] = [];
  let start = 0;
  // One pattern for every segment: matchAll would copy it for each of a workbook's many cells.
  terminator.lastIndex = 0;
  for (let match = terminator.exec(segment); match; match = terminator.exec(segment)) {
    const end = match.index + match[0].length;
    const nextChar = firstNonSpace(segment, end);
    if (nextChar && /\p{Ll}/u.test(nextChar)) continue;
    if (match[0].startsWith('.') && !match[0].startsWith('..')) {
      const tokenStart = wordStart(segment, match.index, start);
      const token = segment.slice(tokenStart, match.index + 1);
      if (nextChar && isAbbreviation(token)) continue;
      if (skipSpaces(segment, start) === tokenStart && isListNumber(token)) continue;
    }
    parts.push(segment.slice(start, end));
    start = end;
  }
  parts.push(segment.slice(start));
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The text's sentences and standalone headings, in document order. Linear in the text's length. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const segment of segments(text)) {
    if (segment.heading) {
      sentences.push({ text: segment.text.replace(/\s+/g, ' '), index: sentences.length, heading: true });
      continue;
    }
    for (const part of splitSegment(segment.text)) {
      sentences.push({ text: part, index: sentences.length, heading: false });
    }
  }
  return sentences;
}
