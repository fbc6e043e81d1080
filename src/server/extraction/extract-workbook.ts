import * as XLSX from '@e965/xlsx';
import * as codepages from '@e965/xlsx/dist/cpexcel.full.mjs';
import { refused, type ExtractionResult } from './extraction-result';
import { extractionReasons } from './reasons';

// Excel 95 and older store 8-bit text in the writer's code page (Estonian, Hebrew, Japanese…);
// without the tables SheetJS reads those strings as Latin-1.
XLSX.set_cptable(codepages);

const visibility = ['', ' (hidden)', ' (very hidden)'];

/**
 * Parsing options: dense sheets keep cells in arrays, so no key read from the file ever becomes a
 * property name; formulas, styles, HTML and macros are skipped because only the text is wanted.
 */
const parsingOptions: XLSX.ParsingOptions = {
  type: 'buffer',
  dense: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  sheetStubs: false,
  bookVBA: false,
  WTF: false,
};

function sheetHidden(workbook: XLSX.WorkBook, index: number): number {
  const hidden = workbook.Workbook?.Sheets?.[index]?.Hidden;
  return hidden === 1 || hidden === 2 ? hidden : 0;
}

/**
 * SheetJS files sheets with `Sheets[name] = sheet`. For a sheet named '__proto__' that replaces the
 * prototype of that one object (Object.prototype is untouched), so the sheet is found there; any
 * other name is read only as an own property, never through the prototype chain.
 */
function sheetNamed(workbook: XLSX.WorkBook, name: string): XLSX.WorkSheet | undefined {
  if (Object.hasOwn(workbook.Sheets, name)) return workbook.Sheets[name];
  if (name !== '__proto__') return undefined;
  const prototype: unknown = Object.getPrototypeOf(workbook.Sheets);
  return prototype !== Object.prototype && prototype instanceof Object
    ? (prototype as XLSX.WorkSheet)
    : undefined;
}

/**
 * A sheet's rows as CSV lines from A1 on, blank rows kept as empty lines, so the n-th line under the
 * sheet's heading is row n and the m-th field is column m: the analyst cites cells by address.
 */
function rowsFromA1(sheet: XLSX.WorkSheet): string {
  const used = sheet['!ref'];
  if (used) {
    const range = XLSX.utils.decode_range(used);
    sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: range.e });
  }
  return XLSX.utils.sheet_to_csv(sheet, { blankrows: true, strip: true });
}

/**
 * A workbook's text, sheet by sheet: each sheet's name as a heading, then its rows as CSV lines from A1.
 * Hidden sheets are read too (teams hide working tabs that still hold figures) and say so.
 */
export function extractWorkbook(bytes: Uint8Array): ExtractionResult {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, parsingOptions);
  } catch (error) {
    if (error instanceof Error && /password|encrypt/i.test(error.message)) {
      return refused(extractionReasons.encryptedWorkbook, error.message);
    }
    throw error;
  }
  const sections = workbook.SheetNames.map((name, index) => {
    const sheet = sheetNamed(workbook, name);
    const rows = sheet ? rowsFromA1(sheet) : '';
    return `Sheet: ${name}${visibility[sheetHidden(workbook, index)]}\n${rows}`.trimEnd();
  });
  return { ok: true, text: sections.join('\n\n'), sheetCount: workbook.SheetNames.length, warnings: [] };
}
