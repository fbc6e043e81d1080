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

  it('reads an unmarked first row of words over rows of values as their header, and no row of a table of terms', () => {
    const record = [
      ['Fund', 'Vintage', 'Net IRR'],
      ['Fund I', '2012', '21.4%'],
      ['Fund II', '2016', '18.9%'],
    ];
    const terms = [
      ['Term', 'Description'],
      ['Management Fee', '1.5% per annum of commitments'],
      ['Carried Interest', '20% of profits'],
    ];
    const docx = makeDocx(['Track record'], { tables: [{ rows: record }, { rows: terms }] });
    expect(docxTables(docx).map((table) => table.headerRows)).toEqual([1, 0]);
  });

  it('finds no table in a document of paragraphs', () => {
    expect(docxTables(makeDocx(['Body']))).toEqual([]);
  });

  it('keeps columns aligned under a merged cell, a line for each paragraph of a cell, and reads a nested table on its own', () => {
    const cell = (text: string, span = 1) =>
      `<w:tc>${span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : ''}<w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
    const nested = `<w:tbl><w:tr>${cell('Inner')}${cell('1.0')}</w:tr></w:tbl>`;
    const xml =
      `<w:tbl><w:tr>${cell('')}${cell('Fund II', 2)}</w:tr>` +
      `<w:tr>${cell('Net IRR')}${cell('12.1%')}${cell('11.0%')}</w:tr></w:tbl>` +
      `<w:tbl><w:tr><w:tc>${nested}</w:tc></w:tr></w:tbl>`;
    expect(
      tablesOfWordXml(
        `<w:tbl><w:tr>${cell('Fee')}<w:tc><w:p><w:r><w:t>2%.</w:t></w:r></w:p><w:p><w:r><w:t>Then 1.5%.</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`,
      )[0].rows,
    ).toEqual([['Fee', '2%.\nThen 1.5%.']]);
    expect(tablesOfWordXml(xml)).toEqual([
      {
        page: null,
        rows: [
          ['', 'Fund II', ''],
          ['Net IRR', '12.1%', '11.0%'],
        ],
        headerRows: 1,
      },
      { page: null, rows: [['Inner', '1.0']], headerRows: 0 },
    ]);
  });

  it('keeps a hostile number of tables within the limits', () => {
    const cell = (chars: number) =>
      `<w:tbl><w:tr><w:tc><w:p><w:r><w:t>${'x'.repeat(chars)}</w:t></w:r></w:p></w:tc></w:tr></w:tbl>`;
    expect(tablesOfWordXml(cell(10).repeat(tableLimits.tables + 50))).toHaveLength(tableLimits.tables);
    const huge = tablesOfWordXml(cell(tableLimits.cellChars * 2).repeat(tableLimits.tables));
    expect(huge[0].rows[0][0]).toHaveLength(tableLimits.cellChars);
    expect(huge).toHaveLength(tableLimits.chars / tableLimits.cellChars);
  });
});
