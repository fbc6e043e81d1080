import type { ExtractedTable } from '../../../extraction/extracted-tables';
import type { TableBlock, TableRow, TextBlock } from './document-model';
import { squeezed } from '../text/clean-text';
import { statedScale } from './table-scale';
import type { WorkbookTable } from './workbook-tables';

// A cell of more words than this is prose (a term sheet's 'Management Fee | The Fund will pay …'),
// read as a paragraph under its row's label rather than as a value.
const proseCellWords = 8;

/** A text with its runs of white space made single spaces, trimmed. */
// A footnote's mark set against a heading's word ('FAIR VALUE1', 'Cost2'): a word of letters and one digit.
const footnoteMark = /(?<=\b\p{L}{3,})[1-9](?=\s|$)/gu;
/** A column's heading without the footnote marks its words carry. */
export const columnHeading = (text: string) => squeezed(text).replace(footnoteMark, '');
const hasLetters = (text: string) => /\p{L}/u.test(text);
// A row of a table by vintage year is labelled by its year alone.
const yearLabel = /^(?:FY\s?)?(?:19|20)\d{2}$/;

/** The scale a table states: in its caption first, else in every column's header alike. */
function tableScale(caption: string | null, columns: readonly string[]) {
  const fromCaption = statedScale(caption ?? '');
  if (fromCaption.scale || fromCaption.currency) return fromCaption;
  const joined = columns.join(' ');
  return statedScale(joined);
}

// A table of contents: each row's one value a page number, rising down the page.
const contentsWords = /\b(?:contents|index)\b/i;
const pageNumber = /^\d{1,3}$/;

export function isContents(rows: readonly TableRow[], caption: string | null): boolean {
  const values = rows.map((row) => row.cells.filter((cell) => cell !== null));
  if (values.some((cells) => cells.length !== 1 || !pageNumber.test(cells[0]!.text))) return false;
  const pages = values.map((cells) => Number(cells[0]!.text));
  const rising = pages.every((page, index) => index === 0 || page >= pages[index - 1]);
  return (
    rising &&
    (rows.length >= 3 || contentsWords.test(caption ?? '') || rows.some((row) => /\.{3,}/.test(row.label)))
  );
}

/**
 * An extracted table (a PDF's laid-out statement, a DOCX's table) as the model's blocks: a table block
 * of its value rows, and a paragraph for each prose cell under its row's label as a heading, as a
 * summary of terms names each term beside what it says.
 */
export function blocksOfExtractedTable(
  table: ExtractedTable,
  section: readonly string[],
): (TableBlock | TextBlock)[] {
  const headers = table.rows.slice(0, table.headerRows);
  const width = Math.max(...table.rows.map((row) => row.length));
  const columns = Array.from({ length: Math.max(0, width - 1) }, (_, index) =>
    columnHeading(headers.map((row) => row[index + 1] ?? '').join(' ')),
  );
  const rows: TableRow[] = [];
  const prose: TextBlock[] = [];
  table.rows.slice(table.headerRows).forEach((cells, offset) => {
    const index = offset + table.headerRows;
    const label = squeezed(cells[0] ?? '');
    const values = cells.slice(1).map((cell) => squeezed(cell));
    const prosaic = values.filter((value) => value.split(' ').length > proseCellWords);
    // A prose cell's own paragraphs (a DOCX cell's, one a line) stay paragraphs of their own.
    const paragraphs = cells
      .slice(1)
      .filter((_, column) => prosaic.includes(values[column]))
      .flatMap((cell) => cell.split(/\n+/).map(squeezed).filter(Boolean));
    if (prosaic.length > 0 && label) {
      prose.push({
        kind: 'heading',
        text: label,
        page: table.page,
        sheet: null,
        level: section.length + 1,
        section,
      });
    }
    for (const text of paragraphs) {
      prose.push({
        kind: 'paragraph',
        text,
        page: table.page,
        sheet: null,
        level: 0,
        section: label ? [...section, label] : section,
      });
    }
    const kept = values.map((value) =>
      value && !prosaic.includes(value) ? { text: value, address: null } : null,
    );
    if ((!hasLetters(label) && !yearLabel.test(label)) || kept.every((cell) => cell === null)) return;
    rows.push({
      label,
      parent: table.parents?.[index] ?? null,
      cells: kept,
      quote: squeezed(table.quotes?.[index] || [label, ...values].filter(Boolean).join(' ')),
    });
  });
  const caption = table.caption ? squeezed(table.caption) : null;
  const blocks: (TableBlock | TextBlock)[] = [...prose];
  if (rows.length > 0 && !isContents(rows, caption)) {
    blocks.unshift({
      kind: 'table',
      page: table.page,
      sheet: null,
      section,
      caption,
      columns,
      rows,
      ...tableScale(caption, columns),
    });
  }
  return blocks;
}

/** A workbook's table as a table block: each value keeps its cell's address. */
export function blockOfWorkbookTable(table: WorkbookTable): TableBlock {
  const valueColumns = [
    ...new Set(table.rows.flatMap((row) => row.values.map((value) => value.column))),
  ].sort((a, b) => a - b);
  const columns = valueColumns.map((column) => squeezed(table.columnHeaders[column] ?? ''));
  const caption = table.titles.length ? squeezed(table.titles.join(' ')) : null;
  return {
    kind: 'table',
    page: null,
    sheet: table.sheet,
    section: [table.sheet],
    caption,
    columns,
    rows: table.rows.map((row) => ({
      label: squeezed(row.label),
      ...(row.name !== row.label ? { name: squeezed(row.name) } : {}),
      parent: null,
      cells: valueColumns.map((column) => {
        const value = row.values.find((cell) => cell.column === column);
        return value ? { text: squeezed(value.value), address: value.cell } : null;
      }),
      quote: squeezed([row.label, ...row.values.map((value) => value.value)].join(' ')),
    })),
    ...tableScale(caption, columns),
  };
}
