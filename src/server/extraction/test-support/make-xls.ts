import * as XLSX from '@e965/xlsx';

/** A one-sheet Excel 97–2003 (BIFF8) workbook, written by SheetJS. */
export function makeXls(rows: string[][], sheetName = 'Sheet1'): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(workbook, { bookType: 'xls', type: 'buffer' }) as Buffer);
}
