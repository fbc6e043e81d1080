import { describe, expect, it } from 'vitest';
import { tablesOfLayoutText } from './pdf-layout-tables';

const rowsOf = (layout: readonly string[]) =>
  tablesOfLayoutText(layout.join('\n')).map((table) => table.rows);

describe('tiles of headline figures', () => {
  it('reads each figure with the caption centred under it, and one running onto a second line', () => {
    expect(
      rowsOf([
        'Program at a Glance',
        '',
        '     $52.3 billion        $14.1 billion          1.52x',
        '    Net Asset Value    Unfunded Commitments     Net TVPI',
        '                                               since inception',
        '',
        'The Program grew in the year.',
      ]),
    ).toEqual([
      [
        ['Net Asset Value', '$52.3 billion'],
        ['Unfunded Commitments', '$14.1 billion'],
        ['Net TVPI since inception', '1.52x'],
      ],
    ]);
  });

  it('reads figures in pence as tiles', () => {
    expect(
      rowsOf([
        'Financial Highlights',
        '',
        '     1,912.4p        1,458.0p          23.8%',
        '   NAV per share    Share price    Discount to NAV',
      ]),
    ).toEqual([
      [
        ['NAV per share', '1,912.4p'],
        ['Share price', '1,458.0p'],
        ['Discount to NAV', '23.8%'],
      ],
    ]);
  });

  it('takes the line over the tiles for their caption', () => {
    const [tiles] = tablesOfLayoutText(
      ['Commitments, Fiscal Year 2025-26', '   $6.4 billion      23', '   Committed         New Funds'].join(
        '\n',
      ),
    );
    expect(tiles).toMatchObject({
      caption: 'Commitments, Fiscal Year 2025-26',
      rows: [
        ['Committed', '$6.4 billion'],
        ['New Funds', '23'],
      ],
    });
  });

  it('reads captions over their figures where none stand under them', () => {
    expect(rowsOf(['   Buyout      Growth      Venture', '    45.2%       30.1%       24.7%'])).toEqual([
      [
        ['Buyout', '45.2%'],
        ['Growth', '30.1%'],
        ['Venture', '24.7%'],
      ],
    ]);
  });

  it('reads no tiles from years, from captions that do not stand over the figures, or from prose', () => {
    expect(rowsOf(['   2021        2022        2023', '   Fund I      Fund II     Fund III'])).toEqual([]);
    expect(
      rowsOf([
        '   $5.1 billion      $2.0 billion      $1.1 billion',
        'Net Asset Value        Unfunded   Commitments  Cash',
      ]),
    ).toEqual([]);
    expect(rowsOf(['   12.5%      9.0%', 'The fund returned more than its peers over the period.'])).toEqual(
      [],
    );
  });

  it("reads a chart's figures over an axis of periods as its title's series, one column a period", () => {
    const tables = tablesOfLayoutText(
      [
        'Annual commitments ($ millions)',
        '   640      820      910',
        '   2023     2024     2025',
        '',
        'Net IRR by period',
        '   14.2%     11.8%     12.6%',
        '   1 Year    3 Years   5 Years',
      ].join('\n'),
    );
    // The title labels the series and captions the table; the periods head its columns.
    const series = (title: string, periods: string[], values: string[]) =>
      expect.objectContaining({
        caption: title,
        headerRows: 1,
        rows: [
          ['', ...periods],
          [title, ...values],
        ],
      });
    expect(tables).toEqual([
      series('Annual commitments ($ millions)', ['2023', '2024', '2025'], ['640', '820', '910']),
      series('Net IRR by period', ['1 Year', '3 Years', '5 Years'], ['14.2%', '11.8%', '12.6%']),
    ]);
  });

  it('reads no chart from an axis of periods without a title over it', () => {
    expect(rowsOf(['   640      820      910', '   2023     2024     2025'])).toEqual([]);
  });
});
