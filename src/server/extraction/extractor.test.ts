import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor, type DocumentExtractor } from './extractor';
import { findExecutable } from './find-executable';
import { makeDoc } from './test-support/make-doc';
import { makeDocx } from './test-support/make-docx';
import { makeEncryptedPdf } from './test-support/make-encrypted-pdf';
import { makePdf } from './test-support/make-pdf';
import { makeXls } from './test-support/make-xls';
import { makeXlsx } from './test-support/make-xlsx';
import { makeZipBomb } from './test-support/make-zip-bomb';

const pdf = makePdf([
  ['Fund II capital call notice', 'Amount due: USD 2,500,000'],
  ['Wire instructions (page two)'],
]);

describe('createExtractor', () => {
  let extractor: DocumentExtractor;
  let pdfjsExtractor: DocumentExtractor;
  let directory: string;

  beforeAll(async () => {
    extractor = createExtractor({ poolSize: 2, timeoutMs: 20_000, maxMemoryMb: 256 });
    pdfjsExtractor = createExtractor({
      poolSize: 1,
      timeoutMs: 20_000,
      maxMemoryMb: 256,
      pdfEngine: 'pdfjs',
    });
    directory = await mkdtemp(join(tmpdir(), 'allocator-extraction-'));
  });

  afterAll(async () => {
    await Promise.all([extractor.close(), pdfjsExtractor.close()]);
    await rm(directory, { recursive: true, force: true });
  });

  describe('text of each kind', () => {
    it.each([
      ['the default engine', () => extractor],
      ['pdf.js', () => pdfjsExtractor],
    ])('reads a PDF with %s, with its page count', async (_, engine) => {
      const result = await engine().extract(pdf, 'pdf');
      expect(result).toMatchObject({ ok: true, pageCount: 2, warnings: [] });
      const text = result.ok ? result.text : '';
      expect(text).toContain('Fund II capital call notice');
      expect(text).toContain('Amount due: USD 2,500,000');
      // Pages are separated by a form feed, whichever engine read them.
      expect(text.split('\f').at(1)).toContain('Wire instructions (page two)');
    });

    it('says when a PDF is an XFA form whose pages hold only the viewer placeholder', async () => {
      const xfa = makePdf([
        [
          'Please wait...',
          'If this message is not eventually replaced by the proper contents of the document, your PDF',
          'viewer may not be able to display this type of document.',
        ],
      ]);
      const result = await extractor.extract(xfa, 'pdf');
      expect(result).toMatchObject({
        ok: true,
        warnings: [
          'This PDF is an XFA form: its pages hold only a placeholder asking for a newer PDF viewer, so the form itself could not be read',
        ],
      });
    });

    it.each([
      ['the default engine', () => extractor],
      ['pdf.js', () => pdfjsExtractor],
    ])("reads an XFA form's filled-in fields in place of its placeholder, with %s", async (_, engine) => {
      const datasets =
        '<?xml version="1.0" encoding="UTF-8"?><xfa:datasets xmlns:xfa="http://www.xfa.org/schema/xfa-data/1.0/">' +
        '<xfa:data><form1><InvestorName>Harbour &amp; Pine Pension Plan</InvestorName>' +
        '<Commitment>USD 25,000,000</Commitment><Signature/><Country>Türkiye</Country></form1></xfa:data>' +
        '</xfa:datasets>';
      const xfa = makePdf(
        [
          [
            'Please wait...',
            'If this message is not eventually replaced by the proper contents of the document, your PDF',
            'viewer may not be able to display this type of document.',
          ],
        ],
        { xfaDatasets: datasets },
      );
      expect(await engine().extract(xfa, 'pdf')).toMatchObject({
        ok: true,
        text: 'InvestorName: Harbour & Pine Pension Plan\nCommitment: USD 25,000,000\nCountry: Türkiye',
        warnings: [
          "This PDF is an XFA form: its pages hold only a placeholder asking for a newer PDF viewer, so the form's filled-in fields were read instead",
        ],
      });
    });

    it('reads a DOCX, footnotes and tables included', async () => {
      const docx = makeDocx(['Summary of principal terms', 'Management fee: 2%'], {
        footnotes: ['On commitments'],
        tables: [
          {
            rows: [
              ['Fund', 'Net IRR'],
              ['Fund II', '12.1%'],
            ],
            headerRows: 1,
          },
        ],
      });
      expect(await extractor.extract(docx, 'docx')).toEqual({
        ok: true,
        text: 'Summary of principal terms\n\nManagement fee: 2%\n\nFund\n\nNet IRR\n\nFund II\n\n12.1%\n\nFootnotes\nOn commitments',
        tables: [
          {
            page: null,
            rows: [
              ['Fund', 'Net IRR'],
              ['Fund II', '12.1%'],
            ],
            headerRows: 1,
            caption: 'Summary of principal terms Management fee: 2%',
          },
        ],
        warnings: [],
      });
    });

    it('reads a DOC', async () => {
      const result = await extractor.extract(makeDoc('Side letter: most favoured nation'), 'doc');
      expect(result).toEqual({ ok: true, text: 'Side letter: most favoured nation', warnings: [] });
    });

    it('reads an XLSX and an XLS sheet by sheet, with their sheet counts', async () => {
      const xlsx = makeXlsx([
        {
          name: 'Commitments',
          rows: [
            ['Fund', 'Commitment'],
            ['Fund II', '25,000,000'],
          ],
        },
        { name: 'Notes', rows: [['Vintage 2019']] },
      ]);
      expect(await extractor.extract(xlsx, 'xlsx')).toEqual({
        ok: true,
        text: 'Sheet: Commitments\nFund,Commitment\nFund II,"25,000,000"\n\nSheet: Notes\nVintage 2019',
        sheetCount: 2,
        warnings: [],
      });
      expect(await extractor.extract(makeXls([['Net IRR', '14%']], 'Returns'), 'xls')).toEqual({
        ok: true,
        text: 'Sheet: Returns\nNet IRR,14%',
        sheetCount: 1,
        warnings: [],
      });
    });

    it('reads from a path as well as from bytes', async () => {
      const path = join(directory, 'notice.pdf');
      await writeFile(path, pdf);
      const result = await extractor.extract(path, 'pdf');
      expect(result.ok && result.text).toContain('Fund II capital call notice');
    });
  });

  describe('files it refuses', () => {
    it('refuses bytes that are not the kind it was asked for', async () => {
      expect(await extractor.extract(pdf, 'docx')).toEqual({
        ok: false,
        reason: "The file's content is a PDF, not a Word document (.docx) (it was renamed to .docx)",
      });
    });

    it('refuses an empty file', async () => {
      expect(await extractor.extract(new Uint8Array(0), 'pdf')).toEqual({
        ok: false,
        reason: 'The file is empty',
      });
      const path = join(directory, 'empty.xlsx');
      await writeFile(path, '');
      expect(await extractor.extract(path, 'xlsx')).toEqual({ ok: false, reason: 'The file is empty' });
    });

    it('refuses a zip bomb before unpacking it', async () => {
      expect(await extractor.extract(makeZipBomb(300), 'docx')).toEqual({
        ok: false,
        reason: 'The archive expands to more than 200 MB: refused as a possible zip bomb',
      });
      expect(await extractor.extract(makeZipBomb(100, { understate: true }), 'docx')).toEqual({
        ok: false,
        reason: 'A part of the archive expands to more than it declares: refused as a possible zip bomb',
      });
    });

    it('says an encrypted DOC needs a password', async () => {
      expect(await extractor.extract(makeDoc('secret', { encrypted: true }), 'doc')).toEqual({
        ok: false,
        reason: 'The document is encrypted and needs a password',
      });
    });

    it.each([
      ['the default engine', () => extractor],
      ['pdf.js', () => pdfjsExtractor],
    ])('says a password-protected PDF needs a password, with %s', async (_, engine) => {
      expect(await engine().extract(await makeEncryptedPdf('Side letter terms'), 'pdf')).toEqual({
        ok: false,
        reason: 'The PDF is encrypted and needs a password',
      });
    });

    it.each([
      ['PDF', 'pdf', new TextEncoder().encode('%PDF-1.7\n1 0 obj <<\nthis is not a PDF at all')],
      ['DOCX', 'docx', makeDocx(['Lost']).subarray(0, 200)],
      ['XLS', 'xls', makeXls([['Lost']]).subarray(0, 700)],
    ] as const)('calls a mangled or truncated %s corrupt', async (_, kind, bytes) => {
      expect(await extractor.extract(bytes, kind)).toMatchObject({
        ok: false,
        reason: 'The file is corrupt or truncated',
      });
    });
  });

  describe('hostile content', () => {
    it('never reads a local file a DOCX links to', async () => {
      const target = join(directory, 'secret.txt');
      await writeFile(target, 'root:x:0:0:root:/root:/bin/bash');
      for (const link of [`file://${target}`, target, 'file:///etc/passwd']) {
        const result = await extractor.extract(makeDocx(['Quarterly letter'], { linkTo: link }), 'docx');
        expect(result.ok).toBe(true);
        expect(result.ok && result.text).toContain('Quarterly letter');
        expect(result.ok && result.text).not.toContain('root:');
      }
    });

    it("reads a workbook with '__proto__' sheet and cells in the sandbox like any other", async () => {
      const workbook = makeXlsx([{ name: '__proto__', rows: [['__proto__', 'polluted']] }], {
        definedName: '__proto__',
      });
      expect(await extractor.extract(workbook, 'xlsx')).toEqual({
        ok: true,
        text: 'Sheet: __proto__\n__proto__,polluted',
        sheetCount: 1,
        warnings: [],
      });
    });
  });

  it.runIf(findExecutable('pdftotext'))('uses pdftotext when it is installed', async () => {
    // pdftotext keeps its blank line at the end of each page; pdf.js does not write one.
    const result = await extractor.extract(pdf, 'pdf');
    expect(result.ok && result.text.split('\f')[0]).toMatch(/2,500,000\n\n$/);
  });
});
