/** Where an offset of a document's text stands: its PDF page, or its spreadsheet sheet and cell. */
export type TextLocation = { page: number | null; sheet: string | null; cell: string | null };

export type TextLocator = (offset: number) => TextLocation;

const sheetHeading = /^Sheet: (.+?)(?: \((?:hidden|very hidden)\))?$/gm;

/** Index of the last entry at or before `offset` in a sorted list, or -1. */
function lastAtOrBefore(sorted: readonly number[], offset: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] <= offset) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** 'A', 'B', … 'Z', 'AA': a spreadsheet's name for a 0-based column. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** The 0-based field of a CSV line that `offset` falls in: commas inside quoted fields do not count. */
function csvField(line: string, offset: number): number {
  let field = 0;
  let quoted = false;
  for (let at = 0; at < offset; at += 1) {
    const character = line[at];
    if (character === '"') quoted = !quoted;
    else if (character === ',' && !quoted) field += 1;
  }
  return field;
}

/**
 * Locates offsets of an extracted text. PDF text ends every page with a form feed; workbook text gives
 * each sheet a 'Sheet: name' heading and then its rows from A1 on, one CSV line a row, so the line
 * below the heading and the field in it are the cell's row and column.
 */
export function textLocator(text: string, options: { paged: boolean; workbook: boolean }): TextLocator {
  const pageStarts = [0];
  if (options.paged) {
    for (let at = text.indexOf('\f'); at !== -1; at = text.indexOf('\f', at + 1)) pageStarts.push(at + 1);
  }
  const sheets = options.workbook
    ? [...text.matchAll(sheetHeading)].map((match) => ({
        name: match[1],
        firstRow: text.indexOf('\n', match.index) + 1,
        start: match.index,
      }))
    : [];
  const sheetStarts = sheets.map((sheet) => sheet.start);
  const lineStarts = [0];
  if (options.workbook) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  }
  return (offset) => {
    const page = options.paged ? lastAtOrBefore(pageStarts, offset) + 1 : null;
    const sheet = sheets[lastAtOrBefore(sheetStarts, offset)];
    if (!sheet || sheet.firstRow === 0 || offset < sheet.firstRow) {
      return { page, sheet: sheet?.name ?? null, cell: null };
    }
    const lineIndex = lastAtOrBefore(lineStarts, offset);
    const row = lineIndex - lastAtOrBefore(lineStarts, sheet.firstRow) + 1;
    const lineStart = lineStarts[lineIndex];
    const column = csvField(text.slice(lineStart, offset), offset - lineStart);
    return { page, sheet: sheet.name, cell: `${columnName(column)}${row}` };
  };
}
