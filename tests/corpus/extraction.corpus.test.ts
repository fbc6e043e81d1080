/**
 * Every real document in ../shared/fixtures through the sandboxed extractor, as the server would read
 * an upload: detectKind on the bytes first, then extract from the stored path. Run with
 * `npm run test:corpus`; `npm test` leaves it out because a fresh clone has no fixtures folder.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectKind } from '../../src/server/extraction/detect-kind';
import type { ExtractionResult } from '../../src/server/extraction/extraction-result';
import { createExtractor, type DocumentExtractor } from '../../src/server/extraction/extractor';
import { findExecutable } from '../../src/server/extraction/find-executable';
import { fixtureDocuments, fixturesDirectory, fixturesPresent, missingFixturesMessage } from './fixtures';

const hasPoppler = findExecutable('pdftotext') !== undefined;

type Phrase = string | RegExp;

/** What a file must give. Files the table does not name must still give text or a known refusal. */
type Expectation =
  | { text: Phrase[]; pages?: number; sheets?: number; popplerOnly?: boolean }
  /** Word 97 files: the body word-extractor's own snapshot in _expected/ holds. */
  | { snapshotBody: true }
  /** Opens, but has no text layer (a scan) or no usable content. */
  | { noText: true; pages?: number }
  | { refused: string }
  | { detectRefused: string }
  | { bomb: true };

const encryptedPdf = 'The PDF is encrypted and needs a password';
const encryptedWorkbook = 'The workbook is encrypted and needs a password';
const corrupt = 'The file is corrupt or truncated';

const expectations: Record<string, Expectation> = {
  'private-markets/ilpa/ILPA-DDQ-2.0.docx': {
    text: ['Due Diligence Questionnaire 2.0', 'ESG / Impact / Sustainable Strategy'],
  },
  'private-markets/ilpa/ILPA-Model-Limited-Partnership-Agreement-WOF.pdf': {
    text: ['Model Limited Partnership Agreement', 'Whole-of-Fund'],
    pages: 75,
  },
  'private-markets/ilpa/2020.07.29-ILPA-Model-LPA-Overview-WOF-Version.docx': {
    text: ['The ILPA Model Limited Partnership Agreement (Whole of Fund Version)'],
  },
  'private-markets/ilpa/ILPA-Reporting-Template-Version-2.0.xlsx': {
    text: ['Sheet: Reporting Template', 'Best Practices Fund II'],
    sheets: 5,
  },
  'private-markets/fund-docs/Nexus_VI_Financial_Statement_Q42024.pdf': { text: ['Nexus VI, L.P.'], pages: 8 },
  'private-markets/fund-docs/Dakota_Pension_Fund_Data_Sample.xlsx': { text: ['CalPERS'], sheets: 2 },
  'private-markets/fund-docs/Orrick_Form_VC_PE_Fund_Term_Sheet.docx': {
    text: ['SUMMARY OF PRINCIPAL TERMS'],
  },
  // Its fonts have no Unicode map, so most of its text is gibberish without OCR; the address is real.
  'private-markets/related/airbnb_pitch_deck.pdf': { text: ['rausch street'], pages: 14 },
  'private-markets/related/ETF-facts.pdf': { text: ['Fidelity All-American Equity ETF'], pages: 3 },

  'parser-edge/pdf/tracemonkey.pdf': { text: ['Trace-based Just-in-Time Type Specialization'], pages: 14 },
  // A scan with no text layer, read by OCR: its one English line comes back.
  'parser-edge/pdf/issue7229.pdf': { text: ['Certificate of periodic technical inspection'], pages: 2 },
  'parser-edge/pdf/scan-bad.pdf': { text: ['pdf.js'], pages: 1 },
  // pdftotext reads this GBK font as Latin-1; the extractor notices and lets pdf.js read it.
  'parser-edge/pdf/XiaoBiaoSong.pdf': { text: ['关于红军作战的原则'] },
  'parser-edge/pdf/noembed-sjis.pdf': { text: ['あいうえお'] },
  'parser-edge/pdf/vertical.pdf': { text: ['あいうえお', '日本語'], pages: 3 },
  'parser-edge/pdf/ArabicCIDTrueType.pdf': { text: [/[\u0600-\u06ff\ufb50-\ufeff]{4}/] },
  'parser-edge/pdf/issue6010_1.pdf': { refused: encryptedPdf },
  'parser-edge/pdf/saslprep-r6.pdf': { refused: encryptedPdf },
  // Owner password only: opens without one. Its words are a form button's appearance, which only
  // pdftotext reads.
  'parser-edge/pdf/secHandler.pdf': { text: ['Security Handler'], pages: 1, popplerOnly: true },
  'parser-edge/pdf/helloworld-bad.pdf': { text: ['Hello, world!'] },
  'parser-edge/pdf/xref_command_missing.pdf': { text: ['Reduced test-case'] },
  'parser-edge/pdf/GHOSTSCRIPT-698804-1-fuzzed.pdf': { noText: true },
  'parser-edge/pdf/bomb_giant.pdf': { bomb: true },
  'parser-edge/pdf/prefilled_f1040.pdf': { text: ['Individual Income Tax Return'], pages: 2 },
  'parser-edge/pdf/160F-2019.pdf': { text: ['Certificat de salaire'], pages: 1 },
  'parser-edge/pdf/freeculture.pdf': { text: ['Free Culture', 'Lessig'], pages: 352 },

  'parser-edge/docx/tables.docx': { text: ['Above', 'Top left', 'Bottom right', 'Below'] },
  'parser-edge/docx/footnotes.docx': { text: ['Ouch', 'Footnotes\nA tachyon walks into a bar.'] },
  'parser-edge/docx/endnotes.docx': { text: ['Ouch', 'Endnotes\nA tachyon walks into a bar.'] },
  'parser-edge/docx/comments.docx': { text: ['Ouch', 'Comments\nA tachyon walks into a bar.'] },
  'parser-edge/docx/text-box.docx': { text: ['Datum plane'] },
  'parser-edge/docx/utf8-bom.docx': { text: ['This XML has a byte order mark.'] },
  'parser-edge/docx/empty.docx': { noText: true },
  'parser-edge/docx/simple-list.docx': { text: ['Apple', 'Banana'] },
  'parser-edge/docx/bad-xml.docx': { text: ['This text has been inserted', '😀'] },
  'parser-edge/docx/bigfile-01.docx': { text: ['BlogCFC'] },
  'parser-edge/docx/embedded-style-map.docx': { text: ['Walking on imported air'] },
  // Its only content is a picture outside the package, which is never fetched.
  'parser-edge/docx/external-picture.docx': { noText: true },
  'parser-edge/docx/test07.docx': { text: ['Research Governance Checklist'] },
  'parser-edge/docx/test11.docx': { text: ['这是一个用来测试nodejs解析Word文档'] },

  'parser-edge/doc/badfile-01-bad-header.doc': { refused: corrupt },
  'parser-edge/doc/bigfile-01.doc': { text: ['BlogCFC'] },
  'parser-edge/doc/test01.doc': { snapshotBody: true },
  'parser-edge/doc/test03.doc': { snapshotBody: true },
  'parser-edge/doc/test04.doc': { snapshotBody: true },
  'parser-edge/doc/test05.doc': { snapshotBody: true },
  'parser-edge/doc/test07.doc': { snapshotBody: true },
  'parser-edge/doc/test10.doc': { snapshotBody: true },
  'parser-edge/doc/test11.doc': { snapshotBody: true },
  'parser-edge/doc/test12.doc': { snapshotBody: true },

  'parser-edge/xls/password_2002_40_xor.xls': { refused: encryptedWorkbook },
  'parser-edge/xls/password_2002_128_strong.xls': { refused: encryptedWorkbook },
  'parser-edge/xls/formula_stress_test.xls': { text: ['Sheet: Database', 'DAVERAGE'], sheets: 10 },
  'parser-edge/xls/merge_cells.xls': { text: ['Separate blocks'], sheets: 1 },
  'parser-edge/xls/comments_stress_test.xls': { text: ['foo,x'], sheets: 5 },
  'parser-edge/xls/biff5_number_format_estonian.xls': { text: ['Sheet: Miscellany'], sheets: 5 },
  'parser-edge/xls/text_and_numbers.xls': { text: ['Hebrew,שלום,עולם'], sheets: 3 },
  'parser-edge/xls/sheet_visibility.xls': {
    text: ['Sheet: Visible\n', 'Sheet: Hidden (hidden)', 'Sheet: VeryHidden (very hidden)'],
    sheets: 3,
  },
  // Its one value is in A4: the three empty rows above it are kept, so a line is its row.
  'parser-edge/xls/A4X_gnumeric.xls': { text: ['Sheet: Sheet1\n\n\n\nx\n'], sheets: 3 },
  'parser-edge/xls/phonetic_text.xls': { text: ['漢字'], sheets: 1 },
  'parser-edge/xls/pivot_table_test.xls': { text: ['Golf'], sheets: 4 },
  'parser-edge/xls/quattro_write_57.xls': { text: ['sheetjs'], sheets: 1 },
  'parser-edge/xls/wps_fn.xls': { text: ['EVALUATE'], sheets: 1 },

  'parser-edge/xlsx/formula_stress_test.xlsx': { text: ['DAVERAGE'], sheets: 10 },
  'parser-edge/xlsx/large_strings.xlsx': { text: ['Sheet: Large Strings'], sheets: 3 },
  'parser-edge/xlsx/rich_text_stress.xlsx': { text: ['this text is normal'], sheets: 1 },
  'parser-edge/xlsx/sheet_visibility_strict.xlsx': {
    text: ['Sheet: Hidden (hidden)', 'Sheet: VeryHidden (very hidden)'],
    sheets: 3,
  },
  'parser-edge/xlsx/metadata_2019.xlsx': { text: ['Geography'], sheets: 1 },
  'parser-edge/xlsx/pivot_table_named_range.xlsx': { text: ['PTWithLabelFilter'], sheets: 4 },
  // Names sit in header cells with line breaks, which CSV keeps inside quotes ("Ben\nAshley").
  'parser-edge/xlsx/Attendance.xlsx': { text: ['"Ben \nAshley"', 'Tom Brooks'], sheets: 1 },
  'parser-edge/xlsx/threaded_comments_none.xlsx': { text: ['abc'], sheets: 1 },
  'parser-edge/xlsx/hyperlink_no_rels.xlsx': { text: ['LeadSheet_Ext_COGS'], sheets: 2 },
  // Serial 1 in the 1904 system is 2 January 1904; read as 1900 it would be 1 January 1900.
  'parser-edge/xlsx/1904_date_system.xlsx': { text: ['1904-01-02'], sheets: 1 },
  'parser-edge/xlsx/1519293514-KRISHNAPATNAM_LINE_UP.xlsx': { text: ['KRISHNAPATNAM'], sheets: 2 },
  'parser-edge/xlsx/test-issue-877.xlsx': { text: ['Prüfdatum'], sheets: 5 },
  // Its sheet XML is not well-formed; SheetJS reads what it can.
  'parser-edge/xlsx/invalid-xml.xlsx': { text: ['foo'], sheets: 1 },
  'parser-edge/xlsx/missing-bits.xlsx': { detectRefused: corrupt },
  'parser-edge/xlsx/chart-sheet.xlsx': { text: ['Bears', 'Dolphins'], sheets: 2 },
  'parser-edge/xlsx/google-sheets-hidden-sheet.xlsx': { text: ['BEGIN', 'VISIBLE'], sheets: 1 },
};

/** Reasons a refusal may give for a file the table does not name. */
const knownReasons = [
  encryptedPdf,
  encryptedWorkbook,
  corrupt,
  'The document is encrypted and needs a password',
];

/** The body text in one of word-extractor's Jest snapshots: a JSON string inside a JSON string. */
async function snapshotBody(documentPath: string): Promise<string> {
  const snapshotPath = join(dirname(documentPath), '_expected', `${basename(documentPath)}.snapx`);
  const snapshot = await readFile(snapshotPath, 'utf8');
  const escaped = /^\s*"body": "(.*)",$/m.exec(snapshot)?.[1];
  if (escaped === undefined) throw new Error(`No body in ${snapshotPath}`);
  // The snapshot is a template literal, so its backslashes are doubled once more.
  const unescaped = escaped.replace(/\\([\\`$])/g, '$1');
  return JSON.parse(JSON.parse(`"${unescaped}"`) as string) as string;
}

/** One line of the summary printed at the end, for whoever reads the run. */
function summary(result: ExtractionResult): string {
  if (!result.ok) return `refused: ${result.reason}`;
  const counts = [
    `${result.text.length} characters`,
    result.pageCount === undefined ? '' : `${result.pageCount} pages`,
    result.sheetCount === undefined ? '' : `${result.sheetCount} sheets`,
    result.warnings.length ? `warnings: ${result.warnings.join('; ')}` : '',
  ];
  return counts.filter(Boolean).join(', ');
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function textOf(result: ExtractionResult): string {
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return result.ok ? result.text : '';
}

async function check(expectation: Expectation | undefined, path: string, result: ExtractionResult) {
  if (!expectation) {
    if (result.ok) expect(result.text.trim().length).toBeGreaterThan(0);
    else expect(knownReasons).toContain(result.reason);
    return;
  }
  if ('refused' in expectation) {
    expect(result).toMatchObject({ ok: false, reason: expectation.refused });
  } else if ('noText' in expectation) {
    expect(squeeze(textOf(result))).toBe('');
    if (expectation.pages !== undefined) expect(result).toMatchObject({ pageCount: expectation.pages });
  } else if ('snapshotBody' in expectation) {
    expect(squeeze(textOf(result))).toContain(squeeze(await snapshotBody(path)));
  } else if ('text' in expectation) {
    const text = textOf(result);
    if (!expectation.popplerOnly || hasPoppler) {
      for (const phrase of expectation.text) {
        if (typeof phrase === 'string') expect(text).toContain(phrase);
        else expect(text).toMatch(phrase);
      }
    }
    if (expectation.pages !== undefined) expect(result).toMatchObject({ pageCount: expectation.pages });
    if (expectation.sheets !== undefined) expect(result).toMatchObject({ sheetCount: expectation.sheets });
  }
}

if (!fixturesPresent) {
  describe('extraction corpus', () => {
    it('needs the fixtures folder', () => {
      throw new Error(missingFixturesMessage);
    });
  });
} else {
  const files = fixtureDocuments();

  describe(`extraction corpus (${files.length} files in ${fixturesDirectory})`, () => {
    let extractor: DocumentExtractor;
    const report: string[] = [];
    // The server's stand-in: its event loop must keep turning while sandboxes parse hostile files.
    let lastBeat = performance.now();
    let longestStallMs = 0;
    let heartbeat: NodeJS.Timeout;

    beforeAll(() => {
      extractor = createExtractor();
      heartbeat = setInterval(() => {
        const now = performance.now();
        longestStallMs = Math.max(longestStallMs, now - lastBeat);
        lastBeat = now;
      }, 50);
    });

    afterAll(async () => {
      clearInterval(heartbeat);
      await extractor.close();
      console.log(report.join('\n'));
    });

    it.each(files.map((path) => [relative(fixturesDirectory, path), path]))('%s', async (name, path) => {
      const expectation = expectations[name];
      const detection = detectKind(await readFile(path), name);
      if (expectation && 'detectRefused' in expectation) {
        expect(detection).toEqual({ ok: false, reason: expectation.detectRefused });
        report.push(`${name}: refused on upload: ${expectation.detectRefused}`);
        return;
      }
      expect(detection, JSON.stringify(detection)).toMatchObject({ ok: true });
      if (!detection.ok) return;

      const started = performance.now();
      const result = await extractor.extract(path, detection.kind);
      const elapsedMs = Math.round(performance.now() - started);
      report.push(`${name}: ${summary(result)} (${elapsedMs} ms)`);

      if (expectation && 'bomb' in expectation) {
        // Text extraction never decodes the bomb's images: its visible words come out, fast. A
        // refusal for memory or time would also be acceptable; anything slow or a crash is not.
        expect(elapsedMs).toBeLessThan(10_000);
        if (result.ok) expect(result.text).toContain('GIANT JBIG2 BOMB');
        else expect(result.reason).toMatch(/memory|too long/);
        return;
      }
      await check(expectation, path, result);
    });

    it('pdf.js, too, reads the JBIG2 bomb without decoding its images, in a small sandbox', async () => {
      const pdfjsOnly = createExtractor({
        poolSize: 1,
        pdfEngine: 'pdfjs',
        maxMemoryMb: 256,
        timeoutMs: 20_000,
      });
      try {
        const result = await pdfjsOnly.extract(
          join(fixturesDirectory, 'parser-edge/pdf/bomb_giant.pdf'),
          'pdf',
        );
        expect(result).toMatchObject({ ok: true, pageCount: 1 });
        expect(result.ok && result.text).toContain('GIANT JBIG2 BOMB');
      } finally {
        await pdfjsOnly.close();
      }
    });

    it('names every file of the table that the folder holds', () => {
      const present = new Set(files.map((path) => relative(fixturesDirectory, path)));
      expect(Object.keys(expectations).filter((name) => !present.has(name))).toEqual([]);
    });

    it('kept the server responsive throughout', () => {
      expect(longestStallMs).toBeLessThan(1_000);
    });
  });
}
