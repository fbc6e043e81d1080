import { xfaPlaceholder } from '@shared/xfa-placeholder';
import { refused, type ExtractionResult } from './extraction-result';
import { looksGarbled } from './garbled-text';
import { ocrPdfPages, type OcrProgress, type OcrSettings } from './ocr-pdf-pages';
import type { PdfReading, PdfSource } from './pdf-source';
import { readPdfWithPdfjs } from './pdf-with-pdfjs';
import { readPdfWithPoppler } from './pdf-with-poppler';
import { extractionReasons } from './reasons';
import { readXfaFormData } from './xfa-form-data';

export type PdfOptions = {
  /** Where pdftotext is; absent means pdf.js reads every PDF. */
  pdftotextPath?: string;
  timeoutMs: number;
  maxMemoryMb: number;
  maxTextChars: number;
  ocr: OcrSettings;
  onProgress: OcrProgress;
};

const warnings = {
  truncated: (maxTextChars: number) =>
    `The text was cut after ${maxTextChars.toLocaleString('en-US')} characters`,
  damaged: 'Parts of the PDF are damaged; some text may be missing',
  fallback: 'Read with the second PDF reader because the first could not read it',
  garbled: 'Read with the second PDF reader because the first produced garbled characters',
  xfa: 'This PDF is an XFA form: its pages hold only a placeholder asking for a newer PDF viewer, so the form itself could not be read',
  xfaData:
    "This PDF is an XFA form: its pages hold only a placeholder asking for a newer PDF viewer, so the form's filled-in fields were read instead",
};

function toResult(
  reading: PdfReading,
  source: PdfSource,
  options: PdfOptions,
  extraWarnings: string[] = [],
): ExtractionResult {
  if (reading.status === 'encrypted') return refused(extractionReasons.encryptedPdf);
  if (reading.status === 'failed') {
    return refused(
      reading.outOfMemory ? extractionReasons.memory : extractionReasons.corrupt,
      reading.detail,
    );
  }
  const notes = [...extraWarnings];
  if (reading.truncated) notes.push(warnings.truncated(options.maxTextChars));
  if (reading.damaged) notes.push(warnings.damaged);
  notes.push(...(reading.notes ?? []));
  let text = reading.text;
  let tables = reading.tables ?? [];
  if (xfaPlaceholder.test(text.slice(0, 5_000))) {
    // The placeholder is not the document: the form's own data, when the file carries it, is.
    const formData = readXfaFormData(source.bytes, options);
    if (formData) text = formData;
    tables = [];
    notes.push(formData ? warnings.xfaData : warnings.xfa);
  }
  return {
    ok: true,
    text,
    ...(reading.pageCount === undefined ? {} : { pageCount: reading.pageCount }),
    tables,
    warnings: notes,
  };
}

/**
 * The reading with its scanned and unreadable pages read by OCR. OCR that cannot even start (pdf.js
 * cannot draw a file pdftotext could read) leaves the reading as it was, with a note.
 */
async function withOcr(reading: PdfReading, source: PdfSource, options: PdfOptions): Promise<PdfReading> {
  if (reading.status !== 'ok') return reading;
  try {
    const pages = reading.text.split('\f');
    const ocr = await ocrPdfPages(source.bytes, pages, options.ocr, options.onProgress);
    if (ocr.notes.length === 0) return reading;
    // A table read from an unusable text layer is as wrong as the layer.
    const tables = reading.tables?.filter(
      (table) => table.page === null || ocr.pages[table.page - 1] === pages[table.page - 1],
    );
    return {
      ...reading,
      text: ocr.pages.join('\f'),
      tables,
      notes: [...(reading.notes ?? []), ...ocr.notes],
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ...reading, notes: [...(reading.notes ?? []), `OCR could not open this PDF: ${detail}`] };
  }
}

/**
 * pdftotext first where it is installed (about four times faster); pdf.js when it is not, when
 * pdftotext fails on a file, and when pdftotext's text is CJK mis-decoded as Latin-1, which pdf.js
 * reads properly through its CMaps. Then OCR for the pages without usable text.
 */
export async function extractPdf(source: PdfSource, options: PdfOptions): Promise<ExtractionResult> {
  const { reading, notes } = await readPdf(source, options);
  return toResult(await withOcr(reading, source, options), source, options, notes);
}

async function readPdf(
  source: PdfSource,
  options: PdfOptions,
): Promise<{ reading: PdfReading; notes?: string[] }> {
  const readWithPdfjs = () => readPdfWithPdfjs(source.bytes, options);
  if (!options.pdftotextPath) return { reading: await readWithPdfjs() };

  const poppler = await readPdfWithPoppler(source, {
    pdftotextPath: options.pdftotextPath,
    timeoutMs: options.timeoutMs,
    maxMemoryMb: options.maxMemoryMb,
    // UTF-8 takes at most 4 bytes a character, so this keeps at least maxTextChars characters.
    maxOutputBytes: options.maxTextChars * 4,
  });
  if (poppler.status === 'encrypted') return { reading: poppler };
  if (poppler.status === 'failed') {
    const pdfjs = await readWithPdfjs();
    if (pdfjs.status === 'failed') return { reading: poppler };
    return { reading: pdfjs, notes: [warnings.fallback] };
  }
  if (!looksGarbled(poppler.text)) return { reading: poppler };
  const pdfjs = await readWithPdfjs();
  if (pdfjs.status === 'ok' && !looksGarbled(pdfjs.text))
    return { reading: pdfjs, notes: [warnings.garbled] };
  return { reading: poppler };
}
