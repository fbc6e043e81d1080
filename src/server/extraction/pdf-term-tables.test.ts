import { describe, expect, it } from 'vitest';
import { termTablesOfPage } from './pdf-term-tables';

const page = (...lines: string[]) => lines;

describe('termTablesOfPage', () => {
  it("reads a list of terms as a table of each term's name and text, a text's second line with it", () => {
    const lines = page(
      'Compensation of the Manager',
      'Type of Compensation                  Amount',
      'Selling commissions                   Up to 7.0% of gross offering proceeds',
      '',
      'Acquisition fee                       2.0% of the purchase price of each',
      '                                      property acquired',
      'Asset management fee                  1.0% per annum of gross invested capital',
      'The Manager may waive any of these fees at its discretion.',
    );
    expect(termTablesOfPage(lines, 3)).toEqual([
      {
        page: 3,
        rows: [
          ['', 'Amount'],
          ['Selling commissions', 'Up to 7.0% of gross offering proceeds'],
          ['Acquisition fee', '2.0% of the purchase price of each property acquired'],
          ['Asset management fee', '1.0% per annum of gross invested capital'],
        ],
        headerRows: 1,
        caption: 'Compensation of the Manager',
        parents: [null, null, null, null],
        quotes: [
          '',
          'Selling commissions  Up to 7.0% of gross offering proceeds',
          'Acquisition fee  2.0% of the purchase price of each property acquired',
          'Asset management fee  1.0% per annum of gross invested capital',
        ],
      },
    ]);
  });

  it('reads no table from a contents page, a list without figures, values alone or names out of line', () => {
    const contents = page(
      'Summary of Terms        Page 3',
      'Risk Factors            Page 9',
      'Fees    Page 12',
    );
    const words = page(
      'Manager       Cascade Capital LLC',
      'Auditor       Baker Tilly LLP',
      'Counsel       Orrick LLP',
    );
    const values = page(
      'Fund size        $75,000,000',
      'Unit price       $1,000',
      'Minimum          $25,000',
    );
    const ragged = page(
      'Selling commissions   Up to 7.0% of proceeds',
      'Acquisition fee            2.0% of the price',
      'Asset fee     1.0% per annum',
    );
    for (const lines of [contents, words, values, ragged]) expect(termTablesOfPage(lines, 1)).toEqual([]);
  });
});
