import { squeezed } from './clean-text';

// A line on at least this share of pages (and on three or more) is a running header or footer; so is
// one with each page's own number at an end on both pages of a two-page document (a fact sheet's).
const repeatedShare = 0.4;
const minPages = 3;
const minNumberedPages = 2;
const maxFurnitureLength = 90;
const pageNumber = /^\d{1,4}$/;
// A running line that carries its page's number at an end ('Wyndham Lakes PERS   Program Review   3'),
// and the words it holds besides: a name or a title, not a lone label. Its numbers rise with the pages.
const numberedLine = /^(?:(\d{1,4})\s+(.+)|(.+?)\s+(\d{1,4}))$/;
const minNumberedWords = 2;

function contentLines(page: string): string[] {
  return page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** A line's words without the page number at either end, and that number; null for no such line. */
function numbered(line: string): { words: string; number: string } | null {
  const match = numberedLine.exec(squeezed(line));
  if (!match) return null;
  const words = match[2] ?? match[3];
  return words.split(' ').length >= minNumberedWords ? { words, number: match[1] ?? match[4] } : null;
}

/** A paged text's pages: the text parted at form feeds, less the empty part after the last one. */
function pagesOf(text: string): string[] {
  const pages = text.split('\f');
  return pages.length > 1 && !pages.at(-1)!.trim() ? pages.slice(0, -1) : pages;
}

/** A page's number standing alone first or last on it: its content lines that are one. */
const edgeNumbers = (lines: readonly string[]) =>
  [lines[0], lines.at(-1)].filter((line): line is string => line !== undefined && pageNumber.test(line));

/**
 * Which lines of a paged text are its furniture: running headers and footers, lines on many of its pages
 * as they stand ('STRICTLY CONFIDENTIAL', a mail address) or with each page's own number at an end. A
 * line is asked of as the page prints it or as a table's row quotes it (its gaps shortened). A row on page
 * `page` (counted from 1) is furniture too when its cells are running lines and that page's number, as a
 * layout joins a footer the text breaks into lines ('Wyndham Lakes PERS  Program Review  4').
 */
export function furnitureOf(text: string): (line: string, page?: number) => boolean {
  const pages = text.split('\f');
  const pageCount = pagesOf(text).length;
  if (pageCount < minNumberedPages) return () => false;
  const pagesWithLine = new Map<string, number>();
  // For each running line's words, on how many pages its number is the page's own (counted from any
  // first number: the page's index plus one offset).
  const pagesByOffset = new Map<string, number>();
  // How far the pages' own numbers stand from their places, and on how many pages.
  const numberOffsets = new Map<number, number>();
  pages.forEach((page, index) => {
    const [edge] = edgeNumbers(contentLines(page));
    const offset = Number(edge) - index;
    if (edge !== undefined) numberOffsets.set(offset, (numberOffsets.get(offset) ?? 0) + 1);
    for (const line of new Set(contentLines(page).map(squeezed))) {
      if (line.length > maxFurnitureLength || pageNumber.test(line)) continue;
      pagesWithLine.set(line, (pagesWithLine.get(line) ?? 0) + 1);
      const running = numbered(line);
      if (running) {
        const key = `${Number(running.number) - index}\u0000${running.words}`;
        pagesByOffset.set(key, (pagesByOffset.get(key) ?? 0) + 1);
      }
    }
  });
  const threshold = Math.max(minPages, Math.ceil(pages.length * repeatedShare));
  const repeated = new Set(
    [...pagesWithLine].filter(([, count]) => count >= threshold).map(([line]) => line),
  );
  const runningWords = new Set(
    [...pagesByOffset]
      .filter(([, count]) => count >= (pageCount === minNumberedPages ? minNumberedPages : threshold))
      .map(([key]) => key.split('\u0000')[1]),
  );
  const offset = [...numberOffsets].find(([, count]) => count >= threshold)?.[0];
  // A row of running lines' cells and its page's number.
  const footerRow = (line: string, page: number) => {
    const cells = line.trim().split(/\s{2,}/);
    const numbers = cells.filter((cell) => pageNumber.test(cell));
    return (
      numbers.length === 1 &&
      Number(numbers[0]) === page - 1 + offset! &&
      cells.length > 1 &&
      cells.every((cell) => pageNumber.test(cell) || repeated.has(squeezed(cell)))
    );
  };
  return (line: string, page?: number) => {
    const text = squeezed(line);
    const running = numbered(text);
    if (repeated.has(text) || (running !== null && runningWords.has(running.words))) return true;
    return offset !== undefined && page !== undefined && footerRow(line, page);
  };
}

/**
 * The text with each page's furniture blanked out: running headers and footers (`furnitureOf`, or
 * `isFurniture` where the caller has it already) and a page number standing first or last on its
 * page. Blanks are spaces of the same length, so offsets still point at the same characters of the
 * stored text and every quote stays verbatim.
 */
export function blankPageFurniture(text: string, isFurniture = furnitureOf(text)): string {
  if (pagesOf(text).length < minNumberedPages) return text;
  return text
    .split('\f')
    .map((page) => {
      const edges = new Set(edgeNumbers(contentLines(page)));
      return page
        .split('\n')
        .map((line) =>
          line.trim() && (isFurniture(line) || edges.has(line.trim())) ? ' '.repeat(line.length) : line,
        )
        .join('\n');
    })
    .join('\f');
}
