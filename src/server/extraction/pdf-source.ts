import type { ExtractedTable } from './extracted-tables';

/** A PDF as the sandbox holds it: always its bytes, and its path when it came from disk. */
export type PdfSource = { bytes: Uint8Array; path?: string };

/** What one PDF engine made of a file, before it becomes an extraction result. */
export type PdfReading =
  | {
      status: 'ok';
      text: string;
      pageCount?: number;
      truncated: boolean;
      damaged: boolean;
      /** Statement tables read from the page layout, where the engine reads one. */
      tables?: ExtractedTable[];
      /** What a reader should know of how the text was read (pages read by OCR). */
      notes?: string[];
    }
  | { status: 'encrypted' }
  | { status: 'failed'; detail: string; outOfMemory?: boolean };
