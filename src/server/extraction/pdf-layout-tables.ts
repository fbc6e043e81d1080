import { boundTables, tableLimits, type ExtractedTable } from './extracted-tables';
import { phrasesOf } from './layout-phrases';
import { scheduleHoldings } from './pdf-schedule-holdings';
import { termTablesOfPage } from './pdf-term-tables';
import { tileTablesOfPage } from './pdf-tile-tables';

/**
 * A run of text on a line; `lead`, where a currency sign set apart before a value starts; `words`, a
 * cell of words after a row's values (a benchmark's name), which stands flush left in its column.
 */
type Piece = { text: string; start: number; end: number; lead?: number; words?: boolean };

type ValueRow = {
  line: number;
  label: string;
  indent: number;
  /** Where the label ends: a value must stand clear of it. */
  labelEnd: number;
  values: Piece[];
  /** A panel's label and value standing to the left on the same line ('Total Net Assets  $1.2 billion'). */
  beside: { label: string; value: string } | null;
};

// A value as a statement prints it: '120.4', '(1,234)', '12.5%', '$45', '1.8x', '$350M', '€1.2bn',
// '1,912.4p' (in pence), '1,729,653*' (a footnote mark), or a dash, 'N/A', 'NM' or 'None' for nothing in
// that period or column.
/** A value as a table sets it in a cell ('$1,234', '(5.6)', '14.2%', '1.8x', '—', 'N/A'). */
export const valueToken =
  /^(?:\(?(?:US\$|[$€£¥])?\(?(?:[-−–+±]|\+\/-)?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:%|x|×|[MBK]|mm|mn|bn|pp?)?\)?%?[*†‡]{0,2}|[—–-]{1,2}|N\/A|n\/a|NM|nm|n\.m\.|None|NONE)$/;
const currencyToken = /^(?:US\$|[$€£¥])$/;
// A range's '+/-' (or '±') set a space before its value ('+/- 7%'): one cell with it.
const plusMinusToken = /^(?:\+\/-|±|\+\/−)$/;
const footnoteMark = /^(?:\([A-Za-z]\)|\(\d\)|[*†‡]{1,3})$/;
// Footnote marks set against their value ('0.44(1)', '(1.29)(1)(2)'): the value is the part before them.
const gluedFootnoteMark = /^(.+?)(?:\((?:[A-Za-z]|\d)\))+$/;
// An address's postcode after its state ('San Jose, California   95113') is no value.
const statePostcode =
  /\b(?:[A-Z]{2}|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)$/;
const percentToken = /^%$/;
// Bare years across a row head its columns rather than fill them, marked or not as actual, estimated,
// budgeted, forecast or projected ('2025A', '2026B', 'FY2027E').
const yearToken = /^(?:FY\s?)?(?:19|20)\d{2}[AEBFP]?$/;
// A half, a quarter or a fiscal year: 'H1 2026', 'Q3 2025', 'FY 2025', '1H25', 'FY26E'.
const periodHeading = /^(?:[HQ][1-4]|[1-4][HQ]|FY|CY)\s?(?:19|20)?\d{2}[AEBFP]?$/i;
const wordToken = /\p{L}/u;
// A date set in a cell ('January 2025', 'Sep 30, 2025', '3/31/2025'): a value of a column of dates.
const monthWord =
  /^(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?$/i;
const dayWord = /^\d{1,2},$/;
const numericDate = /^\d{1,2}\/\d{1,2}\/(?:\d{2}|\d{4})$/;
const dateValue = (text: string) => numericDate.test(text) || /^\p{L}.*\d{4}$/u.test(text);
// A label stands at least this many spaces clear of the first value; prose keeps one space.
const minGap = 2;
// A header cell is a few words; a longer run is prose that happens to stand in the layout.
const maxHeaderPiece = 48;
const maxHeaderLines = 5;
const maxCaptionLines = 3;
// Lines inside a table that are neither rows nor section labels: two do not end it, more do.
const maxGapLines = 2;
// A column of references to the notes ('Note' over '3', '6'): no heading of the values beside it.
const notesHeading = /^notes?$/i;
// Characters either side a header may reach past its column, as centred headers do.
const alignSlack = 3;
const maxColumns = 24;
const maxLineChars = 500;
// Rows wider than their table, this many in a row, make a table of their own.
const minWiderRows = 2;
// A section label inside a table is short ('ASSETS', 'Investment securities:').
const maxSectionLabel = 70;

function wordsOf(line: string): Piece[] {
  return [...line.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

const joined = (words: readonly Piece[]) => words.map((word) => word.text).join(' ');

/** The words of a line parted where two or more spaces stand between them. */
function phrasesOfWords(words: readonly Piece[]): Piece[][] {
  const phrases: Piece[][] = [];
  words.forEach((word, index) => {
    if (index === 0 || word.start - words[index - 1].end >= minGap) phrases.push([word]);
    else phrases.at(-1)!.push(word);
  });
  return phrases;
}

/** Words with numbers and no lower-case word: a code or a reference, not a label's words. */
function isReferenceCode(words: readonly Piece[]): boolean {
  const text = joined(words);
  return /\d/.test(text) && !/\p{Ll}{3}/u.test(text);
}

const rangeDash = /^[-–]$/;
const rangeEnd = /(?:%|x|×)\)?$/;
// A scale or a unit written after its value ('$40 million', '3 years'): one cell with it.
const unitWord = /^(?:million|billion|thousand|trillion|years?|months?)$/i;

/**
 * Joins a range of percents or multiples written across three words ('15% - 18%', '2.0x - 2.5x') into
 * one value, in place: a dash one space between two such values is the range's, where a statement's
 * nil cell stands a column apart.
 */
function joinRanges(values: Piece[], line: string): void {
  for (let at = values.length - 2; at >= 1; at -= 1) {
    const [low, dash, high] = values.slice(at - 1, at + 2);
    const close = dash.start - low.end < minGap && high.start - dash.end < minGap;
    if (!rangeDash.test(dash.text) || !close) continue;
    if (!rangeEnd.test(low.text) || !rangeEnd.test(high.text)) continue;
    values.splice(at - 1, 3, { text: line.slice(low.start, high.end), start: low.start, end: high.end });
    at -= 1;
  }
}

// A label whose value is a year: when the fund or firm began.
const yearAttribute = /\b(?:vintage|founded|established|inception|incorporated|formed|launched)\b/i;

/** Where a date ending in the year at `at` starts ('January 2025', 'Sep 30, 2025'), or -1. */
function dateStart(words: readonly Piece[], at: number): number {
  const close = (left: Piece, right: Piece) => right.start - left.end < minGap;
  const before = words[at - 1];
  if (!before || !close(before, words[at])) return -1;
  if (monthWord.test(before.text)) return at - 1;
  const month = words[at - 2];
  return dayWord.test(before.text) && month && close(month, before) && monthWord.test(month.text)
    ? at - 2
    : -1;
}

// A cell of words is a name ('MSCI ACWI IMI Net', 'FTSE All Cap + 150 bps'), not a clause of prose.
const maxWordsCell = 60;
const namesStart = /^[\p{Lu}\d]/u;

/**
 * The words of a cell after a row's values, as a policy's benchmark column or a schedule's industry sets
 * them ('Public Equity   40%   +/- 7%   MSCI ACWI IMI Net'): the last phrase, a name standing clear of a
 * value after a label. Null for prose, a legend's pairs (value first) and a term's text ('2.0% of
 * committed capital' is the value's own words).
 */
function wordsAfterValues(words: readonly Piece[]): Piece[] | null {
  const phrases = phrasesOfWords(words);
  if (phrases.length < 3) return null;
  const last = phrases.at(-1)!;
  const text = joined(last);
  if (!namesStart.test(text) || !wordToken.test(text) || text.length > maxWordsCell) return null;
  if (valueToken.test(text) || unitWord.test(last[0].text)) return null;
  const before = phrases.at(-2)!;
  if (!valueToken.test(before.at(-1)!.text) || !wordToken.test(joined(phrases[0]))) return null;
  if (valueToken.test(phrases[0][0].text)) return null;
  return last;
}

const spanHeading = /^(\d{1,2})[\s-]?(?:years?|yrs?\.?|months?|mos?\.?)$/i;

function isSpanHeading(values: readonly Piece[]): boolean {
  const lengths = values.map((value) => spanHeading.exec(value.text)?.[1]);
  return lengths.every(
    (length, index) => length !== undefined && (index === 0 || Number(length) > Number(lengths[index - 1])),
  );
}

/**
 * A body row: a label with letters, then values to its right, each a separate word (statements set
 * close columns one space apart). A lone currency sign joins the value after it, a lone '%' or a scale
 * or unit word the value before, and a range in words ('0% to 5%') is one value. A cell of words after
 * the values (`wordsAfterValues`) is the row's last. Returns null for prose, headers and blank lines.
 */
function valueRow(line: string, index: number, nilAllowed = false): ValueRow | null {
  const allWords = wordsOf(line);
  if (allWords.length === 0) return null;
  const tail = wordsAfterValues(allWords);
  const words = tail ? allWords.slice(0, -tail.length) : allWords;
  const values: Piece[] = [];
  let at = words.length - 1;
  for (; at >= 0; at -= 1) {
    const word = words[at];
    // A footnote mark beside a value ('(2.00%) (A)', '12% (1)', '1,234 *') belongs to no column.
    if (footnoteMark.test(word.text) && at > 0 && valueToken.test(words[at - 1].text)) continue;
    if (
      unitWord.test(word.text) &&
      at > 0 &&
      valueToken.test(words[at - 1].text) &&
      word.start - words[at - 1].end < minGap
    ) {
      const before = words[at - 1];
      values.unshift({ text: line.slice(before.start, word.end), start: before.start, end: word.end });
      at -= 1;
      continue;
    }
    if (percentToken.test(word.text) && at > 0 && valueToken.test(words[at - 1].text)) {
      const before = words[at - 1];
      values.unshift({ text: line.slice(before.start, word.end), start: before.start, end: word.end });
      at -= 1;
      continue;
    }
    // A range in words ('0% to 5%', '1.5x to 2.0x') is one value.
    const low = words[at - 1];
    if (
      word.text === 'to' &&
      low &&
      values.length > 0 &&
      values[0].start - word.end < minGap &&
      word.start - low.end < minGap &&
      rangeEnd.test(low.text) &&
      rangeEnd.test(values[0].text) &&
      valueToken.test(low.text)
    ) {
      values[0] = { text: line.slice(low.start, values[0].end), start: low.start, end: values[0].end };
      at -= 1;
      continue;
    }
    if (plusMinusToken.test(word.text) && values.length > 0 && values[0].start - word.end < minGap) {
      values[0] = { text: line.slice(word.start, values[0].end), start: word.start, end: values[0].end };
      continue;
    }
    if (currencyToken.test(word.text) && values.length > 0) {
      // A statement sets its '$' at the column's left edge: it joins the value, but the value's own place
      // says which column it is in.
      values[0] = { ...values[0], text: `${word.text} ${values[0].text}`, lead: word.start };
      continue;
    }
    // A date in a row's last column is its value ('January 2025' under 'Closing Date'); one before
    // the values stays in the label, which it tells apart from its siblings ('Note  5/31/2018  500,000').
    const month = values.length === 0 && yearToken.test(word.text) ? dateStart(words, at) : -1;
    if (month >= 0) {
      const first = words[month];
      values.unshift({ text: line.slice(first.start, word.end), start: first.start, end: word.end });
      at = month;
      continue;
    }
    if (values.length === 0 && numericDate.test(word.text)) {
      values.unshift(word);
      continue;
    }
    const marked = gluedFootnoteMark.exec(word.text);
    if (marked && valueToken.test(marked[1])) {
      values.unshift({ text: marked[1], start: word.start, end: word.start + marked[1].length });
      continue;
    }
    if (!valueToken.test(word.text)) break;
    values.unshift(word);
  }
  joinRanges(values, line);
  // A dash a space before the first value of a line with no label parts a label's lines ('TOTAL
  // INVESTMENTS' / '— 121.3%'): it is punctuation, not a nil in a column left of all the others.
  if (
    at < 0 &&
    values.length > 1 &&
    /^[—–]$/.test(values[0].text) &&
    values[1].start - values[0].end < minGap
  )
    values.shift();
  // Values one space from the label belong to it: '(Note 6)', '(cost $0 and $703)'; but a fact sheet's
  // right panel sets its value close to its label ('Target Size   $60 million   Management Fee 2.0%').
  const tightPanel =
    values.length > 0 &&
    at >= 0 &&
    besidePanel(words.slice(0, at + 1)) !== null &&
    !/^\(/.test(values[0].text);
  while (!tightPanel && values.length > 0 && at >= 0 && values[0].start - words[at].end < minGap) {
    values.shift();
    at = words.findIndex((word) => word.start >= (values[0]?.start ?? Infinity)) - 1;
    if (at < 0) at = words.length - 1;
    // A currency sign joined to the first value is the value's, not the label's.
    if (
      values.length > 0 &&
      values[0].text.startsWith(words[at]?.text ?? ' ') &&
      currencyToken.test(words[at].text)
    )
      at -= 1;
  }
  if (values.length === 0) return null;
  const wordCells: Piece[] = tail
    ? [{ text: joined(tail), start: tail[0].start, end: tail.at(-1)!.end, words: true }]
    : [];
  // A row of a table by vintage year starts with its year ('2018   310.0   1.82x'): the year is its label.
  const [year, ...rest] = values;
  if (at < 0 && yearToken.test(year.text) && rest.some((value) => !yearToken.test(value.text))) {
    return {
      line: index,
      label: year.text,
      indent: year.start,
      labelEnd: year.end,
      values: [...rest, ...wordCells],
      beside: null,
    };
  }
  let labelWords = words.slice(0, at + 1);
  // A margin's reference standing apart before the label ('ASC 946-210-45-20   Cash') is no part of it.
  const [margin, ...afterMargin] = phrasesOfWords(labelWords);
  if (afterMargin.length > 0 && isReferenceCode(margin) && wordToken.test(joined(afterMargin.flat())))
    labelWords = afterMargin.flat();
  const panels = besidePanel(labelWords);
  if (panels) labelWords = panels.label;
  const label = joined(labelWords);
  const labelEnd = labelWords.at(-1)?.end ?? 0;
  if (labelWords.length > 0 && !wordToken.test(label)) return null;
  if (values.length === 1 && /^\d{5}(?:-\d{4})?$/.test(values[0].text) && statePostcode.test(label))
    return null;
  // A year beside a panel's label is its value ('Annual Yield   9.5%   Vintage   2023'), and so is one
  // year a label says is a year of the fund's ('Vintage year   2021', 'Founded   2004'); else a header.
  const yearOfLabel = panels !== null || (values.length === 1 && yearAttribute.test(label));
  // Dates alone across a line head its columns too ('December 31, 2024   December 31, 2023').
  if (!yearOfLabel && values.every((value) => yearToken.test(value.text) || dateValue(value.text)))
    return null;
  // Spans growing across a line head its columns ('1 Year   3 Years   5 Years   10 Years'); a row
  // of terms is seldom in that order.
  if (values.length >= 2 && isSpanHeading(values)) return null;
  // A row of nothing but nils ('Shares redeemed   —') starts no table, though a table holds one.
  if (!nilAllowed && values.every((value) => /^[—–-]{1,2}$|^n/i.test(value.text))) return null;
  return {
    line: index,
    label,
    indent: panels ? panels.label[0].start : words[0].start,
    labelEnd,
    values: [...values, ...wordCells],
    beside: panels?.beside ?? null,
  };
}

/**
 * Two panels side by side on a line, as a fact sheet sets them: 'Total Net Assets   $1.24 billion
 * First Lien   72.4%'. The label before the row's values is the last phrase of words; a phrase with a
 * number before it, after a label of its own, is the left panel's value. A schedule's label ('IntraOp
 * Medical Corp.   Medical Devices   Convertible Note') holds no such number and stays whole.
 */
function besidePanel(
  labelWords: readonly Piece[],
): { label: Piece[]; beside: { label: string; value: string } } | null {
  const phrases = phrasesOfWords(labelWords);
  if (phrases.length < 3) return null;
  const last = phrases.at(-1)!;
  const valueAt = phrases.length - 2;
  const value = joined(phrases[valueAt]);
  const before = joined(phrases.slice(0, valueAt).flat());
  // A value in brackets is a schedule's share beside its holding's name ('REVASUM, INC.   (15.1%)'); a
  // period ('H1 2026', 'FY 2025') is a column's heading.
  if (!/\d/.test(value) || /^\(/.test(value) || periodHeading.test(value)) return null;
  if (/\d/.test(joined(last)) || !wordToken.test(joined(last))) return null;
  if (!wordToken.test(before) || /\d/.test(before.replace(/\([^)]*\)/g, ''))) return null;
  return { label: last, beside: { label: before, value } };
}

/** Whether two tables' value columns stand in the same places, each value's right edge within a slack. */
function sameColumns(first: readonly Column[], second: readonly Column[]): boolean {
  return (
    first.length === second.length &&
    first.every((column, index) => Math.abs(usualEnd(column) - usualEnd(second[index])) <= alignSlack)
  );
}

/** A label cut mid-phrase ('Partners' capital,', 'Net increase resulting from'): its next line goes on. */
function endsMidPhrase(label: string): boolean {
  return /(?:[,(&-]|\b(?:of|on|from|and|in|to|the|for|with|per|by))$/i.test(label);
}

// A line of this many short phrases and no values heads columns.
const minHeadingPhrases = 3;

/** A line of column headings: several short phrases standing apart, none of them a value. */
function isHeadingLine(line: string): boolean {
  const phrases = phrasesOf(line);
  return (
    phrases.length >= minHeadingPhrases &&
    phrases.every((phrase) => phrase.text.length <= maxHeaderPiece && !valueToken.test(phrase.text))
  );
}

/** A short line of words and no values: a section label inside a table, or a label's first line. */
function labelLine(line: string): { text: string; indent: number } | null {
  const text = line.trim();
  if (!text || text.length > maxSectionLabel || !wordToken.test(text) || /\s{2,}\S/.test(text)) return null;
  return { text, indent: line.length - line.trimStart().length };
}

type Column = { start: number; end: number; starts: number[]; ends: number[]; leads: number[] };

/**
 * Value columns. Most rows of a statement fill every column, so the usual count of values a row holds
 * is the table's number of columns, and the rows holding that many say where each column stands (a
 * page's layout may set one section a few characters left of another, so positions alone would merge
 * neighbouring columns). Each column's span covers its values in those rows.
 */
function columnsOf(rows: readonly ValueRow[]): Column[] {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.values.length, (counts.get(row.values.length) ?? 0) + 1);
  const width = Math.min(
    maxColumns,
    [...counts].sort(([countA, rowsA], [countB, rowsB]) => rowsB - rowsA || countB - countA)[0]?.[0] ?? 0,
  );
  const full = rows.filter((row) => row.values.length === width);
  return Array.from({ length: width }, (_, index) => {
    const pieces = full.map((row) => row.values[index]);
    return {
      start: Math.min(...pieces.map((piece) => piece.start)),
      end: Math.max(...pieces.map((piece) => piece.end)),
      starts: pieces.map((piece) => piece.start).sort((a, b) => a - b),
      ends: pieces.map((piece) => piece.end).sort((a, b) => a - b),
      leads: pieces.map((piece) => piece.lead ?? piece.start).sort((a, b) => a - b),
    };
  });
}

/** Where a column's values end, as most of its full rows set them. */
const usualEnd = (column: Column) => column.ends[Math.floor(column.ends.length / 2)];
const usualStart = (column: Column) => column.starts[Math.floor(column.starts.length / 2)];

/**
 * A row's values in their columns: a full row's in order; a shorter row's each to the column whose
 * usual right edge is nearest, keeping their order (a value never goes left of the one before it).
 */
function placeValues(values: readonly Piece[], columns: readonly Column[]): string[] {
  const cells = columns.map(() => '');
  if (values.length === columns.length) {
    values.forEach((value, index) => (cells[index] = value.text));
    return cells;
  }
  // A figure stands flush right in its column, a cell of words flush left.
  const distance = (value: Piece, column: Column) =>
    value.words ? Math.abs(value.start - usualStart(column)) : Math.abs(value.end - usualEnd(column));
  let next = 0;
  values.forEach((value, index) => {
    const room = columns.length - (values.length - index);
    let best = -1;
    for (let column = next; column <= room; column += 1) {
      if (best === -1 || distance(value, columns[column]) < distance(value, columns[best])) best = column;
    }
    if (best === -1) return;
    cells[best] = value.text;
    next = best + 1;
  });
  return cells;
}

function columnOf(piece: Piece, columns: readonly Column[], slack = 0): number {
  let best = -1;
  let bestDistance = Infinity;
  columns.forEach((column, index) => {
    if (piece.start > column.end + slack || piece.end < column.start - slack) return;
    // A header stands over its column right-aligned, centred or left-aligned as the values are.
    const [start, end] = [usualStart(column), usualEnd(column)];
    const distance = Math.min(
      Math.abs(piece.end - end),
      Math.abs(piece.start - start),
      Math.abs(piece.start + piece.end - start - end) / 2,
    );
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** The columns a header phrase stands over, and its words where they stand on the line. */
function spannedWords(phrase: Piece, columns: readonly Column[]): { spanned: Column[]; words: Piece[] } {
  return {
    spanned: columns.filter((column) => phrase.start <= column.end && phrase.end >= column.start),
    words: wordsOf(phrase.text).map((word) => ({
      ...word,
      start: word.start + phrase.start,
      end: word.end + phrase.start,
    })),
  };
}

/**
 * A header phrase that runs over several columns because their headings stand one space apart ('FOR
 * THE YEAR ENDED FOR THE YEAR ENDED', 'DECEMBER 31, 2019 DECEMBER 31, 2018'): the same words repeated,
 * numbers aside, one run for each column. Returns the phrase whole when it is no such repetition.
 */
function splitRepeatedHeading(phrase: Piece, columns: readonly Column[]): Piece[] {
  const { spanned, words } = spannedWords(phrase, columns);
  if (spanned.length < 2) return [phrase];
  const shape = (group: readonly Piece[]) => group.map((word) => word.text.replace(/\d/g, '#')).join(' ');
  for (let count = spanned.length; count >= 2; count -= 1) {
    if (words.length % count !== 0) continue;
    const size = words.length / count;
    const groups = Array.from({ length: count }, (_, index) => words.slice(index * size, (index + 1) * size));
    if (groups.some((group) => shape(group) !== shape(groups[0]))) continue;
    return groups.map((group) => ({ text: joined(group), start: group[0].start, end: group.at(-1)!.end }));
  }
  return [phrase];
}

/**
 * A header phrase that runs over several columns because their headings stand one space apart
 * ('General Partner Limited Partners Total'), cut where its words line up with the columns' values
 * (within a character, as a layout's grid rounds a word's place): at the start of each column whose
 * values are set flush left, or at the end of each set flush right.
 * Returns the phrase whole when its words line up so with no such cut (a heading centred over its
 * columns, 'FOR THE NINE MONTHS ENDED', heads them all).
 */
function splitAlignedHeading(phrase: Piece, columns: readonly Column[]): Piece[] {
  const { spanned, words } = spannedWords(phrase, columns);
  if (spanned.length < 2) return [phrase];
  // Values set flush on one side line up there (within a character) and less so on the other; several
  // values of one width line up on both, where one alone says nothing. Flush left, a value starts at
  // its currency sign ('$ 14,902' over '1,006').
  const spread = (edges: readonly number[]) => edges.at(-1)! - edges[0];
  const oneWidth = (column: Column) =>
    column.leads.length >= 2 && spread(column.leads) === spread(column.ends);
  const flushLeft = (column: Column) =>
    spread(column.leads) <= 1 && (spread(column.leads) < spread(column.ends) || oneWidth(column));
  const flushRight = (column: Column) =>
    spread(column.ends) <= 1 && (spread(column.ends) < spread(column.starts) || oneWidth(column));
  const rising = (indices: readonly number[]) =>
    indices.every((at, index) => at >= 0 && (index === 0 || at > indices[index - 1]));
  const cutAt = (firsts: readonly number[]) =>
    firsts.map((first, index) => {
      const group = words.slice(first, firsts[index + 1] ?? words.length);
      return { text: joined(group), start: group[0].start, end: group.at(-1)!.end };
    });
  if (spanned.every(flushLeft)) {
    const firsts = spanned.map((column) =>
      words.findIndex((word) => Math.abs(word.start - column.leads[0]) <= 1),
    );
    if (firsts[0] === 0 && rising(firsts)) return cutAt(firsts);
  }
  if (spanned.every(flushRight)) {
    const lasts = spanned.map((column) =>
      words.findIndex((word) => Math.abs(word.end - usualEnd(column)) <= 1),
    );
    if (lasts.at(-1) === words.length - 1 && rising(lasts))
      return cutAt([0, ...lasts.slice(0, -1).map((last) => last + 1)]);
  }
  return [phrase];
}

/**
 * Header lines above a table's first row: short phrases standing over its value columns, stacked top to
 * bottom per column ('AS OF' / 'DECEMBER 31,' / '2021'). A phrase where the labels stand is a title or a
 * scale ('(in thousands)'), kept with the caption.
 */
// A percent or an amount of money written in a phrase: '1.75% of committed capital', 'up to $5 million'.
const statedFigure = /\d\s?%|[$€£]\s?\d/;

function headerLines(
  lines: readonly string[],
  above: number,
  columns: readonly Column[],
  labelsEnd: number,
): {
  headers: string[][];
  top: number;
  captions: string[];
  sections: Map<number, { text: string; indent: number }>;
} {
  const headers: string[][] = [];
  const captions: string[] = [];
  // Label lines between the headers and the first row ('ASSETS', 'Investment securities:') open sections.
  const sections = new Map<number, { text: string; indent: number }>();
  let index = above;
  let spaced = false;
  for (; index >= 0 && headers.length < maxHeaderLines; index -= 1) {
    const line = lines[index];
    const phrases = phrasesOf(line);
    if (phrases.length === 0) {
      // Headers set with the rows' spacing stand a blank line apart: a line heading every column one
      // phrase each goes on over them ('Class I  Class S' over the tickers), once.
      if (headers.length === 0) continue;
      if (spaced || !headsEveryColumn(lines[index - 1], index - 1, columns, labelsEnd)) break;
      spaced = true;
      continue;
    }
    if (valueRow(line, index)) break;
    // A term stated in words beside its label ('Carried interest   20% over an 8% preferred return')
    // is a row of terms above the table, not a header of it.
    if (phrases.some((phrase) => phrase.start >= labelsEnd && statedFigure.test(phrase.text))) break;
    const pieces = phrases
      .flatMap((phrase) => splitRepeatedHeading(phrase, columns))
      .flatMap((phrase) => splitAlignedHeading(phrase, columns));
    // A long phrase is prose, unless it stands where the labels do beside the columns' headings: the
    // table's stub heading ('Net returns by strategy, periods ending March 31, 2025   1-Year   5-Year'),
    // on a line heading most of the columns (a few headings over groups of them start no header).
    const long = pieces.filter((phrase) => phrase.text.length > maxHeaderPiece);
    const valuesStart = columns[0]?.start ?? 0;
    if (long.length === pieces.length || long.some((phrase) => phrase.end >= valuesStart)) break;
    const row: string[] = columns.map(() => '');
    const aside: string[] = [];
    let placed = 0;
    for (const phrase of pieces) {
      if (notesHeading.test(phrase.text)) continue;
      // A phrase reaching into the labels' part of the line is a title, centred over the page, not a header.
      const column = phrase.start < labelsEnd ? -1 : columnOf(phrase, columns, alignSlack);
      if (column === -1) {
        if (phrase.start < (columns[0]?.start ?? 0)) aside.push(phrase.text);
        continue;
      }
      // A phrase over most of several columns' values heads each of them ('FOR THE NINE MONTHS ENDED'
      // over 2022 and 2021); a wide heading of close columns reaches only a little over its neighbour.
      const spanned = columns.flatMap((spannedColumn, index) => {
        const [start, end] = [usualStart(spannedColumn), usualEnd(spannedColumn)];
        const overlap = Math.min(phrase.end, end) - Math.max(phrase.start, start);
        return overlap * 2 >= end - start ? [index] : [];
      });
      for (const index of spanned.length >= 2 ? spanned : [column])
        row[index] = row[index] ? `${row[index]} ${phrase.text}` : phrase.text;
      placed += 1;
    }
    if (long.length > 0 && placed * 2 < columns.length) break;
    if (placed === 0) {
      if (headers.length > 0) break;
      const section = labelLine(line);
      if (section) sections.set(index, section);
      continue;
    }
    captions.unshift(...aside);
    headers.unshift(row);
  }
  if (headers.length === 0) {
    // No headers: what stood above the rows is the caption, not sections.
    for (const [, section] of [...sections].sort(([a], [b]) => a - b)) captions.push(section.text);
    sections.clear();
  }
  return { headers, top: index + 1, captions, sections };
}

/** Whether a line heads each of the columns with one phrase of its own, and holds no value. */
function headsEveryColumn(
  line: string | undefined,
  index: number,
  columns: readonly Column[],
  labelsEnd: number,
): boolean {
  if (line === undefined || valueRow(line, index)) return false;
  const heads = phrasesOf(line).filter((phrase) => phrase.start >= labelsEnd);
  return (
    columns.length >= 2 &&
    heads.length === columns.length &&
    heads.every(
      (phrase, at) =>
        wordToken.test(phrase.text) &&
        !valueToken.test(phrase.text) &&
        columnOf(phrase, columns, alignSlack) === at,
    )
  );
}

/** Lines just above a table (its title, its scale) that stand where the labels do. */
function captionLines(lines: readonly string[], above: number, tileLines: ReadonlySet<number>): string[] {
  const found: string[] = [];
  // Tiles over the table stand between it and any title above them.
  for (let index = above; index >= 0 && found.length < maxCaptionLines && !tileLines.has(index); index -= 1) {
    const text = lines[index].trim();
    if (!text) {
      if (found.length > 0) break;
      continue;
    }
    if (text.length > 120 || valueRow(lines[index], index)) break;
    found.unshift(text.replace(/\s{2,}/g, ' '));
  }
  return found;
}

// A statement's date standing alone under its title: 'DECEMBER 31, 2021', 'JUNE 30, 2011 (UNAUDITED)'.
const dateLine =
  /^(?:as of |as at )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}, (?:19|20)\d{2}(?: \(unaudited\))?$/i;
// How far above a table its title block may stand (over the label column's stacked headers).
const maxTitleLines = 12;

/** The date line of the title block above a table, which the caption's few lines may not reach. */
function titleDate(lines: readonly string[], above: number): string | null {
  for (let index = above, seen = 0; index >= 0 && seen < maxTitleLines; index -= 1) {
    const text = lines[index].trim();
    if (!text) continue;
    if (text.length > 120 || valueRow(lines[index], index)) return null;
    if (dateLine.test(text)) return text;
    seen += 1;
  }
  return null;
}

/**
 * Rows in runs of at least `minWiderRows` in a row that hold more values than the table has columns, and
 * whose columns stand elsewhere. Where the table's columns are among theirs, the wider rows are the
 * table's own with a value more ('Cash   7   12,410   9,885' under 'Note 2024 2023').
 */
function widerRuns(rows: readonly ValueRow[], columns: readonly Column[]): Set<ValueRow> {
  const found: ValueRow[] = [];
  let run: ValueRow[] = [];
  for (const row of [...rows, null]) {
    if (row && row.values.length > columns.length) {
      run.push(row);
      continue;
    }
    if (run.length >= minWiderRows) found.push(...run);
    run = [];
  }
  const theirs = columnsOf(found);
  const among = columns.every((column) =>
    theirs.some((their) => Math.abs(usualEnd(their) - usualEnd(column)) <= alignSlack),
  );
  return new Set(among ? [] : found);
}

/** A row as printed, for quoting: its columns' gaps shortened to two spaces. */
const rowQuote = (line: string) => line.trim().replace(/\s{2,}/g, '  ');

// An amount with its scale in words, as a deck's headline figure sets it: '$9.2 billion'.
const scaledAmount = /^(?:US\$|[$€£¥])\s?\d[\d,]*(?:\.\d+)?\s(?:thousand|million|billion|trillion)$/i;
const legendValue = (text: string) => valueToken.test(text) || scaledAmount.test(text);

/**
 * A legend's pairs, value first ('98.5%   United States   26.4%   Information Technology'), as a chart's
 * key or a fact sheet's breakdown prints them: each a row of its label and its value.
 */
function legendPairs(line: string): { label: string; value: string }[] {
  const phrases = phrasesOf(line);
  if (phrases.length < 2 || !legendValue(phrases[0].text)) return [];
  const pairs: { label: string; value: string }[] = [];
  for (let index = 0; index + 1 < phrases.length; index += 2) {
    const [value, label] = [phrases[index].text, phrases[index + 1].text];
    if (!legendValue(value) || !wordToken.test(label) || valueToken.test(label)) return [];
    pairs.push({ label, value });
  }
  return phrases.length % 2 === 0 ? pairs : [];
}

// A tile's figure: a value or an amount with its scale in words, not a year.
const tileFigure = (text: string) => legendValue(text) && !yearToken.test(text);
// A period a chart's axis marks: a year, a half or quarter, a span ('3 Years'), or the whole life.
const chartPeriod = (text: string) =>
  yearToken.test(text) ||
  periodHeading.test(text) ||
  spanHeading.test(text) ||
  /^(?:YTD|QTD|ITD|since inception)$/i.test(text);

function legendTables(lines: readonly string[], page: number): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  let rows: string[][] = [];
  let quotes: string[] = [];
  const close = () => {
    if (rows.length > 0) tables.push({ page, rows, headerRows: 0, parents: rows.map(() => null), quotes });
    rows = [];
    quotes = [];
  };
  for (const line of lines) {
    const pairs = legendPairs(line);
    if (pairs.length === 0) {
      close();
      continue;
    }
    for (const pair of pairs) {
      rows.push([pair.label, pair.value]);
      quotes.push(`${pair.value} ${pair.label}`);
    }
  }
  close();
  return tables;
}

/** The tables of one page of layout text. */
function tablesOfPage(pageText: string, page: number): ExtractedTable[] {
  const text = pageText.split('\n').map((line) => (line.length > maxLineChars ? '' : line));
  const tiles = tileTablesOfPage(text, page, tileFigure, chartPeriod);
  const tables: ExtractedTable[] = [
    ...legendTables(text, page),
    ...termTablesOfPage(text, page),
    ...tiles.tables,
  ];
  // Tiles' and charts' lines are their own: a chart's axis would head the rows under it as their
  // columns, tiles' captions title the table under them.
  const lines = text.map((line, index) => (tiles.lines.has(index) ? '' : line));
  let index = 0;
  let previous: { columns: Column[]; headers: string[][] } | null = null;
  while (index < lines.length && tables.length < tableLimits.tables) {
    if (!valueRow(lines[index], index)) {
      index += 1;
      continue;
    }
    const first = index;
    const rows: ValueRow[] = [];
    const sections = new Map<number, { text: string; indent: number }>();
    let gap = 0;
    for (; index < lines.length && gap <= maxGapLines; index += 1) {
      const row = valueRow(lines[index], index, rows.length > 0);
      if (row) {
        rows.push(row);
        gap = 0;
        continue;
      }
      // Headings over new columns start a table of their own ('Performance  1 Year  3 Years').
      if (rows.length > 0 && isHeadingLine(lines[index])) break;
      const section = labelLine(lines[index]);
      if (section) sections.set(index, section);
      gap += section ? 0 : 1;
      if (section && sections.size > 12 && rows.length === 0) break;
    }
    const columns = columnsOf(rows);
    if (columns.length === 0) continue;
    // Where the labels end, leaving out a label that runs on into the first column (one that took in a
    // value it could not read): headers centred over that column start before its values do.
    const clearEnds = rows.map((row) => row.labelEnd).filter((end) => end <= columns[0].start);
    const labelsEnd = Math.max(...(clearEnds.length > 0 ? clearEnds : rows.map((row) => row.labelEnd)));
    const read = headerLines(lines, first - 1, columns, labelsEnd);
    const { top, captions, sections: above } = read;
    // A statement broken by a label too long for a section line goes on under the same headers.
    const headers: string[][] =
      read.headers.length === 0 && previous && sameColumns(previous.columns, columns)
        ? previous.headers
        : read.headers;
    for (const [line, section] of above) sections.set(line, section);
    const caption = [...captionLines(lines, top - 1, tiles.lines), ...captions];
    const date = titleDate(lines, top - 1);
    if (date && !caption.some((line) => line.includes(date))) caption.unshift(date);
    const body: string[][] = [];
    const parents: (string | null)[] = [];
    const quotes: string[] = [];
    // Rows holding more values than the table's columns ('Use of Funds' amounts and shares under a panel
    // of single values): a table of their own, so that no value is dropped.
    const wider = widerRuns(rows, columns);
    const widerColumns = columnsOf([...wider]);
    const widerBody: { cells: string[]; parent: string | null; quote: string }[] = [];
    let pending: { text: string; indent: number } | null = null;
    // A section's rows are indented under it: a row back at or left of the section's own label ends it.
    let parent: { text: string; indent: number; rowIndent: number | null } | null = null;
    let lastLine = Math.min(first, ...above.keys()) - 1;
    // The last row's cell of words, which wraps onto the lines under it where it stands.
    let wordCell: { cells: string[]; column: number; start: number; quote: number } | null = null;
    const goesOn = (section: { text: string; indent: number }) => {
      if (!wordCell || Math.abs(section.indent - wordCell.start) > alignSlack) return false;
      wordCell.cells[wordCell.column] += ` ${section.text}`;
      quotes[wordCell.quote] += ` ${section.text}`;
      return true;
    };
    // A holding's name may stand between the headers and its first row, on a line of two phrases.
    const holdings = scheduleHoldings(
      lines,
      read.headers.length > 0 ? top + read.headers.length : lastLine + 1,
      rows.at(-1)!.line,
      new Set(rows.map((row) => row.line)),
      new Set(rows.filter((row) => row.label === '').map((row) => row.line)),
    );
    for (const [rowIndex, row] of rows.entries()) {
      // Label-only lines between the last row and this one: the last label's second line, a section
      // label, or this label's first line.
      for (let line = lastLine + 1; line < row.line; line += 1) {
        const section = sections.get(line);
        if (!section || goesOn(section)) continue;
        const last = body.at(-1);
        if (line === lastLine + 1 && last && !pending && endsMidPhrase(last[0])) {
          last[0] = `${last[0]} ${section.text}`;
          continue;
        }
        if (pending) parent = { ...pending, rowIndent: null };
        pending = section;
      }
      lastLine = row.line;
      wordCell = null;
      let label = row.label;
      // A page number alone under the table ('59') is no row.
      if (label === '' && row.values.length === 1 && /^\d{1,3}$/.test(row.values[0].text)) continue;
      // Nor is a footnote's mark alone on its line ('(1)'), the note's text below it.
      if (label === '' && row.values.length === 1 && /^\(\d{1,2}\)$/.test(row.values[0].text)) continue;
      // A label that runs over two lines: the second starts low, is indented further, or the first ends
      // mid-phrase ('…Resulting From Operations,' / 'Net of Deferred Taxes'). Indented further alone, with
      // the next row a sibling at the same indent, the first line heads both ('Total return' over 'Based
      // on Net Asset Value' and 'Based on Market Value').
      const next = rows[rowIndex + 1];
      const headsSiblings =
        next !== undefined &&
        next.indent === row.indent &&
        next.label !== '' &&
        ![...sections.keys()].some((line) => line > row.line && line < next.line);
      const continues =
        pending !== null &&
        !/:$/.test(pending.text) &&
        pending.text !== pending.text.toUpperCase() &&
        (label === '' ||
          /^\p{Ll}/u.test(label) ||
          endsMidPhrase(pending.text) ||
          (row.indent > pending.indent && !headsSiblings));
      if (pending && continues) {
        label = `${pending.text} ${label}`.trim();
        pending = null;
      } else if (pending) {
        parent = { ...pending, rowIndent: null };
        pending = null;
      }
      const total = holdings.totals.get(row.line);
      if (total) {
        body.push([total.name, ...placeValues(row.values, columns)]);
        parents.push(null);
        quotes.push(total.quote);
        continue;
      }
      if (!/\p{L}/u.test(label) && !yearToken.test(label)) continue;
      if (parent) parent.rowIndent ??= row.indent;
      if (
        parent &&
        (row.indent < parent.indent || (parent.rowIndent! > parent.indent && row.indent <= parent.indent))
      ) {
        parent = null;
      }
      const quote = rowQuote(lines[row.line]);
      const parentText = parent?.text.replace(/:$/, '') ?? null;
      if (wider.has(row)) {
        widerBody.push({
          cells: [label, ...placeValues(row.values, widerColumns)],
          parent: parentText,
          quote,
        });
        continue;
      }
      const cells = [label, ...placeValues(row.values, columns)];
      const words = row.values.find((value) => value.words);
      if (words) {
        const column = cells.lastIndexOf(words.text);
        wordCell = { cells, column, start: words.start, quote: quotes.length };
      }
      body.push(cells);
      parents.push(parentText);
      quotes.push(quote);
    }
    // The last label's second line, under the last row ('Net increase resulting from' / 'operations').
    const last = body.at(-1);
    for (let line = lastLine + 1; sections.has(line) && goesOn(sections.get(line)!); line += 1)
      lastLine = line;
    const after = sections.get(lastLine + 1);
    if (last && after && !pending && endsMidPhrase(last[0])) last[0] = `${last[0]} ${after.text}`;
    if (widerBody.length > 0) {
      tables.push({
        page,
        rows: widerBody.map((row) => row.cells),
        headerRows: 0,
        caption: caption.join(' ').slice(0, 300) || undefined,
        parents: widerBody.map((row) => row.parent),
        quotes: widerBody.map((row) => row.quote),
      });
    }
    // A holding's share stands under its name, headed in the first column ('(% OF NET ASSETS)').
    const shareHeading = /\((%[^()]{2,40})\)/.exec(caption.join(' '))?.[1];
    if (shareHeading && holdings.shares.length > 0) {
      tables.push({
        page,
        rows: [['', shareHeading], ...holdings.shares.map((share) => [share.name, share.value])],
        headerRows: 1,
        caption: caption.join(' ').slice(0, 300) || undefined,
        parents: [null, ...holdings.shares.map(() => null)],
        quotes: ['', ...holdings.shares.map((share) => share.quote)],
      });
    }
    const besides = rows.flatMap((row) => (row.beside ? [row] : []));
    if (besides.length > 0) {
      tables.push({
        page,
        rows: besides.map(({ beside }) => [beside!.label, beside!.value]),
        headerRows: 0,
        caption: caption.join(' ').slice(0, 300) || undefined,
        parents: besides.map(() => null),
        quotes: besides.map((row) => rowQuote(lines[row.line])),
      });
    }
    if (body.length === 0) continue;
    previous = { columns, headers };
    tables.push({
      page,
      rows: [...headers.map((header) => ['', ...header]), ...body],
      headerRows: headers.length,
      caption: caption.join(' ').slice(0, 300) || undefined,
      parents: [...headers.map(() => null), ...parents],
      quotes: [...headers.map(() => ''), ...quotes],
    });
  }
  return tables;
}

/**
 * A PDF's tables from `pdftotext -layout` text: rows of a label and one or more values standing clear of
 * it, each value under the header phrases over its column ('AS OF DECEMBER 31, 2021'), with the caption
 * above the table (its title and scale), each row's section label ('ASSETS', 'Investment securities')
 * and the row as printed, for quoting. Pages are separated by form feeds, as in the stored text.
 */
export function tablesOfLayoutText(layout: string): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  layout.split('\f').forEach((pageText, index) => {
    if (tables.length < tableLimits.tables) tables.push(...tablesOfPage(pageText, index + 1));
  });
  return boundTables(tables);
}
