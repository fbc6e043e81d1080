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

/** A line of captions: short runs of words, none a figure, or periods ('2024') where `isPeriod` says. */
function captionLine(
  line: string | undefined,
  isFigure: (text: string) => boolean,
  least = minTiles,
  isPeriod: (text: string) => boolean = () => false,
): LayoutPhrase[] | null {
  if (line === undefined) return null;
  const phrases = phrasesOf(line);
  const fits =
    phrases.every(
      (phrase) => letter.test(phrase.text) && phrase.text.length <= maxCaption && !isFigure(phrase.text),
    ) || phrases.every((phrase) => isPeriod(phrase.text));
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

/** The tiles of a page: their tables, and the lines they stand on (figures, captions, a chart's axis). */
export type PageTiles = { tables: ExtractedTable[]; lines: Set<number> };

/**
 * The page's rows of tiles: a line of nothing but figures standing apart, and the line of captions under
 * it (else over it), as many, each centred nearest its figure. A caption running onto a second line
 * centred the same way goes on there. `isFigure` says what a figure is (the layout tables' cell value).
 *
 * Captions that are all periods under the figures are a chart's axis, not what each figure is: the
 * line over them titles the one series they plot, each figure under its period's heading.
 *
 *     Annual commitments ($ millions)
 *       640      820      910
 *       2023     2024     2025
 */
export function tileTablesOfPage(
  lines: readonly string[],
  page: number,
  isFigure: (text: string) => boolean,
  isPeriod: (text: string) => boolean,
): PageTiles {
  const tables: ExtractedTable[] = [];
  const tileLines = new Set<number>();
  for (let index = 0; index < lines.length; index += 1) {
    const figures = phrasesOf(lines[index]);
    if (figures.length < minTiles || !figures.every((phrase) => isFigure(phrase.text))) continue;
    const below = nearLine(lines, index + 1, 1);
    const above = nearLine(lines, index - 1, -1);
    const under = captionLine(lines[below], isFigure, minTiles, isPeriod);
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
    const titleLine = lines[nearLine(lines, Math.min(index, at) - 1, -1)]?.trim().replace(/\s{2,}/g, ' ');
    const title = titleLine && titleLine.length <= maxTitle && letter.test(titleLine) ? titleLine : null;
    if (at > index && labels.every(isPeriod)) {
      if (!title) continue;
      tables.push(chartTable(page, title, labels, figures));
      tileLines.add(index).add(at);
      continue;
    }
    const next = at > index ? captionLine(lines[at + 1], isFigure, 1) : null;
    const owners = next && wrappedCaptions(next, captions);
    tileLines.add(index).add(at);
    if (next && owners) {
      next.forEach((part, at) => (labels[owners[at]] += ` ${part.text}`));
      tileLines.add(at + 1);
    }
    tables.push({
      page,
      rows: figures.map((figure, tile) => [labels[tile], figure.text]),
      headerRows: 0,
      ...(title ? { caption: title } : {}),
      parents: figures.map(() => null),
      quotes: figures.map((figure, tile) => `${figure.text} ${labels[tile]}`),
    });
  }
  return { tables, lines: tileLines };
}

/** A chart's one series: its title as the row's label, each figure under its period. */
function chartTable(
  page: number,
  title: string,
  periods: readonly string[],
  figures: readonly LayoutPhrase[],
): ExtractedTable {
  const values = figures.map((figure) => figure.text);
  return {
    page,
    rows: [
      ['', ...periods],
      [title, ...values],
    ],
    headerRows: 1,
    caption: title,
    parents: [null, null],
    quotes: ['', `${title} ${periods.map((period, at) => `${period} ${values[at]}`).join(' ')}`],
  };
}
