import * as XLSX from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/** A block of a PDF page: a paragraph, a subheading, or a table whose rows each print as one line. */
export type PdfBlock = string | { heading: string } | { table: string[][] };
export type PdfPage = { title: string; blocks: PdfBlock[] };

/** Table rows in a fixed-width font, columns padded, so a text extractor reads each row as one line. */
function tableLines(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  '),
  );
}

/** A real multi-page PDF with a text layer, written with pdfkit: one page per entry, a footer with its number. */
export function writePdf(title: string, pages: PdfPage[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title }, autoFirstPage: false });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    for (const [index, page] of pages.entries()) {
      pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(16).text(page.title).moveDown(0.8);
      for (const block of page.blocks) {
        if (typeof block === 'string') pdf.font('Helvetica').fontSize(10.5).text(block).moveDown(0.6);
        else if ('heading' in block)
          pdf.font('Helvetica-Bold').fontSize(12).text(block.heading).moveDown(0.3);
        else {
          for (const line of tableLines(block.table)) pdf.font('Courier').fontSize(8.5).text(line);
          pdf.moveDown(0.8);
        }
      }
      pdf
        .font('Helvetica')
        .fontSize(8)
        .text(`${title} | Confidential | Page ${index + 1} of ${pages.length}`, 56, pdf.page.height - 70, {
          lineBreak: false,
        });
    }
    pdf.end();
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The smallest valid Word document: the three parts Word and mammoth need, one paragraph per entry. */
export function writeDocx(paragraphs: string[]): Buffer {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  const files = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  };
  return Buffer.from(zipSync(files));
}

/** An Excel workbook with one sheet per entry, rows as given. */
export function writeXlsx(sheets: { name: string; rows: (string | number)[][] }[]): Buffer {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
