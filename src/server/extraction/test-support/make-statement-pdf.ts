import { pdfkitPdf } from './pdfkit-pdf';

/** A line of a page: texts placed at x positions (points), as a statement lays out its columns. */
export type PlacedLine = { x: number; text: string }[];

/** A PDF whose pages are lines of texts placed at given x positions, one line every 18 points. */
export function makeStatementPdf(pages: PlacedLine[][]): Promise<Uint8Array> {
  return pdfkitPdf((document) => {
    for (const lines of pages) {
      document.addPage({ size: 'LETTER' });
      document.font('Helvetica').fontSize(10);
      lines.forEach((line, index) => {
        for (const { x, text } of line) document.text(text, x, 72 + index * 18, { lineBreak: false });
      });
    }
  });
}
