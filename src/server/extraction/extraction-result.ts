import type { FileKind } from '@shared/document-upload';
import type { ExtractedTable } from './extracted-tables';

/** The five formats SPEC 5 accepts; the upload contract owns the list, extraction only reads it. */
export type DocumentKind = FileKind;

export const documentKinds: readonly DocumentKind[] = ['pdf', 'doc', 'docx', 'xls', 'xlsx'];

export type ExtractionSuccess = {
  ok: true;
  /** Plain text; a PDF's pages are separated by a form feed ('\f'), as pdftotext does. */
  text: string;
  pageCount?: number;
  sheetCount?: number;
  /** The document's tables (DOCX tables, PDF statement rows); the text above holds their cells too. */
  tables?: ExtractedTable[];
  /** Things a reader may want to know (text truncated, a sheet hidden); never a reason to refuse. */
  warnings: string[];
};

export type ExtractionFailure = {
  ok: false;
  /** A short sentence for the person who uploaded the file. */
  reason: string;
  /** The technical cause, for the log only (it may name library internals). */
  detail?: string;
};

export type ExtractionResult = ExtractionSuccess | ExtractionFailure;

export function refused(reason: string, detail?: string): ExtractionFailure {
  return detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };
}
