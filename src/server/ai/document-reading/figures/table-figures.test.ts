import { describe, expect, it } from 'vitest';
import { extractFinancialFigures } from './financial-figures';
import { dollars, percent, workbookText, type CellSpec } from '../fixtures/workbook-text';
import { withTableFigures } from './table-figures';
import { readWorkbookSheets, readWorkbookTables } from './workbook-tables';

function figuresOf(rows: CellSpec[][]) {
  const text = workbookText([{ name: 'Fund', rows }]);
  const found = extractFinancialFigures(text);
  return withTableFigures(found, readWorkbookTables(readWorkbookSheets(text))).map((figure) => [
    figure.concept,
    figure.label,
    figure.value,
    text.slice(figure.start, figure.end),
  ]);
}

describe('withTableFigures', () => {
  it('names a value by a column header that names a concept, in a short list of funds', () => {
    expect(
      figuresOf([
        ['Fund', 'Vintage', 'Net IRR', 'TVPI'],
        ['Fund I', 2012, percent(0.18), '2.1x'],
        ['Fund II', 2017, percent(0.142), '1.8x'],
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['net_irr', 'Net IRR', '18.0%', '18.0%'],
        ['net_irr', 'Net IRR', '14.2%', '14.2%'],
        ['tvpi', 'TVPI', '1.8x', '1.8x'],
      ]),
    );
  });

  it('takes an opening row for an opening balance and skips empty periods', () => {
    const figures = figuresOf([
      ['Capital account', 'QTD', 'YTD'],
      ['Beginning NAV', dollars(45_067_000), dollars(0)],
    ]);
    expect(figures).toEqual([['opening_balance', 'Beginning NAV', '$45,067,000', '$45,067,000']]);
    expect(figures.some(([concept]) => concept === 'nav')).toBe(false);
  });

  it('leaves the column of a long data set alone: its rows are other funds’ records', () => {
    const records: CellSpec[][] = Array.from({ length: 25 }, (_, index) => [
      `Fund ${index + 1}`,
      percent(0.1 + index / 100),
    ]);
    const text = workbookText([{ name: 'Data', rows: [['Fund', 'Net IRR'], ...records] }]);
    const found = extractFinancialFigures(text);
    expect(withTableFigures(found, readWorkbookTables(readWorkbookSheets(text)))).toEqual(found);
  });

  it('reads each cell as it would alone, after hundreds of cells its row names but cannot hold', () => {
    const amounts: CellSpec[][] = Array.from({ length: 300 }, (_, index) => [
      `Net IRR memo ${index + 1}`,
      dollars(1_000_000 + index),
      dollars(2_000_000 + index),
    ]);
    const figures = figuresOf([
      ['Statement', 'QTD', 'YTD'],
      ...amounts,
      ['TVPI', '1.8x', '1.9x'],
      ['Net IRR', percent(0.142), percent(0.15)],
    ]);
    expect(figures).toEqual(
      expect.arrayContaining([
        ['tvpi', 'TVPI', '1.8x', '1.8x'],
        ['tvpi', 'TVPI', '1.9x', '1.9x'],
        ['net_irr', 'Net IRR', '14.2%', '14.2%'],
        ['net_irr', 'Net IRR', '15.0%', '15.0%'],
      ]),
    );
    expect(figures.some(([, label]) => label.startsWith('Net IRR memo'))).toBe(false);
  });
});
