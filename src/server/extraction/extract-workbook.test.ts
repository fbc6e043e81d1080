import { describe, expect, it } from 'vitest';
import { extractWorkbook } from './extract-workbook';
import { makeXls } from './test-support/make-xls';
import { makeXlsx } from './test-support/make-xlsx';

/** Everything that would show prototype pollution: Object.prototype's own keys and a fresh object. */
function prototypeState() {
  return {
    keys: Reflect.ownKeys(Object.prototype).map(String).sort(),
    fresh: Object.keys({}),
    polluted: (Object.prototype as Record<string, unknown>).polluted,
  };
}

describe('extractWorkbook', () => {
  it('writes each sheet as a heading and CSV lines, hidden sheets marked', () => {
    const workbook = makeXlsx([
      {
        name: 'Commitments',
        rows: [
          ['Fund', 'Vintage', 'Net IRR'],
          ['Fund II', '2019', '14.2%'],
        ],
      },
      { name: 'Working', rows: [['draft']], hidden: true },
    ]);
    expect(extractWorkbook(workbook)).toEqual({
      ok: true,
      text: 'Sheet: Commitments\nFund,Vintage,Net IRR\nFund II,2019,14.2%\n\nSheet: Working (hidden)\ndraft',
      sheetCount: 2,
      warnings: [],
    });
  });

  it('reads an Excel 97–2003 workbook', () => {
    const result = extractWorkbook(
      makeXls(
        [
          ['Fund', 'TVPI'],
          ['Fund III', '1.8x'],
        ],
        'Track record',
      ),
    );
    expect(result).toMatchObject({ ok: true, sheetCount: 1 });
    expect(result.ok && result.text).toBe('Sheet: Track record\nFund,TVPI\nFund III,1.8x');
  });

  it("leaves Object.prototype alone when sheets, cells, headers and names are '__proto__'", () => {
    const before = prototypeState();
    const workbook = makeXlsx(
      [
        {
          name: 'Data',
          rows: [
            ['__proto__', 'constructor', 'prototype'],
            ['polluted', 'yes', 'no'],
          ],
        },
        { name: '__proto__', rows: [['__proto__'], ['polluted']] },
        { name: 'constructor', rows: [['hasOwnProperty', 'toString']] },
      ],
      { definedName: '__proto__', customProperty: '__proto__' },
    );
    const result = extractWorkbook(workbook);
    expect(prototypeState()).toEqual(before);
    expect(result).toMatchObject({ ok: true, sheetCount: 3 });
    expect(result.ok && result.text).toBe(
      'Sheet: Data\n__proto__,constructor,prototype\npolluted,yes,no\n\n' +
        'Sheet: __proto__\n__proto__\npolluted\n\n' +
        'Sheet: constructor\nhasOwnProperty,toString',
    );
  });
});

describe('extractWorkbook: parts and cells', () => {
  it('reads a workbook whose parts are stored outside xl/, rows from A1 so cells keep their addresses', () => {
    const bytes = makeXlsx([{ name: 'Returns', rows: [['Fund', 'Net IRR'], [], ['Fund II', '12.5%']] }], {
      partsFolder: 'excel',
    });
    const result = extractWorkbook(bytes);
    expect(result).toMatchObject({ ok: true, text: 'Sheet: Returns\nFund,Net IRR\n\nFund II,12.5%' });
  });
});
