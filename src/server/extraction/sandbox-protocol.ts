import { boundTables } from './extracted-tables';
import { refused, type ExtractionResult } from './extraction-result';
import type { ParseRequest } from './parse-document';

/**
 * Ways to make a sandbox misbehave on purpose, so tests can prove the pool survives each: spin
 * forever, die of a signal, throw outside any handler, exhaust the JavaScript heap, or grow memory
 * outside the heap (Buffers), which only the resident-memory watch catches, or report progress forever
 * without finishing, which only the pool's maxRunMs ends.
 */
export type SandboxFault = 'hang' | 'segfault' | 'uncaught' | 'heap' | 'buffers' | 'endless-progress';

export type SandboxTask = { type: 'parse'; request: ParseRequest } | { type: 'fault'; fault: SandboxFault };

/** A sign of life from a long reading: OCR is reading the `page`th of the `of` pages it reads. */
export type ExtractionProgress = { page: number; of: number };

/** Parent to sandbox. */
export type SandboxCommand = { type: 'run'; id: number; task: SandboxTask };

/**
 * Sandbox to parent; `residentMb` is the sandbox's memory after the file, its garbage collected first
 * whenever the memory would otherwise pass the pool's retirement limit.
 */
export type SandboxReport =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: ExtractionResult; residentMb: number }
  | { type: 'progress'; id: number; progress: ExtractionProgress };

/** The resident memory (MB) above which the pool replaces a sandbox after a file. */
export const retireAboveMbVariable = 'ALLOCATOR_SANDBOX_RETIRE_ABOVE_MB';

/** Set by the pool only when a test asks for faults; a production sandbox ignores fault tasks. */
export const faultsAllowedVariable = 'ALLOCATOR_SANDBOX_FAULTS';

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isOptionalNumber = (value: unknown) => value === undefined || typeof value === 'number';

function isExtractionResult(value: unknown): value is ExtractionResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as Record<string, unknown>;
  if (result.ok === false) return typeof result.reason === 'string';
  return (
    result.ok === true &&
    typeof result.text === 'string' &&
    isStringArray(result.warnings) &&
    isOptionalNumber(result.pageCount) &&
    isOptionalNumber(result.sheetCount) &&
    (result.tables === undefined || Array.isArray(result.tables))
  );
}

function isProgress(value: unknown): value is ExtractionProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { page, of } = value as Record<string, unknown>;
  return (
    typeof page === 'number' && typeof of === 'number' && Number.isSafeInteger(page) && 0 < page && page <= of
  );
}

/**
 * Checks what a sandbox sends: a parser that was exploited controls that process, and its messages
 * must not be able to hand the server anything but a well-formed result.
 */
export function isSandboxReport(value: unknown): value is SandboxReport {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Record<string, unknown>;
  if (report.type === 'ready') return true;
  if (report.type === 'progress') return typeof report.id === 'number' && isProgress(report.progress);
  return (
    report.type === 'result' &&
    typeof report.id === 'number' &&
    typeof report.residentMb === 'number' &&
    isExtractionResult(report.result)
  );
}

/** Keeps only the fields a result has, so nothing else a sandbox sends travels further. */
export function copyResult(result: ExtractionResult): ExtractionResult {
  if (!result.ok)
    return refused(result.reason, typeof result.detail === 'string' ? result.detail : undefined);
  return {
    ok: true,
    text: result.text,
    ...(result.pageCount === undefined ? {} : { pageCount: result.pageCount }),
    ...(result.sheetCount === undefined ? {} : { sheetCount: result.sheetCount }),
    ...(result.tables === undefined ? {} : { tables: boundTables(result.tables) }),
    warnings: [...result.warnings],
  };
}
