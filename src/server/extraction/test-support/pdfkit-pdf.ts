import PDFDocument from 'pdfkit';

/** The bytes of a PDF that `write` lays out with PDFKit, pages added by `write` itself. */
export function pdfkitPdf(write: (document: PDFKit.PDFDocument) => void): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    write(document);
    document.end();
  });
}
