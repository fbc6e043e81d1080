import type { ExtractedTable } from '../../../extraction/extracted-tables';
import { blankSpans, findAddressedToAi, isAddressedToAi, type QuarantinedSpan } from './addressed-to-ai';

export type QuarantinedDocument = {
  /** The text with every passage addressed to an AI blanked, offsets and pages unchanged. */
  text: string;
  /** The tables without a row or caption addressed to an AI. */
  tables: ExtractedTable[];
  /** What was set aside, in reading order: the text's spans, then table rows. */
  spans: QuarantinedSpan[];
  tableRows: { text: string; page: number | null }[];
};

function quarantineTable(table: ExtractedTable, setAside: QuarantinedDocument['tableRows']): ExtractedTable {
  const keep = table.rows.map((row, index) => {
    const line = table.quotes?.[index] || row.join(' ');
    if (!isAddressedToAi(line)) return true;
    setAside.push({ text: line.replace(/\s+/g, ' ').trim(), page: table.page });
    return false;
  });
  const caption = table.caption && isAddressedToAi(table.caption) ? undefined : table.caption;
  if (table.caption && !caption) setAside.push({ text: table.caption, page: table.page });
  if (keep.every(Boolean) && caption === table.caption) return table;
  const kept = <T>(items: readonly T[] | undefined) => items?.filter((_, index) => keep[index]);
  const headerRows = keep.slice(0, table.headerRows).filter(Boolean).length;
  return {
    ...table,
    rows: kept(table.rows) ?? [],
    headerRows,
    caption,
    ...(table.parents ? { parents: kept(table.parents) } : {}),
    ...(table.quotes ? { quotes: kept(table.quotes) } : {}),
  };
}

/**
 * Sets aside what a document addresses to an AI before anything is read from it: the analyst reads the
 * rest, and the document records what it ignored so the team can see it.
 */
export function quarantineDocument(text: string, tables: readonly ExtractedTable[]): QuarantinedDocument {
  const spans = findAddressedToAi(text);
  const tableRows: QuarantinedDocument['tableRows'] = [];
  return {
    text: blankSpans(text, spans),
    tables: tables.map((table) => quarantineTable(table, tableRows)),
    spans,
    tableRows,
  };
}
