import { describe, expect, it } from 'vitest';
import type { ExtractedTable } from '../../../extraction/extracted-tables';
import { percent, thousands, workbookText } from '../fixtures/workbook-text';
import type { TableBlock, TextBlock } from './document-model';
import { blockOfWorkbookTable, blocksOfExtractedTable } from './table-blocks';
import { readWorkbookSheets, readWorkbookTables } from './workbook-tables';

const statement: ExtractedTable = {
  page: 4,
  rows: [
    ['', 'AS OF', 'AS OF'],
    ['', 'DECEMBER 31,', 'DECEMBER 31,'],
    ['', '2021', '2020'],
    ['Investments at fair value', '138,754', '125,755'],
    ['Cash', '2,410', ''],
    ['', '141,164', '125,755'],
  ],
  headerRows: 3,
  caption: 'Statements of Assets and Liabilities\n(in thousands of U.S. dollars)',
  parents: [null, null, null, 'ASSETS', 'ASSETS', null],
  quotes: ['', '', '', 'Investments at fair value   138,754   125,755', 'Cash   2,410', '141,164 125,755'],
};

const onlyTable = (blocks: readonly (TableBlock | TextBlock)[]): TableBlock => {
  const tables = blocks.filter((block): block is TableBlock => block.kind === 'table');
  expect(tables).toHaveLength(1);
  return tables[0];
};

describe('blocksOfExtractedTable', () => {
  it("joins stacked headers, and takes the scale and currency of the table's caption", () => {
    const table = onlyTable(blocksOfExtractedTable(statement, ['Financial Statements']));
    expect(table).toMatchObject({
      page: 4,
      section: ['Financial Statements'],
      caption: 'Statements of Assets and Liabilities (in thousands of U.S. dollars)',
      columns: ['AS OF DECEMBER 31, 2021', 'AS OF DECEMBER 31, 2020'],
      scale: 'thousands',
      currency: 'USD',
    });
  });

  it("drops the footnote marks set against a heading's words, never a year or a quarter", () => {
    const schedule: ExtractedTable = {
      page: 6,
      rows: [
        ['', 'COST BASIS2', 'FAIR VALUE1', 'FY2021', 'Q3 2022'],
        ['Revasum, Inc.', '13,512,263', '21,466,824', '1', '2'],
      ],
      headerRows: 1,
    };
    expect(onlyTable(blocksOfExtractedTable(schedule, [])).columns).toEqual([
      'COST BASIS',
      'FAIR VALUE',
      'FY2021',
      'Q3 2022',
    ]);
  });

  it('keeps each labelled row with its section label, its cells by column and its printed quote', () => {
    const table = onlyTable(blocksOfExtractedTable(statement, []));
    expect(table.rows).toEqual([
      {
        label: 'Investments at fair value',
        parent: 'ASSETS',
        cells: [
          { text: '138,754', address: null },
          { text: '125,755', address: null },
        ],
        quote: 'Investments at fair value 138,754 125,755',
      },
      {
        label: 'Cash',
        parent: 'ASSETS',
        cells: [{ text: '2,410', address: null }, null],
        quote: 'Cash 2,410',
      },
    ]);
  });

  it('takes the scale from the column headers when the caption states none', () => {
    const table = onlyTable(
      blocksOfExtractedTable(
        {
          page: 2,
          rows: [
            ['', 'Q2 2025 (in millions)'],
            ['Net asset value', '120.4'],
          ],
          headerRows: 1,
        },
        [],
      ),
    );
    expect([table.scale, table.currency]).toEqual(['millions', null]);
  });

  it("reads a term sheet's prose cells as paragraphs under the row's label as a heading (a paragraph for each of a cell's), and its short cells as values", () => {
    const blocks = blocksOfExtractedTable(
      {
        page: null,
        rows: [
          ['Term', 'Summary'],
          [
            'Management Fee',
            'The Fund will pay the Manager an annual fee of 2.0% of commitments.\nAfter the investment period, the fee steps down by 0.25% a year.',
          ],
          ['Fund Term', 'Ten years'],
        ],
        headerRows: 1,
      },
      ['Summary of Terms'],
    );
    expect(blocks.map((block) => [block.kind, block.section])).toEqual([
      ['table', ['Summary of Terms']],
      ['heading', ['Summary of Terms']],
      ['paragraph', ['Summary of Terms', 'Management Fee']],
      ['paragraph', ['Summary of Terms', 'Management Fee']],
    ]);
    expect(blocks[3]).toMatchObject({
      text: 'After the investment period, the fee steps down by 0.25% a year.',
    });
    expect(blocks[1]).toMatchObject({ text: 'Management Fee', level: 2 });
    expect(blocks[2]).toMatchObject({
      text: 'The Fund will pay the Manager an annual fee of 2.0% of commitments.',
      page: null,
      level: 0,
    });
    expect(onlyTable(blocks).rows.map((row) => [row.label, row.cells])).toEqual([
      ['Fund Term', [{ text: 'Ten years', address: null }]],
    ]);
  });

  it('keeps the rows of a table by vintage year, each labelled by its year', () => {
    const byVintage: ExtractedTable = {
      page: 2,
      rows: [
        ['', 'Commitment', 'Net IRR'],
        ['2018', '310.0', '17.9%'],
        ['FY2019', '295.0', '14.6%'],
        ['Total', '605.0', '16.3%'],
      ],
      headerRows: 1,
      caption: 'Performance by vintage year',
    };
    const table = onlyTable(blocksOfExtractedTable(byVintage, []));
    expect(table.rows.map((row) => row.label)).toEqual(['2018', 'FY2019', 'Total']);
  });

  it('gives no table block when no row keeps a value', () => {
    const blocks = blocksOfExtractedTable(
      {
        page: 1,
        rows: [
          ['Name', 'Role'],
          ['', 'Partner'],
        ],
        headerRows: 1,
      },
      [],
    );
    expect(blocks).toEqual([]);
  });
});

describe('blockOfWorkbookTable', () => {
  it("gives every cell its address, the sheet as the section and the titles' scale", () => {
    const text = workbookText([
      {
        name: 'Returns',
        rows: [
          ['Fund returns (in thousands)'],
          [],
          ['Fund', 'Distributions', 'Net IRR'],
          ['Fund II', thousands(12_500), percent(0.142)],
          ['Fund III', thousands(4_000), null],
        ],
      },
    ]);
    const [workbookTable] = readWorkbookTables(readWorkbookSheets(text));
    const table = blockOfWorkbookTable(workbookTable);
    expect(table).toMatchObject({
      kind: 'table',
      page: null,
      sheet: 'Returns',
      section: ['Returns'],
      caption: 'Fund returns (in thousands)',
      columns: ['Distributions', 'Net IRR'],
      scale: 'thousands',
    });
    expect(table.rows.map((row) => [row.label, row.cells, row.quote])).toEqual([
      [
        'Fund II',
        [
          { text: '12,500', address: 'B4' },
          { text: '14.2%', address: 'C4' },
        ],
        'Fund II 12,500 14.2%',
      ],
      ['Fund III', [{ text: '4,000', address: 'B5' }, null], 'Fund III 4,000'],
    ]);
  });
});
