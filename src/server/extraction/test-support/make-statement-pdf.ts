import PDFDocument from 'pdfkit';

/** A line of a page: texts placed at x positions (points), as a statement lays out its columns. */
export type PlacedLine = { x: number; text: string }[];

/** A PDF whose pages are lines of texts placed at given x positions, one line every 18 points. */
export function makeStatementPdf(pages: PlacedLine[][]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    for (const lines of pages) {
      document.addPage({ size: 'LETTER' });
      document.font('Helvetica').fontSize(10);
      lines.forEach((line, index) => {
        for (const { x, text } of line) document.text(text, x, 72 + index * 18, { lineBreak: false });
      });
    }
    document.end();
  });
}
