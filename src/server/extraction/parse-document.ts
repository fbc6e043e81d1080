import { readFile } from 'node:fs/promises';
import { detectKind } from './detect-kind';
import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import { extractWorkbook } from './extract-workbook';
import { refused, type DocumentKind, type ExtractionResult } from './extraction-result';
import type { OcrProgress, OcrSettings } from './ocr-pdf-pages';
import { extractionReasons } from './reasons';
import { guardZipArchive, type ZipLimits } from './zip-bomb-guard';

export type ParseLimits = {
  timeoutMs: number;
  maxMemoryMb: number;
  /** Longer text is cut (with a warning): it would only bloat the database and the search index. */
  maxTextChars: number;
  zip: ZipLimits;
  /** OCR of PDF pages without usable text. */
  ocr: OcrSettings;
};

export type ParseRequest = {
  source: { bytes: Uint8Array } | { path: string };
  kind: DocumentKind;
  limits: ParseLimits;
  /** Where pdftotext is, found once by the parent; absent means pdf.js. */
  pdftotextPath?: string;
};

const allocationFailure = /allocation failed|invalid (string|array|typed array) length|out of memory/i;

function failureOf(error: unknown): ExtractionResult {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return refused(
    allocationFailure.test(detail) ? extractionReasons.memory : extractionReasons.corrupt,
    detail,
  );
}

function finish(result: ExtractionResult, maxTextChars: number): ExtractionResult {
  if (!result.ok) return result;
  // PostgreSQL text cannot hold NUL, and trailing blank lines carry nothing.
  let text = result.text.replaceAll('\u0000', '').trimEnd();
  const warnings = [...result.warnings];
  if (text.length > maxTextChars) {
    text = text.slice(0, maxTextChars);
    warnings.push(`The text was cut after ${maxTextChars.toLocaleString('en-US')} characters`);
  }
  return { ...result, text, warnings: [...new Set(warnings)] };
}

async function parseBytes(
  bytes: Uint8Array,
  request: ParseRequest,
  onProgress: OcrProgress,
): Promise<ExtractionResult> {
  const { kind, limits } = request;
  // The caller should have checked already; the sandbox checks again because it trusts no one.
  const detection = detectKind(bytes, `document.${kind}`);
  if (!detection.ok) return refused(detection.reason);
  if (kind === 'docx' || kind === 'xlsx') {
    const bomb = guardZipArchive(bytes, limits.zip);
    if (bomb) return refused(bomb);
  }
  switch (kind) {
    case 'pdf': {
      const path = 'path' in request.source ? request.source.path : undefined;
      return extractPdf({ bytes, path }, { ...limits, pdftotextPath: request.pdftotextPath, onProgress });
    }
    case 'docx':
      return extractDocx(bytes);
    case 'doc':
      return extractDoc(bytes);
    case 'xls':
    case 'xlsx':
      return extractWorkbook(bytes);
  }
}

/** Reads one document's text; runs inside the sandbox process, never in the server's main thread. */
export async function parseDocument(
  request: ParseRequest,
  onProgress: OcrProgress = () => {},
): Promise<ExtractionResult> {
  let bytes: Uint8Array;
  try {
    bytes = 'path' in request.source ? await readFile(request.source.path) : request.source.bytes;
  } catch (error) {
    return refused(
      extractionReasons.unreadableSource,
      error instanceof Error ? error.message : String(error),
    );
  }
  try {
    return finish(await parseBytes(bytes, request, onProgress), request.limits.maxTextChars);
  } catch (error) {
    return failureOf(error);
  }
}
