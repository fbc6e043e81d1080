/** A pdf.js text item: its text, and where it stands (transform[4], [5] are x and y; width in points). */
export type PositionedItem = { str?: unknown; transform?: unknown; width?: unknown };

// About the width of a character at body size: a column of layout text is this many points wide.
const pointsPerColumn = 4.5;
// Items whose baselines are this close share a line.
const lineTolerance = 2;
// A page with more items than this is a drawing or a data dump, not a statement; its layout is not read.
const maxItems = 5_000;

type Placed = { text: string; x: number; end: number; y: number };

/**
 * A page's items laid out as `pdftotext -layout` would: lines top to bottom, each item at the column
 * its x position gives, so a statement's columns line up under their headers.
 */
export function layoutOfItems(items: readonly PositionedItem[]): string {
  if (items.length > maxItems) return '';
  const placed: Placed[] = [];
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.str.trim() || !Array.isArray(item.transform)) continue;
    const [, , , , x, y] = item.transform as number[];
    const width = typeof item.width === 'number' ? item.width : 0;
    placed.push({ text: item.str, x, end: x + width, y });
  }
  placed.sort((left, right) => right.y - left.y || left.x - right.x);
  const lines: Placed[][] = [];
  for (const item of placed) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0].y - item.y) <= lineTolerance) line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      let text = '';
      let previousEnd = -Infinity;
      for (const item of line.sort((left, right) => left.x - right.x)) {
        const column = Math.round(item.x / pointsPerColumn);
        // Words of one phrase touch or nearly; a column stands apart, so at least two spaces mark it.
        const gap = item.x - previousEnd;
        if (gap > pointsPerColumn * 2) text = text.padEnd(Math.max(column, text.length + 2));
        else if (gap > 1 && text) text += ' ';
        text += item.text;
        previousEnd = item.end;
      }
      return text;
    })
    .join('\n');
}
