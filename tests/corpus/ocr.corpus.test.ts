/**
 * OCR on the real scans and PDFs of ../shared/fixtures/parser-edge/pdf: the image-only pages are read
 * by OCR (with either PDF engine), and a PDF whose pages have a text layer, however short, is never
 * OCRed, nor an empty page (vertical.pdf's last two).
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createExtractor } from '../../src/server/extraction/extractor';
import { fixturesDirectory, fixturesPresent, missingFixturesMessage } from './fixtures';

const pdfs = join(fixturesDirectory, 'parser-edge/pdf');

const scans: Record<string, { text: string; pages: string }> = {
  // Two pages of a Russian inspection certificate with no text layer; its English title comes back.
  'issue7229.pdf': { text: 'Certificate of periodic technical inspection', pages: 'pages 1-2' },
};

const typeset = [
  // A scan whose own OCR layer ('pdf.js') is all its picture says.
  'scan-bad.pdf',
  'tracemonkey.pdf',
  '160F-2019.pdf',
  'prefilled_f1040.pdf',
  'vertical.pdf',
  'ArabicCIDTrueType.pdf',
  'XiaoBiaoSong.pdf',
  'helloworld-bad.pdf',
  'bomb_giant.pdf',
].map((name) => `parser-edge/pdf/${name}`);
// A 10-K whose contents pages draw their leaders with an unmapped glyph, and whose last page is blank.
typeset.push('private-markets/filings/Firsthand_Technology_Value_Fund_10-K_FY2019.pdf');

if (!fixturesPresent) {
  describe('OCR corpus', () => {
    it('needs the fixtures folder', () => {
      throw new Error(missingFixturesMessage);
    });
  });
} else {
  describe.each(['auto', 'pdfjs'] as const)('OCR of the parser-edge PDFs, PDF engine %s', (pdfEngine) => {
    const extractor = createExtractor({ pdfEngine });
    afterAll(() => extractor.close());

    it.each(Object.entries(scans))('reads the scan %s by OCR', async (name, expected) => {
      const result = await extractor.extract(join(pdfs, name), 'pdf');
      expect(result.ok && result.text).toContain(expected.text);
      expect(result.ok && result.warnings).toContainEqual(
        expect.stringContaining(`Read by OCR (no text layer): ${expected.pages};`),
      );
    });

    it.each(typeset)('never OCRs %s, whose pages have text or nothing drawn', async (path) => {
      const result = await extractor.extract(join(fixturesDirectory, path), 'pdf');
      expect(result.ok ? result.warnings.filter((warning) => warning.includes('OCR')) : []).toEqual([]);
    });
  });
}
