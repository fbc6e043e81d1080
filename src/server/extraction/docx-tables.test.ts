import { describe, expect, it } from 'vitest';
import { docxTables, tablesOfWordXml } from './docx-tables';
import { tableLimits } from './extracted-tables';
import { makeDocx } from './test-support/make-docx';

const statement = [
  ['(in millions)', 'Q2 2025', 'Q2 2024'],
  ['Net asset value', '120.4', '98.1'],
  ['Distributions', '3.2', '—'],
];

describe('docxTables', () => {
  it('reads each table row by row, with the rows Word repeats as headers and the paragraph titling it', () => {
    const docx = makeDocx(['Quarterly statement'], { tables: [{ rows: statement, headerRows: 1 }] });
    expect(docxTables(docx)).toEqual([
      { page: null, rows: statement, headerRows: 1, caption: 'Quarterly statement' },
    ]);
  });

  it('finds no table in a document of paragraphs', () => {
    expect(docxTables(makeDocx(['Body']))).toEqual([]);
  });

  it('keeps columns aligned under a merged cell and reads a nested table on its own', () => {
    const cell = (text: string, span = 1) =>
      `<w:tc>${span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : ''}<w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
    const nested = `<w:tbl><w:tr>${cell('Inner')}${cell('1.0')}</w:tr></w:tbl>`;
    const xml =
      `<w:tbl><w:tr>${cell('')}${cell('Fund II', 2)}</w:tr>` +
      `<w:tr>${cell('Net IRR')}${cell('12.1%')}${cell('11.0%')}</w:tr></w:tbl>` +
      `<w:tbl><w:tr><w:tc>${nested}</w:tc></w:tr></w:tbl>`;
    expect(tablesOfWordXml(xml)).toEqual([
      {
        page: null,
        rows: [
          ['', 'Fund II', ''],
          ['Net IRR', '12.1%', '11.0%'],
        ],
        headerRows: 0,
      },
      { page: null, rows: [['Inner', '1.0']], headerRows: 0 },
    ]);
  });

  it('keeps a hostile number of tables within the limits', () => {
    const table = `<w:tbl><w:tr><w:tc><w:p><w:r><w:t>${'x'.repeat(1_000)}</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`;
    const tables = tablesOfWordXml(table.repeat(tableLimits.tables + 50));
    expect(tables).toHaveLength(tableLimits.tables);
    expect(tables[0].rows[0][0]).toHaveLength(tableLimits.cellChars);
  });
});
