import PDFDocument from 'pdfkit';

/** A one-page PDF that needs `userPassword` to be opened (AES-256, as current office tools write). */
export function makeEncryptedPdf(text: string, userPassword = 'fund-secret'): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({ pdfVersion: '1.7ext3', userPassword, ownerPassword: 'owner' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    document.on('error', reject);
    document.text(text);
    document.end();
  });
}
