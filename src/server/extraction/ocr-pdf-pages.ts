import { ocrLanguages } from './ocr-language-data';
import { illegibleWord, ocrPageText } from './ocr-page-text';
import { createRecogniser, type Recogniser } from './ocr-recogniser';
import { openRenderablePdf, type RenderablePdf } from './pdf-page-render';
import { textLayerVerdict } from './text-layer-quality';

export type OcrSettings = {
  /** Tesseract language codes, each from its installed @tesseract.js-data package; none turns OCR off. */
  languages: string[];
  /** One page's drawing and recognition; a page that takes longer is skipped with a note. */
  pageTimeoutMs: number;
  /** The pages of one document read by OCR at most; the rest keep their (empty) text layer. */
  maxPages: number;
};

/** Before each page OCR reads: the page's place among those being read, and how many there are. */
export type OcrProgress = (step: { page: number; of: number }) => void;

type Why = 'no text layer' | 'unusable text layer';
type Candidate = { page: number; why: Why };

/** '1-3, 7' for pages 1, 2, 3 and 7. */
export function pageRanges(pages: readonly number[]): string {
  const ranges: string[] = [];
  for (let index = 0; index < pages.length; index++) {
    const start = pages[index];
    while (index + 1 < pages.length && pages[index + 1] === pages[index] + 1) index++;
    ranges.push(start === pages[index] ? String(start) : `${start}-${pages[index]}`);
  }
  return ranges.join(', ');
}

const notes = {
  read: (why: Why, pages: number[], confidence: number) =>
    `Read by OCR (${why}): page${pages.length > 1 ? 's' : ''} ${pageRanges(pages)}; mean word confidence ${Math.round(confidence)} %`,
  illegible: (count: number) =>
    `${count.toLocaleString('en-US')} word${count > 1 ? 's' : ''} OCR could not read with confidence ${count > 1 ? 'are' : 'is'} shown as ${illegibleWord} and never read as figures`,
  timedOut: (pages: number[], timeoutMs: number) =>
    `OCR skipped page${pages.length > 1 ? 's' : ''} ${pageRanges(pages)}: longer than ${(timeoutMs / 1000).toLocaleString('en-US')} s a page`,
  failed: (pages: number[]) => `OCR could not read page${pages.length > 1 ? 's' : ''} ${pageRanges(pages)}`,
  capped: (maxPages: number, left: number) =>
    `Only the first ${maxPages.toLocaleString('en-US')} pages without usable text were read by OCR; ${left.toLocaleString('en-US')} more were not`,
  unavailable: (detail: string) => `OCR is not available: ${detail}`,
};

/** The pages whose text layer is missing or unusable, in order. */
function candidatePages(pages: readonly string[]): Candidate[] {
  return pages.flatMap((text, index): Candidate[] => {
    const verdict = textLayerVerdict(text);
    if (verdict === 'good') return [];
    return [{ page: index + 1, why: verdict === 'none' ? 'no text layer' : 'unusable text layer' }];
  });
}

// A page drawn with fewer dark pixels than a short word at 300 dpi is empty, not a scan: nothing to read.
const minDarkPixels = 400;

type PageReading =
  | { status: 'read'; text: string; words: number; illegible: number; confidenceSum: number }
  | { status: 'empty' }
  | { status: 'timeout' }
  | { status: 'failed' };

async function readPage(
  pdf: RenderablePdf,
  recogniser: Recogniser,
  page: number,
  timeoutMs: number,
): Promise<PageReading> {
  const started = Date.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const image = await pdf.renderGreyscale(page, abort.signal);
    if (image.darkPixels < minDarkPixels) return { status: 'empty' };
    const left = timeoutMs - (Date.now() - started);
    const paragraphs = left > 0 ? await recogniser.recognise(image.pgm, left) : 'timeout';
    if (paragraphs === 'timeout') return { status: 'timeout' };
    const reading = ocrPageText(paragraphs);
    // A speck or a rule is ink too; a page on which OCR finds no word stays as it was, unremarked.
    if (reading.words === 0) return { status: 'empty' };
    return { status: 'read', ...reading, confidenceSum: reading.meanConfidence * reading.words };
  } catch {
    return abort.signal.aborted ? { status: 'timeout' } : { status: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

function summaryNotes(
  read: Map<Why, { pages: number[]; words: number; confidenceSum: number }>,
  illegible: number,
): string[] {
  const written = [...read].map(([why, group]) =>
    notes.read(why, group.pages, group.words === 0 ? 0 : group.confidenceSum / group.words),
  );
  if (illegible > 0) written.push(notes.illegible(illegible));
  return written;
}

/**
 * Reads by OCR the pages of a PDF whose text layer is missing (a scanned page: at most a stray page
 * number) or unusable (see text-layer-quality.ts), one page at a time, and puts their text in place of
 * the layer's. Pages with good text are never drawn; a drawn page without ink or words is left as it was. Returns the pages' text and notes saying which pages
 * were read, why, how confidently, and which were skipped.
 */
export async function ocrPdfPages(
  bytes: Uint8Array,
  pages: readonly string[],
  settings: OcrSettings,
  onProgress: OcrProgress,
): Promise<{ pages: string[]; notes: string[] }> {
  const result = [...pages];
  const candidates = candidatePages(pages);
  if (settings.languages.length === 0 || candidates.length === 0) return { pages: result, notes: [] };
  const pdf = await openRenderablePdf(bytes);
  let recogniser: Recogniser | undefined;
  try {
    const chosen = candidates.slice(0, settings.maxPages);
    const written: string[] = [];
    try {
      recogniser = createRecogniser(ocrLanguages(settings.languages));
    } catch (error) {
      return {
        pages: result,
        notes: [notes.unavailable(error instanceof Error ? error.message : String(error))],
      };
    }
    const read = new Map<Why, { pages: number[]; words: number; confidenceSum: number }>();
    const timedOut: number[] = [];
    const failed: number[] = [];
    let illegible = 0;
    for (const [index, candidate] of chosen.entries()) {
      onProgress({ page: index + 1, of: chosen.length });
      const reading = await readPage(pdf, recogniser, candidate.page, settings.pageTimeoutMs);
      if (reading.status === 'timeout') timedOut.push(candidate.page);
      if (reading.status === 'failed') failed.push(candidate.page);
      if (reading.status !== 'read') continue;
      result[candidate.page - 1] = reading.text;
      const group = read.get(candidate.why) ?? { pages: [], words: 0, confidenceSum: 0 };
      group.pages.push(candidate.page);
      group.words += reading.words;
      group.confidenceSum += reading.confidenceSum;
      read.set(candidate.why, group);
      illegible += reading.illegible;
    }
    written.push(...summaryNotes(read, illegible));
    if (timedOut.length > 0) written.push(notes.timedOut(timedOut, settings.pageTimeoutMs));
    if (failed.length > 0) written.push(notes.failed(failed));
    if (candidates.length > chosen.length)
      written.push(notes.capped(settings.maxPages, candidates.length - chosen.length));
    return { pages: result, notes: written };
  } finally {
    await recogniser?.close();
    await pdf.close();
  }
}
