/**
 * A schedule of investments names each holding once, in a first column of its own, beside and above the
 * rows of its instruments set in the next column:
 *
 *   INTRAOP MEDICAL CORP. Convertible Note Matures
 *   (28.6%)                December 2022 Interest
 *   Medical Devices        Rate 15% (1)(2)(4)        12/31/2018   10,961,129   10,961,129
 *                          Convertible Note Matures …
 *                                                                              20,740,428
 *
 * The first column's lines are the holding's name, its share of the schedule's measure ('(28.6%)' under
 * a '(% OF NET ASSETS)' heading) and its industry; a value standing alone under the holding's last
 * instrument, with no label, is the holding's total.
 */

export type ScheduleHoldings = {
  /** The holding whose total a label-less row states, by the row's line. */
  totals: Map<number, { name: string; quote: string }>;
  /** Each holding's share as its first column writes it, without the parentheses ('28.6%'). */
  shares: { name: string; value: string; quote: string }[];
};

type Holding = {
  /** The first column's lines, the name's first. */
  lines: number[];
  /** Where the instruments' column starts, as the lines beside and under the name set it. */
  nextColumn: number;
  /** Whether instrument lines stand indented under the name, as a schedule's do. */
  instruments: boolean;
};

// Characters a line may stand right of the schedule's left edge and still be in its first column.
const edgeSlack = 3;
const shareCell = /^\((\d{1,3}(?:\.\d+)?%)\)$/;
const nameWords = /\p{L}{2}/u;

const indentOf = (line: string) => line.length - line.trimStart().length;
const squeezed = (line: string) => line.trim().replace(/\s+/g, ' ');

function phrasesOf(line: string): { text: string; start: number }[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((match) => ({ text: match[0], start: match.index }));
}

/** The holding's name: its first line up to the instruments' column (pdftotext may set one space there). */
function nameOf(holding: Holding, lines: readonly string[]): string | null {
  const words = [...lines[holding.lines[0]].matchAll(/\S+/g)].filter(
    (word) => word.index < holding.nextColumn - edgeSlack,
  );
  // Two or more spaces part the name from anything else the line holds before that column.
  const apart = words.findIndex(
    (word, at) => at > 0 && word.index - words[at - 1].index - words[at - 1][0].length >= 2,
  );
  const name = (apart === -1 ? words : words.slice(0, apart)).map((word) => word[0]).join(' ');
  return nameWords.test(name) && !name.startsWith('(') ? name : null;
}

/**
 * The holdings of a table's lines `from`..`to`: `valueOnly` holds the lines of rows with values and no
 * label, `rowLines` every row's line. A table whose lines stand at one indent has no holdings.
 */
export function scheduleHoldings(
  lines: readonly string[],
  from: number,
  to: number,
  rowLines: ReadonlySet<number>,
  valueOnly: ReadonlySet<number>,
): ScheduleHoldings {
  const found: ScheduleHoldings = { totals: new Map(), shares: [] };
  const indices = Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  const labelled = indices.filter((index) => lines[index]?.trim() && !valueOnly.has(index));
  if (labelled.length === 0) return found;
  const edge = Math.min(...labelled.map((index) => indentOf(lines[index])));
  const holdings: Holding[] = [];
  const totals: { index: number; holding: Holding }[] = [];
  let holding: Holding | null = null;
  let inFirstColumn = false;
  let previous: number | null = null;
  for (const index of indices) {
    const line = lines[index] ?? '';
    if (!line.trim()) {
      // A blank line ends the first column's run: the next name starts a holding of its own.
      inFirstColumn = false;
      continue;
    }
    const atEdge = indentOf(line) <= edge + edgeSlack;
    // A share alone on its line ('(9.8%)') reads as a row of one value, but it is the first column's.
    if (valueOnly.has(index) && !(atEdge && shareCell.test(line.trim()))) {
      if (holding?.instruments && previous !== null && rowLines.has(previous))
        totals.push({ index, holding });
      holding = null;
      inFirstColumn = false;
    } else if (atEdge) {
      if (!holding || !inFirstColumn) {
        holding = { lines: [], nextColumn: Infinity, instruments: false };
        holdings.push(holding);
      }
      holding.lines.push(index);
      const beside = phrasesOf(line)[1];
      if (beside) holding.nextColumn = Math.min(holding.nextColumn, beside.start);
      inFirstColumn = true;
    } else if (holding) {
      holding.instruments = true;
      holding.nextColumn = Math.min(holding.nextColumn, indentOf(line));
      inFirstColumn = false;
    }
    previous = index;
  }
  // A holding of one instrument shows no column of its own: the schedule's other holdings show it.
  const column = Math.min(...holdings.filter((each) => each.instruments).map((each) => each.nextColumn));
  if (!Number.isFinite(column)) return found;
  for (const each of holdings) each.nextColumn = Math.min(each.nextColumn, column);
  for (const { index, holding: of } of totals) {
    const name = nameOf(of, lines);
    if (name) found.totals.set(index, { name, quote: `${name} … ${squeezed(lines[index])}` });
  }
  for (const each of holdings) {
    const name = nameOf(each, lines);
    if (!name) continue;
    for (const index of each.lines.slice(1)) {
      const share = shareCell.exec(phrasesOf(lines[index])[0].text);
      if (share)
        found.shares.push({
          name,
          value: share[1],
          quote: `${squeezed(lines[each.lines[0]])} ${squeezed(lines[index])}`,
        });
    }
  }
  return found;
}
