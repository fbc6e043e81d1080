import { afterAll, describe, expect, it } from 'vitest';
import { createExtractor, type ExtractionProgress } from './extractor';
import { extractionReasons } from './reasons';
import { makePdf } from './test-support/make-pdf';
import { makeScannedPdf, makeTextPdf } from './test-support/make-scanned-pdf';

const letter = [
  'Capital Call Notice',
  'The General Partner of Harbour Growth Fund III calls capital of $12,500,000 from its limited partners, due on 15 March 2024. The net IRR of the Fund was 18.4% and its TVPI 1.65x at quarter end.',
];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}$%.,]+/gu) ?? [];

/** The share of the expected words found, each as often as it is expected. */
function wordAccuracy(expected: string, read: string): number {
  const left = new Map<string, number>();
  for (const word of wordsOf(read)) left.set(word, (left.get(word) ?? 0) + 1);
  const expectedWords = wordsOf(expected);
  let found = 0;
  for (const word of expectedWords) {
    const count = left.get(word) ?? 0;
    if (count > 0) found++;
    left.set(word, count - 1);
  }
  return found / expectedWords.length;
}

describe('OCR of PDF pages without a text layer, in the sandbox', () => {
  const extractor = createExtractor({ poolSize: 1, pdfEngine: 'pdfjs' });
  afterAll(() => extractor.close());

  it('reads a scanned page back to its words, noting the page and reporting progress', async () => {
    const progress: ExtractionProgress[] = [];
    const result = await extractor.extract(await makeScannedPdf([letter]), 'pdf', (step) =>
      progress.push(step),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(wordAccuracy(letter.join(' '), result.text)).toBeGreaterThanOrEqual(0.95);
    expect(result.text).toContain('$12,500,000');
    expect(result.warnings).toContainEqual(expect.stringMatching(/^Read by OCR \(no text layer\): page 1;/));
    expect(progress).toEqual([{ page: 1, of: 1 }]);
  });

  it('reads by OCR a page whose text layer maps its glyphs to nothing', async () => {
    const garbled = makePdf([['Harbour Growth Partners', 'Capital called in the quarter']], {
      unmappedGlyphs: true,
    });
    const result = await extractor.extract(garbled, 'pdf');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first] = result.text.split('\f');
    expect(
      wordAccuracy('Harbour Growth Partners Capital called in the quarter', first),
    ).toBeGreaterThanOrEqual(0.95);
    expect(result.warnings).toContainEqual(
      expect.stringMatching(/^Read by OCR \(unusable text layer\): page 1;/),
    );
  });

  it('OCRs within the sandbox memory limit: a sandbox given too little is stopped', async () => {
    const small = createExtractor({ poolSize: 1, pdfEngine: 'pdfjs', maxMemoryMb: 128 });
    try {
      expect(await small.extract(await makeScannedPdf([letter]), 'pdf')).toMatchObject({
        ok: false,
        reason: extractionReasons.memory,
      });
    } finally {
      await small.close();
    }
  });

  it('never OCRs a page with a good text layer', async () => {
    const progress: ExtractionProgress[] = [];
    const result = await extractor.extract(await makeTextPdf([letter]), 'pdf', (step) => progress.push(step));
    expect(result.ok && result.warnings.filter((warning) => /OCR/.test(warning))).toEqual([]);
    expect(progress).toEqual([]);
  });

  it('leaves an empty page of a typeset PDF as it was, without a note', async () => {
    const withBlank = makePdf([['Capital Call Notice for the limited partners of the Fund'], []]);
    const result = await extractor.extract(withBlank, 'pdf');
    expect(result).toMatchObject({
      ok: true,
      text: 'Capital Call Notice for the limited partners of the Fund',
      pageCount: 2,
      warnings: [],
    });
  });

  it('notes and skips a page that takes longer than its time, and still reads the file', async () => {
    const hurried = createExtractor({ poolSize: 1, pdfEngine: 'pdfjs', ocr: { pageTimeoutMs: 1 } });
    try {
      const result = await hurried.extract(await makeScannedPdf([letter]), 'pdf');
      expect(result).toMatchObject({
        ok: true,
        warnings: ['OCR skipped page 1: longer than 0.001 s a page'],
      });
    } finally {
      await hurried.close();
    }
  });

  it('says OCR is unavailable for a language whose data is not installed, instead of downloading it', async () => {
    const unknown = createExtractor({ poolSize: 1, pdfEngine: 'pdfjs', ocr: { languages: ['zzz'] } });
    try {
      const result = await unknown.extract(await makeScannedPdf([letter]), 'pdf');
      expect(result).toMatchObject({
        ok: true,
        warnings: [
          'OCR is not available: language zzz is not installed (npm install @tesseract.js-data/zzz)',
        ],
      });
    } finally {
      await unknown.close();
    }
  });
});
