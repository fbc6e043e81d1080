import { strFromU8, unzipSync } from 'fflate';
import { boundTables, tableLimits, type ExtractedTable } from './extracted-tables';
import { paragraphText } from './docx-notes';
import { declaredMainPartName } from './ooxml-parts';
import { valueToken } from './pdf-layout-tables';

// A table with no table inside it; a nested table's cells are read as a table of their own.
const innermostTable = /<w:tbl(?:\s[^>]*)?>((?:(?!<w:tbl[\s>])[\s\S])*?)<\/w:tbl>/g;
const tableRow = /<w:tr\b[^>]*>([\s\S]*?)<\/w:tr>/g;
const tableCell = /<w:tc\b[^>]*>([\s\S]*?)<\/w:tc>/g;
const paragraph = /<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g;
// Word repeats a row marked as the table's header at the top of every page.
const repeatedHeader = /<w:tblHeader(?:\s+w:val="(?:1|true|on)")?\s*\/>/;
const columnSpan = /<w:gridSpan\s+w:val="(\d+)"/;

/** A cell's text, a line for each of its paragraphs. */
function cellText(cellXml: string): string {
  return [...cellXml.matchAll(paragraph)]
    .map((match) => paragraphText(match[1]))
    .filter(Boolean)
    .join('\n');
}

/** A row's cells, a merged cell followed by blanks for the columns it spans so columns stay aligned. */
function rowCells(rowXml: string): string[] {
  const cells: string[] = [];
  for (const [, cellXml] of rowXml.matchAll(tableCell)) {
    cells.push(cellText(cellXml));
    const span = Math.min(Number(columnSpan.exec(cellXml)?.[1] ?? 1), tableLimits.columns);
    for (let extra = 1; extra < span; extra += 1) cells.push('');
  }
  return cells;
}

// The paragraphs just before a table are its title and scale ('Quarterly update', '(in millions)').
const captionReach = 4000;
const captionParagraphs = 2;
const maxCaptionParagraph = 200;

function captionBefore(xml: string, tableStart: number): string | undefined {
  const before = xml.slice(Math.max(0, tableStart - captionReach), tableStart);
  // Only the paragraphs after the last table that ends here: another table's cells are no caption.
  const afterTable = before.slice(before.lastIndexOf('</w:tbl>') + 1);
  const texts = [...afterTable.matchAll(paragraph)]
    .map((match) => paragraphText(match[1]))
    .filter((text) => text && text.length <= maxCaptionParagraph);
  const caption = texts.slice(-captionParagraphs).join(' ');
  return caption || undefined;
}

const holdsValue = (row: readonly string[]) => row.slice(1).some((cell) => valueToken.test(cell.trim()));

/**
 * How many rows head a table. Word marks a header row only when its writer asked it to repeat on every
 * page; unmarked, a first row of words above rows of values ('Fund | Vintage | Net IRR' over
 * 'Fund II | 2016 | 18.9%') heads their columns all the same.
 */
function headerRowsOf(rows: readonly string[][], marked: number): number {
  if (marked > 0 || rows.length < 2) return marked;
  const [first, ...body] = rows;
  const headed = first.slice(1).some(Boolean) && !holdsValue(first);
  return headed && body.filter(holdsValue).length * 2 > body.length ? 1 : 0;
}

/** The tables of a document part's XML, in document order, each with the paragraphs that title it. */
export function tablesOfWordXml(xml: string): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  for (const match of xml.matchAll(innermostTable)) {
    if (tables.length >= tableLimits.tables) break;
    const rows = [...match[1].matchAll(tableRow)].slice(0, tableLimits.rows);
    const marked = rows.findIndex((row) => !repeatedHeader.test(row[1]));
    const cells = rows.map((row) => rowCells(row[1])).filter((row) => row.some(Boolean));
    if (cells.length === 0) continue;
    const caption = captionBefore(xml, match.index);
    tables.push({
      page: null,
      rows: cells,
      headerRows: headerRowsOf(cells, marked === -1 ? rows.length : marked),
      ...(caption ? { caption } : {}),
    });
  }
  return boundTables(tables);
}

/**
 * A DOCX's tables from its main part, found through [Content_Types].xml wherever the writer put it.
 * Call only after the zip-bomb guard has measured the archive: this inflates that part.
 */
export function docxTables(bytes: Uint8Array): ExtractedTable[] {
  const names = new Set<string>();
  unzipSync(bytes, { filter: (file) => (names.add(file.name.toLowerCase()), false) });
  const main = declaredMainPartName(bytes, names);
  if (main?.kind !== 'docx') return [];
  const parts = unzipSync(bytes, { filter: (file) => file.name.toLowerCase() === main.name });
  const part = Object.values(parts)[0];
  return part ? tablesOfWordXml(strFromU8(part)) : [];
}
