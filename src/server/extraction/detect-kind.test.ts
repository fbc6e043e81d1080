import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { detectKind, signatureFits } from './detect-kind';
import { makeCompoundFile } from './test-support/make-compound-file';
import { makeDoc } from './test-support/make-doc';
import { makeDocx } from './test-support/make-docx';
import { makePdf } from './test-support/make-pdf';
import { makeXlsx } from './test-support/make-xlsx';
import { makeXls } from './test-support/make-xls';

const pdf = makePdf([['Quarterly report']]);
const docx = makeDocx(['Term sheet']);
const xlsx = makeXlsx([{ name: 'Funds', rows: [['Fund', 'IRR']] }]);
const doc = makeDoc('Side letter');
const xls = makeXls([['Fund', 'TVPI']]);

describe('detectKind', () => {
  it.each([
    ['report.pdf', pdf, 'pdf'],
    ['Term Sheet.DOCX', docx, 'docx'],
    ['funds.xlsx', xlsx, 'xlsx'],
    ['letter.doc', doc, 'doc'],
    ['track-record.xls', xls, 'xls'],
  ])('accepts %s whose bytes agree', (name, bytes, kind) => {
    expect(detectKind(bytes, name)).toEqual({ ok: true, kind });
  });

  it.each([
    ['deck.pdf', docx, "The file's content is a Word document (.docx), not a PDF (it was renamed to .pdf)"],
    ['memo.docx', pdf, "The file's content is a PDF, not a Word document (.docx) (it was renamed to .docx)"],
    [
      'model.xlsx',
      docx,
      "The file's content is a Word document (.docx), not an Excel workbook (.xlsx) (it was renamed to .xlsx)",
    ],
    [
      'letter.xls',
      doc,
      "The file's content is a Word document (.doc), not an Excel workbook (.xls) (it was renamed to .xls)",
    ],
    ['notes.pdf', strToU8('just some text'), "The file's content is not a PDF (it was renamed to .pdf)"],
    [
      'page.doc',
      strToU8('<!DOCTYPE html><html></html>'),
      "The file's content is a web page (HTML), not a Word document (.doc) (it was renamed to .doc)",
    ],
  ])('refuses %s whose bytes say otherwise', (name, bytes, reason) => {
    expect(detectKind(bytes, name)).toEqual({ ok: false, reason });
  });

  it('refuses an empty file', () => {
    expect(detectKind(new Uint8Array(0), 'empty.pdf')).toEqual({ ok: false, reason: 'The file is empty' });
  });

  it('refuses extensions it does not read', () => {
    expect(detectKind(pdf, 'slides.pptx').ok).toBe(false);
    expect(detectKind(pdf, 'README')).toEqual({
      ok: false,
      reason: 'The file has no extension (PDF, DOC, DOCX, XLS and XLSX are supported)',
    });
  });

  it('says a password-protected DOCX or XLSX is encrypted (Office wraps those in a compound file)', () => {
    const encrypted = makeCompoundFile({
      EncryptionInfo: new Uint8Array(64),
      EncryptedPackage: new Uint8Array(64),
    });
    expect(detectKind(encrypted, 'model.xlsx')).toEqual({
      ok: false,
      reason: 'The workbook is encrypted and needs a password',
    });
    expect(detectKind(encrypted, 'memo.docx')).toEqual({
      ok: false,
      reason: 'The document is encrypted and needs a password',
    });
  });

  it('calls an Office zip without its main part corrupt', () => {
    const incomplete = zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet/>') });
    expect(detectKind(incomplete, 'model.xlsx')).toEqual({
      ok: false,
      reason: 'The file is corrupt or truncated',
    });
    expect(detectKind(docx.subarray(0, docx.length - 30), 'memo.docx')).toEqual({
      ok: false,
      reason: 'The file is corrupt or truncated',
    });
  });

  it('refuses a zip with more than 5,000 entries without reading them', () => {
    const files: Record<string, Uint8Array> = { '[Content_Types].xml': strToU8('<Types/>') };
    for (let index = 0; index <= 5_000; index++) files[`word/part${index}.xml`] = new Uint8Array(0);
    expect(detectKind(zipSync(files, { level: 0 }), 'many.docx')).toEqual({
      ok: false,
      reason: 'The archive holds more than 5,000 files: refused as a possible zip bomb',
    });
  });
});

describe('detectKind: Office parts found through [Content_Types].xml', () => {
  it('accepts an XLSX whose parts are stored outside xl/', () => {
    const bytes = makeXlsx([{ name: 'Returns', rows: [['Net IRR', '12.5%']] }], { partsFolder: 'excel' });
    expect(detectKind(bytes, 'returns.xlsx')).toEqual({ ok: true, kind: 'xlsx' });
    expect(detectKind(bytes, 'returns.docx')).toMatchObject({ ok: false });
  });
});

describe('signatureFits: the check an upload makes on the first kilobyte', () => {
  const encrypted = makeCompoundFile({ EncryptedPackage: new Uint8Array(64) });
  const head = (bytes: Uint8Array) => bytes.subarray(0, 1024);

  it.each([
    ['pdf', pdf],
    ['docx', docx],
    ['xlsx', xlsx],
    ['doc', doc],
    ['xls', xls],
    ['docx', encrypted],
    ['xlsx', encrypted],
  ] as const)('lets %s through when its container fits', (kind, bytes) => {
    expect(signatureFits(kind, head(bytes))).toBe(true);
  });

  it.each([
    ['pdf', docx],
    ['docx', pdf],
    ['doc', docx],
    ['xls', pdf],
    ['pdf', strToU8('<!DOCTYPE html><html></html>')],
    ['pdf', new Uint8Array(0)],
  ] as const)('stops %s whose container does not fit', (kind, bytes) => {
    expect(signatureFits(kind, head(bytes))).toBe(false);
  });

  it('agrees with detectKind on a PDF header after leading junk, as PDF readers accept', () => {
    const late = new Uint8Array([...strToU8('x'.repeat(500)), ...pdf]);
    expect(signatureFits('pdf', head(late))).toBe(true);
    expect(detectKind(late, 'late.pdf')).toEqual({ ok: true, kind: 'pdf' });
  });
});
