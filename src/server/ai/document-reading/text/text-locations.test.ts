import { describe, expect, it } from 'vitest';
import { columnName, textLocator } from './text-locations';

describe('textLocator', () => {
  it('gives a PDF offset its 1-based page from the form feeds', () => {
    const text = 'first page\fsecond page\fthird';
    const locate = textLocator(text, { paged: true, workbook: false });
    expect(locate(0).page).toBe(1);
    expect(locate(text.indexOf('second')).page).toBe(2);
    expect(locate(text.indexOf('third')).page).toBe(3);
  });

  it('gives no page to text without pages', () => {
    expect(textLocator('a\fb', { paged: false, workbook: false })(2)).toEqual({
      page: null,
      sheet: null,
      cell: null,
    });
  });

  it('gives a workbook offset its sheet and cell, quoted commas and blank rows counted right', () => {
    const text =
      'Sheet: Returns\nFund,IRR\n\n"Fund II, L.P.",12.5%\n\nSheet: Notes (hidden)\n,,Total,"1,200"';
    const locate = textLocator(text, { paged: false, workbook: true });
    expect(locate(text.indexOf('12.5%'))).toEqual({ page: null, sheet: 'Returns', cell: 'B3' });
    expect(locate(text.indexOf('IRR'))).toEqual({ page: null, sheet: 'Returns', cell: 'B1' });
    expect(locate(text.indexOf('1,200'))).toEqual({ page: null, sheet: 'Notes', cell: 'D1' });
    expect(locate(text.indexOf('Returns')).cell).toBeNull();
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
