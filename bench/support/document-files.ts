// Documents a team uploads, generated in the run: a fund report PDF (pdfkit), a DOCX (a hand-built
// WordprocessingML package zipped with fflate) and an XLSX (SheetJS), all filled with realistic text.
import * as XLSX from '@e965/xlsx';
import { zipSync, strToU8 } from 'fflate';
import PDFDocument from 'pdfkit';
import {
  companyName,
  fundSize,
  geographies,
  irr,
  paragraph,
  prose,
  strategies,
  type Random,
} from './realistic-text';

/**
 * A PDF of exactly `pages` A4 pages, each a heading and about `charsPerPage` characters of justified prose
 * (sized to fit one page at 9.5 pt, so pdfkit never flows text onto an extra page).
 */
export function pdfDocument(random: Random, pages: number, charsPerPage = 3500): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`${page}. ${companyName(random)}: quarterly review`);
    doc.moveDown(0.5);
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(prose(random, charsPerPage), { align: 'justify', paragraphGap: 4 });
  }
  doc.end();
  return done;
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => xmlEscapes[char]);

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const packageRelationships = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The smallest package Word and mammoth open: content types, one relationship, document.xml. */
export function docxDocument(paragraphs: readonly string[]): Uint8Array {
  const body = paragraphs
    .map((text, i) =>
      // Every tenth paragraph a bold heading, as reports have; runs split as Word splits them.
      i % 10 === 0
        ? `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${escapeXml(text.slice(0, 80))}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`,
    )
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return zipSync(
    {
      '[Content_Types].xml': strToU8(contentTypes),
      '_rels/.rels': strToU8(packageRelationships),
      'word/document.xml': strToU8(document),
    },
    { level: 6 },
  );
}

/** A DOCX of about `chars` characters of report prose. */
export function docxOfProse(random: Random, chars: number): Uint8Array {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const next = paragraph(random, random.int(3, 6));
    paragraphs.push(next);
    length += next.length;
  }
  return docxDocument(paragraphs);
}

/** A pipeline export as teams keep one: `rows` investments with names, sizes, IRRs and notes. */
export function xlsxWorkbook(random: Random, rows: number): Uint8Array {
  const header = [
    'Investment',
    'Strategy',
    'Target size',
    'Vintage',
    'Region',
    'IRR',
    'Committed ($M)',
    'Notes',
  ];
  const data: (string | number)[][] = [header];
  for (let i = 0; i < rows; i += 1) {
    data.push([
      `${companyName(random)} Fund ${random.int(1, 12)}`,
      random.pick(strategies),
      fundSize(random),
      random.int(2008, 2026),
      random.pick(geographies),
      irr(random) ?? 'N/A',
      random.int(5, 400),
      paragraph(random, 1),
    ]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), 'Pipeline');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
