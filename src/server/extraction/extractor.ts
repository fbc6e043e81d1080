import { refused, type DocumentKind, type ExtractionResult } from './extraction-result';
import { findExecutable } from './find-executable';
import type { ParseLimits } from './parse-document';
import { extractionReasons } from './reasons';
import { createSandboxPool } from './sandbox-pool';
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
};

export type DocumentExtractor = {
  /** `source` is the file's bytes or a path the server can read. */
  extract(source: Uint8Array | string, kind: DocumentKind): Promise<ExtractionResult>;
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

/** Reads documents' text in sandbox processes; see sandbox-pool.ts for why processes. */
export function createExtractor(options: ExtractorOptions = {}): DocumentExtractor {
  const settings = { ...defaultExtractorOptions, ...options };
  const pool = createSandboxPool({
    poolSize: settings.poolSize,
    timeoutMs: settings.timeoutMs,
    maxMemoryMb: settings.maxMemoryMb,
  });
  const limits: ParseLimits = {
    timeoutMs: settings.timeoutMs,
    maxMemoryMb: settings.maxMemoryMb,
    maxTextChars: settings.maxTextChars,
    zip: { ...defaultZipLimits, ...options.zipLimits },
  };
  const pdftotextPath = settings.pdfEngine === 'pdfjs' ? undefined : findExecutable('pdftotext');

  return {
    extract(source, kind) {
      if (typeof source !== 'string' && source.byteLength === 0) {
        return Promise.resolve(refused(extractionReasons.emptyFile));
      }
      const request = {
        source: typeof source === 'string' ? { path: source } : { bytes: source },
        kind,
        limits,
        ...(pdftotextPath ? { pdftotextPath } : {}),
      };
      return pool.run({ type: 'parse', request });
    },
    close: () => pool.close(),
  };
}
