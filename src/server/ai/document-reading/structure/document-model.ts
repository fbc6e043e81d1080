import type { WrittenScale } from '../numbers/number-grammar';

/**
 * The one model of a document that everything downstream reads, whatever the file was: blocks in
 * reading order, each with its page (or sheet) and the headings above it. PDF, DOCX, DOC, XLS and XLSX
 * all become this; nothing after it asks which format a document came from.
 */
export type DocumentFormat = 'pdf' | 'docx' | 'doc' | 'workbook' | 'text';

/** A heading or a paragraph; `text` is the paragraph with its wrapped lines joined. */
export type TextBlock = {
  kind: 'heading' | 'paragraph';
  text: string;
  page: number | null;
  sheet: string | null;
  /** A heading's depth (1 is a document's top level); a paragraph's is 0. */
  level: number;
  /** The headings above the block, outermost first. */
  section: readonly string[];
};

/** One value cell: as written, and where a workbook keeps it. */
export type TableCell = { text: string; address: string | null };

export type TableRow = {
  /** The row's label as written ('Total acquisition cost'). */
  label: string;
  /**
   * The row's first cell, when its label joins a workbook row's several text cells: what the row is
   * ('Corvid Software' of 'Corvid Software, Technology, Jun-2022'), and the only one that says when
   * its values are of; the others are its attributes (a sector, the date it was bought).
   */
  name?: string;
  /** The section label over the row ('Investment securities'), when the table has one. */
  parent: string | null;
  /** One cell a value column, null where the row has none. */
  cells: (TableCell | null)[];
  /** The row as the document prints it, to quote. */
  quote: string;
};

export type TableBlock = {
  kind: 'table';
  page: number | null;
  sheet: string | null;
  section: readonly string[];
  /** Its title and notes as printed above it ('Statements of Operations (in thousands)'). */
  caption: string | null;
  /** Each value column's header, its stacked header lines joined ('AS OF DECEMBER 31, 2021'). */
  columns: string[];
  rows: TableRow[];
  /** The scale and currency the caption or headers state for the whole table. */
  scale: WrittenScale | null;
  currency: string | null;
};

export type Block = TextBlock | TableBlock;

export type DocumentModel = {
  format: DocumentFormat;
  pageCount: number | null;
  blocks: Block[];
};
