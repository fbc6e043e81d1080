import type { ExtractedTable } from './extracted-tables';
import { phrasesOf, type LayoutPhrase } from './layout-phrases';

/**
 * A row of headline figures, as a deck's or a fact sheet's tiles set them: each figure over its caption,
 * the captions on the line under the figures (or over them), one centred on each.
 *
 *     $52.3 billion       $14.1 billion        1.52x
 *    Net Asset Value   Unfunded Commitments   Net TVPI
 */
const minTiles = 2;
// A caption is a few words; a longer run is prose.
const maxCaption = 48;
// A title over tiles is a line; a longer one is prose.
const maxTitle = 120;
// Blank lines a caption may stand from its figures.
const maxBlankLines = 1;

const letter = /\p{L}/u;
const centre = (phrase: LayoutPhrase) => (phrase.start + phrase.end) / 2;

/** Whether each caption stands nearest its own figure, in order, one for each. */
function centredOn(captions: readonly LayoutPhrase[], figures: readonly LayoutPhrase[]): boolean {
  if (captions.length !== figures.length) return false;
  return captions.every((caption, index) => {
    const distances = figures.map((figure) => Math.abs(centre(figure) - centre(caption)));
    return distances[index] === Math.min(...distances);
  });
}

function captionLine(
  line: string | undefined,
  isFigure: (text: string) => boolean,
  least = minTiles,
): LayoutPhrase[] | null {
  if (line === undefined) return null;
  const phrases = phrasesOf(line);
  const fits = phrases.every(
    (phrase) => letter.test(phrase.text) && phrase.text.length <= maxCaption && !isFigure(phrase.text),
  );
  return phrases.length >= least && fits ? phrases : null;
}

/** The caption each phrase of a caption's second line goes on, by where it stands under it, or null. */
function wrappedCaptions(next: readonly LayoutPhrase[], captions: readonly LayoutPhrase[]): number[] | null {
  const owners = next.map((part) =>
    captions.findIndex(
      (caption) => Math.abs(centre(part) - centre(caption)) * 2 <= caption.end - caption.start,
    ),
  );
  return owners.every((owner, index) => owner >= 0 && owner !== owners[index - 1]) ? owners : null;
}

/** The next line with text from `from`, stepping by `step`, within the blank lines a caption may leave. */
function nearLine(lines: readonly string[], from: number, step: 1 | -1): number {
  for (let index = from, blanks = 0; index >= 0 && index < lines.length; index += step) {
    if (lines[index].trim()) return index;
    if (++blanks > maxBlankLines) break;
  }
  return -1;
}

/**
 * The page's rows of tiles: a line of nothing but figures standing apart, and the line of captions under
 * it (else over it), as many, each centred nearest its figure. A caption running onto a second line
 * centred the same way goes on there. `isFigure` says what a figure is (the layout tables' cell value).
 */
export function tileTablesOfPage(
  lines: readonly string[],
  page: number,
  isFigure: (text: string) => boolean,
): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const figures = phrasesOf(lines[index]);
    if (figures.length < minTiles || !figures.every((phrase) => isFigure(phrase.text))) continue;
    const below = nearLine(lines, index + 1, 1);
    const above = nearLine(lines, index - 1, -1);
    const under = captionLine(lines[below], isFigure);
    const over = captionLine(lines[above], isFigure);
    const [at, captions] =
      under && centredOn(under, figures)
        ? [below, under]
        : over && centredOn(over, figures)
          ? [above, over]
          : [-1, null];
    if (!captions) continue;
    const labels = captions.map((caption) => caption.text);
    // The line over the tiles titles them ('Commitments, Fiscal Year 2025-26'): their table's caption.
    const title = lines[nearLine(lines, Math.min(index, at) - 1, -1)]?.trim().replace(/\s{2,}/g, ' ');
    const next = at > index ? captionLine(lines[at + 1], isFigure, 1) : null;
    const owners = next && wrappedCaptions(next, captions);
    if (next && owners) next.forEach((part, at) => (labels[owners[at]] += ` ${part.text}`));
    tables.push({
      page,
      rows: figures.map((figure, tile) => [labels[tile], figure.text]),
      headerRows: 0,
      ...(title && title.length <= maxTitle && letter.test(title) ? { caption: title } : {}),
      parents: figures.map(() => null),
      quotes: figures.map((figure, tile) => `${figure.text} ${labels[tile]}`),
    });
  }
  return tables;
}
