import { refused, type DocumentKind, type ExtractionResult } from './extraction-result';
import { findExecutable } from './find-executable';
import type { OcrSettings } from './ocr-pdf-pages';
import type { ParseLimits } from './parse-document';
import { extractionReasons } from './reasons';
import { createSandboxPool } from './sandbox-pool';
import type { ExtractionProgress } from './sandbox-protocol';
import { defaultZipLimits, type ZipLimits } from './zip-bomb-guard';

export type ExtractorOptions = {
  /** Sandbox processes reading at once; more files wait their turn. */
  poolSize?: number;
  /** Per file; a sandbox still reading then is killed and replaced. */
  timeoutMs?: number;
  /** JavaScript heap per sandbox, and (plus the sandbox's own overhead) its whole resident memory. */
  maxMemoryMb?: number;
  maxTextChars?: number;
  zipLimits?: Partial<ZipLimits>;
  /** 'auto' uses pdftotext when it is installed; 'pdfjs' never does (tests, benchmarks). */
  pdfEngine?: 'auto' | 'pdfjs';
  /** OCR of scanned PDF pages; `languages: []` turns it off. */
  ocr?: Partial<OcrSettings>;
};

export type { ExtractionProgress };

export type DocumentExtractor = {
  /** `source` is the file's bytes or a path the server can read; `onProgress` hears of each OCR page. */
  extract(
    source: Uint8Array | string,
    kind: DocumentKind,
    onProgress?: (progress: ExtractionProgress) => void,
  ): Promise<ExtractionResult>;
  close(): Promise<void>;
};

/**
 * Two sandboxes match the two cores the team's machines have; 60 s and 512 MB read every file of the
 * test corpus (a 352-page book, a 60 MB spreadsheet part) with room to spare.
 */
export const defaultExtractorOptions = {
  poolSize: 2,
  timeoutMs: 60_000,
  maxMemoryMb: 512,
  maxTextChars: 10_000_000,
} as const;

/**
 * English, from @tesseract.js-data/eng. A page of print takes 2-4 s on one core; 30 s is a page nothing
 * can be read from in reasonable time. 500 pages bound one file at a few hours of a sandbox.
 */
export const defaultOcrSettings: OcrSettings = { languages: ['eng'], pageTimeoutMs: 30_000, maxPages: 500 };

/**
 * The bytes alone: a view into a larger buffer (a slice of an upload, a pooled Buffer) would send
 * the whole buffer to the sandbox.
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

/** Reads documents' text in sandbox processes; see sandbox-pool.ts for why processes. */
export function createExtractor(options: ExtractorOptions = {}): DocumentExtractor {
  // Field by field, so an option passed as undefined keeps its default.
  const settings = {
    poolSize: Math.max(1, Math.floor(options.poolSize ?? defaultExtractorOptions.poolSize)),
    timeoutMs: options.timeoutMs ?? defaultExtractorOptions.timeoutMs,
    maxMemoryMb: options.maxMemoryMb ?? defaultExtractorOptions.maxMemoryMb,
    maxTextChars: options.maxTextChars ?? defaultExtractorOptions.maxTextChars,
    pdfEngine: options.pdfEngine ?? 'auto',
  };
  const ocr: OcrSettings = {
    languages: options.ocr?.languages ?? defaultOcrSettings.languages,
    // A page's own timeout must end it inside the sandbox, well before the pool gives up on the file.
    pageTimeoutMs: Math.min(
      options.ocr?.pageTimeoutMs ?? defaultOcrSettings.pageTimeoutMs,
      settings.timeoutMs / 2,
    ),
    maxPages: options.ocr?.maxPages ?? defaultOcrSettings.maxPages,
  };
  const pool = createSandboxPool({
    poolSize: settings.poolSize,
    timeoutMs: settings.timeoutMs,
    maxRunMs: settings.timeoutMs + (ocr.languages.length > 0 ? ocr.maxPages * ocr.pageTimeoutMs : 0),
    maxMemoryMb: settings.maxMemoryMb,
  });
  const limits: ParseLimits = {
    timeoutMs: settings.timeoutMs,
    maxMemoryMb: settings.maxMemoryMb,
    maxTextChars: settings.maxTextChars,
    zip: { ...defaultZipLimits, ...options.zipLimits },
    ocr,
  };
  const pdftotextPath = settings.pdfEngine === 'pdfjs' ? undefined : findExecutable('pdftotext');

  return {
    extract(source, kind, onProgress) {
      if (typeof source !== 'string' && source.byteLength === 0) {
        return Promise.resolve(refused(extractionReasons.emptyFile));
      }
      const request = {
        source: typeof source === 'string' ? { path: source } : { bytes: ownBytes(source) },
        kind,
        limits,
        ...(pdftotextPath ? { pdftotextPath } : {}),
      };
      return pool.run({ type: 'parse', request }, onProgress);
    },
    close: () => pool.close(),
  };
}
