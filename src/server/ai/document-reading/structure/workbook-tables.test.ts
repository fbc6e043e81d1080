import { describe, expect, it } from 'vitest';
import { dollars, percent, thousands, workbookText } from '../fixtures/workbook-text';
import { readWorkbookSheets, readWorkbookTables } from './workbook-tables';

describe('readWorkbookTables', () => {
  it('gives each value its cell, row label and column header, formatted as the sheet shows it', () => {
    const text = workbookText([
      {
        name: 'Performance',
        rows: [
          ['Fund performance (in millions of US dollars)'],
          [],
          ['Fund', 'Committed', 'Net IRR', 'TVPI'],
          ['Fund II', dollars(250), percent(0.142), '1.8x'],
          ['Fund III', dollars(400), percent(0.091), '1.2x'],
          ['Total', dollars(650), null, null],
        ],
      },
    ]);
    const [table] = readWorkbookTables(readWorkbookSheets(text));
    expect(table.sheet).toBe('Performance');
    expect(table.titles).toEqual(['Fund performance (in millions of US dollars)']);
    expect(table.rows.map((row) => row.label)).toEqual(['Fund II', 'Fund III', 'Total']);
    const irr = table.rows[0].values[1];
    expect(irr).toMatchObject({ cell: 'C4', value: '14.2%', rowLabel: 'Fund II', columnHeader: 'Net IRR' });
    expect(text.slice(irr.start, irr.end)).toBe('14.2%');
    expect(table.rows[2].values).toEqual([
      expect.objectContaining({ cell: 'B6', value: '$650', rowLabel: 'Total', columnHeader: 'Committed' }),
    ]);
  });

  it('spreads a merged header over its columns and reads stacked header rows top to bottom', () => {
    const text = workbookText([
      {
        name: 'Statement',
        rows: [
          [null, 'Fund II', null, 'Fund III', null],
          ['In thousands', 'Gross', 'Net', 'Gross', 'Net'],
          ['Distributions', thousands(12_500), thousands(11_250), thousands(4_000), thousands(3_600)],
        ],
        merges: ['B1:C1', 'D1:E1'],
      },
    ]);
    const [table] = readWorkbookTables(readWorkbookSheets(text));
    expect(table.rows[0].values.map((value) => [value.cell, value.value, value.columnHeader])).toEqual([
      ['B3', '12,500', 'Fund II Gross'],
      ['C3', '11,250', 'Fund II Net'],
      ['D3', '4,000', 'Fund III Gross'],
      ['E3', '3,600', 'Fund III Net'],
    ]);
  });

  it('takes a row of years as the period header, and a quoted label with a comma as one cell', () => {
    const text = workbookText([
      {
        name: 'P&L',
        rows: [
          ['Income statement', 2023, 2024],
          ['Revenue, net', thousands(18_775), thousands(21_004)],
          [],
          ['EBITDA', thousands(-1_200), thousands(2_300)],
        ],
      },
    ]);
    const [table] = readWorkbookTables(readWorkbookSheets(text));
    expect(
      table.rows.map((row) => [row.label, row.values.map((value) => `${value.cell} ${value.columnHeader}`)]),
    ).toEqual([
      ['Revenue, net', ['B2 2023', 'C2 2024']],
      ['EBITDA', ['B4 2023', 'C4 2024']],
    ]);
    expect(table.rows[1].values[0].value).toBe('-1,200');
  });

  it("reads a form's dated fields as a table of their own, each label its date's row", () => {
    const text = workbookText([
      {
        name: 'Template',
        rows: [
          ['Key Dates', 'Inception Date:', '', '2/23/22', 'Final Closing:', '', '9/30/22'],
          ['', 'Investment Period End Date:', '', '9/30/27', 'Period End:', '', '6/30/26'],
          ['', 'Fund Name:', '', 'Fund II'],
        ],
      },
    ]);
    const [fields] = readWorkbookTables(readWorkbookSheets(text));
    expect(fields.rows.map((row) => [row.label, row.values[0].value, row.values[0].cell])).toEqual([
      ['Inception Date', '2/23/22', 'D1'],
      ['Final Closing', '9/30/22', 'G1'],
      ['Investment Period End Date', '9/30/27', 'D2'],
      ['Period End', '6/30/26', 'G2'],
    ]);
  });

  it("takes the date a sheet's values are as of for their column's header, and reads a year's field", () => {
    const text = workbookText([
      {
        name: 'Fund Summary',
        rows: [
          ['Fund overview', 'As of 30-Jun-2026'],
          ['Vintage year', 2021],
          ['Total commitments', thousands(725_000)],
          ['Net IRR', percent(0.142)],
        ],
      },
    ]);
    const [summary, fields] = readWorkbookTables(readWorkbookSheets(text));
    expect(summary.rows.map((row) => [row.label, row.values[0].columnHeader])).toEqual([
      ['Total commitments', 'As of 30-Jun-2026'],
      ['Net IRR', 'As of 30-Jun-2026'],
    ]);
    expect(fields.rows.map((row) => [row.label, row.values[0].value, row.values[0].cell])).toEqual([
      ['Vintage year', '2021', 'B2'],
    ]);
  });

  it('starts a new table under new headers and keeps sheets apart', () => {
    const text = workbookText([
      {
        name: 'Summary',
        rows: [
          ['Metric', 'Value'],
          ['Records', thousands(2_489)],
          [],
          [],
          ['Quarter', 'Called', 'Distributed'],
          ['Q1 2024', dollars(5_000), dollars(0)],
        ],
      },
      { name: 'Notes', rows: [['Prepared for the investment committee']] },
      { name: 'Other', rows: [['Unfunded', dollars(1_000)]] },
    ]);
    const tables = readWorkbookTables(readWorkbookSheets(text));
    expect(tables.map((table) => [table.sheet, table.columnHeaders.filter(Boolean)])).toEqual([
      ['Summary', ['Value']],
      ['Summary', ['Called', 'Distributed']],
      ['Other', []],
    ]);
    expect(tables[1].rows[0].values[1]).toMatchObject({
      cell: 'C6',
      rowLabel: 'Q1 2024',
      columnHeader: 'Distributed',
    });
    expect(tables[2].rows[0].values[0]).toMatchObject({ cell: 'B1', value: '$1,000', columnHeader: null });
  });
});
