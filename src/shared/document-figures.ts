import { z } from 'zod';
import { zDocumentFact } from './document-facts';

/**
 * A document's figure ledger as the Figures view asks for it: searched (label, value, concept, column,
 * section or quote), sorted, a page at a time, or the whole ledger as CSV.
 */
export const figureSortKeys = ['rank', 'label', 'value', 'page', 'concept'] as const;
export const maxFiguresPage = 200;

export const zDocumentFiguresQuery = z.object({
  q: z.string().trim().max(200).optional(),
  /** 'disagreements': only figures the local reader and the model read with different values. */
  only: z.enum(['disagreements']).optional(),
  sort: z.enum(figureSortKeys).default('rank'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(maxFiguresPage).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DocumentFiguresQuery = z.infer<typeof zDocumentFiguresQuery>;

export const zDocumentFiguresResponse = z.object({
  figures: z.array(zDocumentFact),
  /** How many figures match the search, across all pages. */
  total: z.number().int().nonnegative(),
});
export type DocumentFiguresResponse = z.infer<typeof zDocumentFiguresResponse>;

/** The CSV's columns, in order: what an analyst pastes into a spreadsheet. */
export const figureCsvColumns = [
  'concept',
  'label',
  'value',
  'number',
  'unit',
  'scale',
  'period',
  'scope',
  'scopeName',
  'column',
  'section',
  'page',
  'sheet',
  'cell',
  'quote',
  'reader',
  'disagreesWith',
] as const;

/** The CSV takes the same search and order as the view, and the whole ledger: no paging. */
export const zDocumentFiguresCsvQuery = zDocumentFiguresQuery.pick({
  q: true,
  only: true,
  sort: true,
  order: true,
});
export type DocumentFiguresCsvQuery = z.infer<typeof zDocumentFiguresCsvQuery>;

/**
 * The CSV's file name: the document's name without its extension, then '-figures.csv' ('Fund Deck.pdf'
 * saves as 'Fund Deck-figures.csv'). Characters a file system or a header would choke on become '_'.
 */
export function figuresCsvFileName(documentName: string): string {
  const base = documentName
    .replace(/\.[^./\\]{1,10}$/, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_')
    .trim();
  return `${base || 'document'}-figures.csv`;
}
