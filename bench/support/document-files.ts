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

const statementRows = [
  'Beginning NAV – Net of Incentive Allocation',
  'Contributions – Cash & Non-Cash',
  'Distributions – Cash & Non-Cash',
  'Management Fees – Gross of Offsets',
  'Less Management Fee Rebate',
  'Less Offsets to Management Fees',
  'Partnership Expenses – Accounting, Administration & IT',
  'Partnership Expenses – Audit & Tax Preparatory',
  'Partnership Expenses – Legal',
  'Interest Income',
  'Dividend Income',
  'Realized Gain / (Loss)',
  'Change in Unrealized Gain / (Loss)',
  'Incentive Allocation – Paid During the Period',
  'Ending NAV – Net of Incentive Allocation',
  'Total Commitment',
  'Unfunded Commitment',
  'Net IRR',
  'Gross IRR',
  'TVPI',
];

/** An amount as a reporting template formats it: '$45,067,000', '(1,250,000)' or '0'. */
function statementAmount(random: Random): string {
  const amount = random.int(0, 4) === 0 ? 0 : random.int(1_000, 900_000_000);
  const written = amount.toLocaleString('en-US');
  return random.int(0, 3) === 0 ? `(${written})` : random.int(0, 5) === 0 ? `$${written}` : written;
}

/**
 * A quarterly reporting template as funds send it to each investor: `sheets` capital account statements,
 * each a block of key dates, three allocations over QTD/YTD/ITD columns with stacked period headers, and
 * a statement of twenty rows per section.
 */
export function reportingWorkbook(random: Random, sheets: number): Uint8Array {
  const workbook = XLSX.utils.book_new();
  const periods = ['QTD', 'YTD', 'ITD'];
  for (let sheet = 1; sheet <= sheets; sheet += 1) {
    const data: (string | number)[][] = [
      [],
      ['', '', 'Key Dates', 'Inception Date:', '', '2/23/22', 'Period End:', '', '6/30/26'],
      [],
      [
        '',
        `${companyName(random)} Fund ${random.int(2, 9)}, L.P.`,
        '',
        '',
        ...periods,
        ...periods,
        ...periods,
      ],
      ['', '', '', '', ...['(Apr-26 -', '(Jan-26 -', '(Feb-22 -'].flatMap((start) => [start, start, start])],
      ['', '', '', '', ...Array.from({ length: 9 }, () => 'Jun-26)')],
      [],
    ];
    for (const section of ['A. Capital Account Statement', 'B. Fees and Expenses', 'C. Performance']) {
      data.push(['', section]);
      data.push(['', '', '', '', "LP's Allocation", '', '', 'Total Fund', '', '', "GP's Allocation"]);
      for (const label of statementRows) {
        data.push(['', label, '', '', ...Array.from({ length: 9 }, () => statementAmount(random))]);
      }
      data.push([]);
    }
    data.push(['', paragraph(random, 3)]);
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), `Investor ${sheet}`);
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}
