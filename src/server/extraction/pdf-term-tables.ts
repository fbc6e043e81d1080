import type { ExtractedTable } from './extracted-tables';
import { phrasesOf } from './layout-phrases';

/**
 * A line of a two-column list of terms, as a summary of terms or a fee table sets it: a short name, a
 * wide gap, and what it is in words ('Acquisition fee      2.0% of the purchase price of each property').
 */
type TermLine = { line: number; label: string; indent: number; text: string; at: number };

// A term's name is a few words; a longer run is prose that happens to stand in the layout.
const maxLabelWords = 6;
// The gap between a term's name and its text: wider than a justified line's.
const minGap = 3;
// Columns of one list stand within this many characters of each other.
const alignSlack = 1;
// Fewer terms, or fewer with a figure, make no list worth reading as a table.
const minRows = 3;
const minRowsWithFigures = 2;
// A blank line between two terms keeps the list going; more end it.
const maxBlankLines = 1;
const maxCaptionChars = 120;

const letter = /\p{L}/u;
// A contents page's entry points at a page, not a figure ('Risk Factors      Page 12').
const pageReference = /^(?:page\s+)?\d{1,3}$/i;

function termLine(line: string, index: number): TermLine | null {
  const phrases = phrasesOf(line);
  if (phrases.length !== 2) return null;
  const [label, text] = phrases;
  if (text.start - label.end < minGap || !letter.test(label.text) || /\d/.test(label.text)) return null;
  if (label.text.split(' ').length > maxLabelWords) return null;
  // A value alone ('2.0%', '$1.2 billion') is a statement's row, read as one; a term's text has words.
  if (!letter.test(text.text) || pageReference.test(text.text)) return null;
  return { line: index, label: label.text, indent: label.start, text: text.text, at: text.start };
}

/** A line of nothing but words standing where a list's texts do: the text above it goes on. */
function continuation(line: string, at: number): string | null {
  const phrases = phrasesOf(line);
  return phrases.length === 1 && Math.abs(phrases[0].start - at) <= alignSlack ? phrases[0].text : null;
}

function captionAbove(lines: readonly string[], first: number): string | undefined {
  for (let index = first - 1; index >= 0; index -= 1) {
    const text = lines[index].trim();
    if (!text) continue;
    return text.length <= maxCaptionChars ? text.replace(/\s{2,}/g, ' ') : undefined;
  }
  return undefined;
}

function asTable(lines: readonly string[], rows: TermLine[], page: number): ExtractedTable | null {
  const withFigures = rows.filter((row) => /\d/.test(row.text)).length;
  if (rows.length < minRows || withFigures < minRowsWithFigures) return null;
  // A first line of a few words and no figure heads the list ('Type of Compensation   Amount').
  const [first] = rows;
  const headed = !/\d/.test(first.text) && first.text.split(' ').length <= 3;
  return {
    page,
    rows: rows.map((row) => (row === first && headed ? ['', row.text] : [row.label, row.text])),
    headerRows: headed ? 1 : 0,
    caption: captionAbove(lines, first.line),
    parents: rows.map(() => null),
    quotes: rows.map((row) => (row === first && headed ? '' : `${row.label}  ${row.text}`)),
  };
}

/**
 * A page's lists of terms from its layout text: runs of lines that each set a short name and, a wide
 * gap to its right, what it is, the names and the texts each standing in one column (a text running
 * on to lines of its own below it). Each list is a table of the names and their texts, so a figure in
 * a text is read with its term's name as its row's label.
 */
export function termTablesOfPage(lines: readonly string[], page: number): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  let rows: TermLine[] = [];
  let blanks = 0;
  const close = () => {
    const table = asTable(lines, rows, page);
    if (table) tables.push(table);
    rows = [];
    blanks = 0;
  };
  lines.forEach((line, index) => {
    if (!line.trim()) {
      blanks += 1;
      if (blanks > maxBlankLines) close();
      return;
    }
    const term = termLine(line, index);
    const last = rows.at(-1);
    const inColumns =
      term !== null &&
      (last === undefined ||
        (Math.abs(term.at - last.at) <= alignSlack && Math.abs(term.indent - last.indent) <= alignSlack));
    if (term && inColumns) {
      rows.push(term);
      blanks = 0;
      return;
    }
    const more = last && blanks === 0 ? continuation(line, last.at) : null;
    if (last && more) {
      last.text = `${last.text} ${more}`;
      return;
    }
    close();
    if (term) rows.push(term);
  });
  close();
  return tables;
}
