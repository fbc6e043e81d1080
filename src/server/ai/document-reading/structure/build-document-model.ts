import type { DocumentToRead } from '../../contracts';
import type { ExtractedTable } from '../../../extraction/extracted-tables';
import { blankPageFurniture, furnitureOf } from '../text/page-furniture';
import type { Block, DocumentFormat, DocumentModel } from './document-model';
import { squeezed } from '../text/clean-text';
import { blockOfWorkbookTable, blocksOfExtractedTable, isContents } from './table-blocks';
import { textBlocks } from './text-blocks';
import { readWorkbookSheets, readWorkbookTables } from './workbook-tables';

function formatOf(fileName: string, pageCount: number | null): DocumentFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'xlsx' || extension === 'xls') return 'workbook';
  if (extension === 'pdf' || (pageCount ?? 0) > 0) return 'pdf';
  if (extension === 'docx') return 'docx';
  if (extension === 'doc') return 'doc';
  return 'text';
}

/** The section in effect at the start of each page: the headings of the blocks before it. */
function sectionsByPage(blocks: readonly Block[]): Map<number, readonly string[]> {
  const sections = new Map<number, readonly string[]>();
  for (const block of blocks) {
    if (block.page === null || sections.has(block.page)) continue;
    sections.set(block.page, block.kind === 'heading' ? [...block.section, block.text] : block.section);
  }
  return sections;
}

/**
 * The section of a table whose caption holds a heading of its page ('8. Financial highlights' above the
 * table, under the notes that run on from the page before): that heading's, the last such one.
 */
function captionSection(prose: readonly Block[], table: DocumentToRead['tables'][number]): string[] | null {
  if (table.page === null || !table.caption) return null;
  const caption = squeezed(table.caption);
  const heading = prose.findLast(
    (block) => block.kind === 'heading' && block.page === table.page && caption.includes(block.text),
  );
  return heading && heading.kind === 'heading' ? [...heading.section, heading.text] : null;
}

/**
 * The words of each page's tables (row labels, their parents, column headings): the page's text repeats
 * them in its reading order, where they are a table's, never a heading of the document. An unpaged
 * document's (a DOCX's) are under null.
 */
function tableCellsByPage(tables: DocumentToRead['tables']): Map<number | null, Set<string>> {
  const byPage = new Map<number | null, Set<string>>();
  for (const table of tables) {
    const cells = byPage.get(table.page) ?? new Set<string>();
    for (const text of [...table.rows.flat(), ...(table.parents ?? [])])
      if (text && /\p{L}/u.test(text)) cells.add(squeezed(text));
    byPage.set(table.page, cells);
  }
  return byPage;
}

// A cell of more words than this is a sentence of its own, read as prose too.
const maxCellWords = 8;

/**
 * Every short cell of each page's tables (column headings, values, labels), as the page's text has
 * them; a row's label holding a figure ('Investments (cost $785,296,582)') is left to be read as prose.
 */
function shortCellsByPage(tables: DocumentToRead['tables']): Map<number, Set<string>> {
  const byPage = new Map<number, Set<string>>();
  for (const table of tables) {
    if (table.page === null) continue;
    const cells = byPage.get(table.page) ?? new Set<string>();
    table.rows.forEach((row, index) =>
      row.forEach((text, column) => {
        const cell = squeezed(text);
        const figureInLabel = column === 0 && index >= table.headerRows && /\d/.test(cell);
        if (cell && !figureInLabel && cell.split(' ').length <= maxCellWords) cells.add(cell);
      }),
    );
    byPage.set(table.page, cells);
  }
  return byPage;
}

/**
 * Whether a paragraph is only cells of its page's tables, as the page's reading order scatters them
 * ('1-Year', '% of Program 66.6%'): its figures are the table's, read with their rows and columns.
 */
function isTableResidue(text: string, cells: ReadonlySet<string>): boolean {
  let rest = squeezed(text);
  while (rest) {
    let longest = 0;
    for (const cell of cells)
      if (cell.length > longest && (rest === cell || rest.startsWith(`${cell} `))) longest = cell.length;
    if (longest === 0) return false;
    rest = rest.slice(longest).trimStart();
  }
  return true;
}

/** Whether a paragraph or heading is (part of) one of a table's cells, as a DOCX's text repeats them. */
function isCellOf(block: Block, cells: readonly string[]): boolean {
  if (block.kind === 'table') return false;
  const text = squeezed(block.text);
  return text !== '' && cells.some((cell) => cell.includes(text));
}

/**
 * An unpaged document's blocks with each table in its place: a DOCX's text holds every cell of its
 * tables as a paragraph of its own, and where a run of them stands the table's blocks stand instead,
 * under the headings above it. A table whose cells the text lacks goes after all of it.
 */
function placeUnpagedTables(prose: readonly Block[], tables: DocumentToRead['tables']): Block[] {
  const blocks = [...prose];
  const unplaced: Block[] = [];
  let from = 0;
  for (const table of tables) {
    const cells = table.rows.flat().map(squeezed).filter(Boolean);
    // The first run of its cells, of two blocks at least: one paragraph may merely quote a cell.
    const shortest = Math.min(2, cells.length);
    let [start, end] = [from, from];
    while (start < blocks.length && end - start < shortest) {
      start = end;
      while (start < blocks.length && !isCellOf(blocks[start], cells)) start += 1;
      end = start;
      while (end < blocks.length && isCellOf(blocks[end], cells)) end += 1;
      if (end - start < shortest) end = start + 1;
    }
    if (end - start < shortest) {
      unplaced.push(...blocksOfExtractedTable(table, []));
      continue;
    }
    const placed = blocksOfExtractedTable(table, blocks[start].section);
    blocks.splice(start, end - start, ...placed);
    from = start + placed.length;
  }
  return [...blocks, ...unplaced];
}

/** The tables without the rows that are page furniture, and without a table left with no body row. */
function withoutFurnitureRows(
  tables: readonly ExtractedTable[],
  isFurniture: (line: string, page?: number) => boolean,
): ExtractedTable[] {
  return tables.flatMap((table) => {
    const kept = table.rows.flatMap((_, index) =>
      index >= table.headerRows &&
      table.quotes?.[index] &&
      isFurniture(table.quotes[index], table.page ?? undefined)
        ? []
        : [index],
    );
    if (kept.length === table.rows.length) return [table];
    if (kept.length === table.headerRows) return [];
    return [
      {
        ...table,
        rows: kept.map((index) => table.rows[index]),
        parents: table.parents && kept.map((index) => table.parents![index]),
        quotes: kept.map((index) => table.quotes![index]),
      },
    ];
  });
}

/**
 * The document model of an extracted document: its text as headings and paragraphs, page by page, and
 * its tables (a workbook's sheets, a DOCX's tables, a PDF's laid-out statements) as table blocks placed
 * after the text of their page. Page furniture (running headers, page numbers) is left out.
 */
export function buildDocumentModel(
  input: DocumentToRead,
  /** The text's furniture, where the caller found it before blanking it out of `input.text`. */
  furniture?: (line: string, page?: number) => boolean,
): DocumentModel {
  const format = formatOf(input.fileName, input.pageCount);
  if (format === 'workbook') {
    const sheets = readWorkbookSheets(input.text);
    const blocks: Block[] = sheets.flatMap((sheet) => [
      { kind: 'heading' as const, text: sheet.name, page: null, sheet: sheet.name, level: 1, section: [] },
      ...readWorkbookTables([sheet]).map(blockOfWorkbookTable),
    ]);
    return { format, pageCount: null, blocks };
  }
  const paged = format === 'pdf';
  const isFurniture = paged ? (furniture ?? furnitureOf(input.text)) : () => false;
  const text = paged ? blankPageFurniture(input.text, isFurniture) : input.text;
  const read = textBlocks(text, { paged, tableCells: tableCellsByPage(input.tables) });
  if (!paged && input.tables.length > 0) {
    return { format, pageCount: input.pageCount, blocks: placeUnpagedTables(read.blocks, input.tables) };
  }
  // A running footer laid out as a row ('Wyndham Lakes PERS   Program Review   3') is no table's.
  const tablesRead = withoutFurnitureRows(input.tables, isFurniture);
  const shortCells = shortCellsByPage(tablesRead);
  const prose = read.blocks.filter(
    (block) =>
      block.kind !== 'paragraph' ||
      block.page === null ||
      !isTableResidue(block.text, shortCells.get(block.page) ?? new Set()),
  );
  const { pairs } = read;
  const sections = sectionsByPage(prose);
  const extracted = tablesRead.flatMap((table) =>
    blocksOfExtractedTable(
      table,
      captionSection(prose, table) ?? (table.page !== null ? sections.get(table.page) : undefined) ?? [],
    ),
  );
  // Labels paired with the values below them stand in for tables extraction could not read: on a
  // page without a table, or in a document without any.
  const tablePages = new Set(tablesRead.map((table) => table.page));
  const stand = pairs
    .filter((pair) => !isContents(pair.rows, null))
    .filter((pair) => (pair.page === null ? tablesRead.length === 0 : !tablePages.has(pair.page)));
  const tables = [...extracted, ...stand].sort((a, b) => (a.page ?? Infinity) - (b.page ?? Infinity));
  // Tables go after their page's text.
  const blocks: Block[] = [];
  let next = 0;
  for (const block of prose) {
    while (
      next < tables.length &&
      tables[next].page !== null &&
      block.page !== null &&
      tables[next].page! < block.page
    ) {
      blocks.push(tables[next]);
      next += 1;
    }
    blocks.push(block);
  }
  blocks.push(...tables.slice(next));
  return { format, pageCount: input.pageCount, blocks };
}
