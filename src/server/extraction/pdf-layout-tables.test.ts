import { describe, expect, it } from 'vitest';
import { findExecutable } from './find-executable';
import { readPdfWithPdfjs } from './pdf-with-pdfjs';
import { readPdfWithPoppler } from './pdf-with-poppler';
import { tablesOfLayoutText } from './pdf-layout-tables';
import { makeStatementPdf } from './test-support/make-statement-pdf';

const pdftotextPath = findExecutable('pdftotext');

describe('tablesOfLayoutText', () => {
  it('reads a statement: each value under the period header over its column, with its caption and row', () => {
    const layout = [
      'Statement of net assets',
      '(in millions)                     Q2 2025        Q2 2024',
      '',
      'Net asset value                     120.4           98.1',
      'Distributions                         3.2              —',
      '',
      'The fund was formed in 2019 and has 12 investments.',
    ].join('\n');
    expect(tablesOfLayoutText(`Cover\f${layout}`)).toEqual([
      {
        page: 2,
        rows: [
          ['', 'Q2 2025', 'Q2 2024'],
          ['Net asset value', '120.4', '98.1'],
          ['Distributions', '3.2', '—'],
        ],
        headerRows: 1,
        caption: 'Statement of net assets (in millions)',
        parents: [null, null, null],
        quotes: ['', 'Net asset value  120.4  98.1', 'Distributions  3.2  —'],
      },
    ]);
  });

  it("reads periods over the columns beside the table's title as headings, not as a panel's values", () => {
    const layout = [
      'Average pricing by strategy (% of NAV)        H1 2026        FY 2025        H1 2025',
      'Buyout                                        95%            92%            90%',
      'Real estate                                   79%            76%            74%',
    ].join('\n');
    const [table, ...others] = tablesOfLayoutText(layout);
    expect(others).toEqual([]);
    expect(table.rows).toEqual([
      ['', 'H1 2026', 'FY 2025', 'H1 2025'],
      ['Buyout', '95%', '92%', '90%'],
      ['Real estate', '79%', '76%', '74%'],
    ]);
    expect(table.headerRows).toBe(1);
  });

  it('keeps a row of nils inside a table, and starts no table at one', () => {
    const layout = [
      'Redemption fee                           —',
      '',
      'Capital share activity                2025',
      'Shares issued                    3,496,480',
      'Shares redeemed                          —',
      'Shares outstanding               3,496,480',
    ].join('\n');
    const [table, ...others] = tablesOfLayoutText(layout);
    expect(others).toEqual([]);
    expect(table.rows.map((row) => row[0])).toEqual([
      '',
      'Shares issued',
      'Shares redeemed',
      'Shares outstanding',
    ]);
  });

  it("joins a label's second line to its row, keeps the headers past a long line, and skips a footnote's mark", () => {
    const layout = [
      'Harbor Fund II, L.P. Statement of Changes in Partners’ Capital',
      '',
      '                          General Partner     Limited Partners          Total',
      '',
      ' Partners’ capital,           $ 1,200,000         $ 40,800,000    $ 42,000,000',
      ' June 30, 2024',
      '',
      ' Contributions                     31,000            3,069,000       3,100,000',
      '',
      ' Allocation of the net increase in partners’ capital resulting from operations',
      '',
      '      Pro rata allocation           52,000            1,948,000       2,000,000',
      '',
      ' Partners’ capital,           $ 1,283,000         $ 45,817,000    $ 47,100,000',
      ' June 30, 2025',
      '',
      '',
      '(1)',
      '     Affiliates of the General Partner hold part of the limited partner interests.',
    ].join('\n');
    const tables = tablesOfLayoutText(layout);
    const header = ['', 'General Partner', 'Limited Partners', 'Total'];
    expect(tables.map((table) => table.rows)).toEqual([
      [
        header,
        ['Partners’ capital, June 30, 2024', '$ 1,200,000', '$ 40,800,000', '$ 42,000,000'],
        ['Contributions', '31,000', '3,069,000', '3,100,000'],
      ],
      [
        header,
        ['Pro rata allocation', '52,000', '1,948,000', '2,000,000'],
        ['Partners’ capital, June 30, 2025', '$ 1,283,000', '$ 45,817,000', '$ 47,100,000'],
      ],
    ]);
  });

  it('reads a track record: scaled amounts are values, and close columns keep their own values', () => {
    const layout = [
      'Fund                                           Vintage       Size     Net IRR    TVPI    DPI',
      'Harbor Growth Partners I                          2011      $350M       18.9%    2.2x   2.1x',
      'Harbor Growth Partners II                         2015      €1.2bn      21.2%    2.6x   1.9x',
    ].join('\n');
    expect(tablesOfLayoutText(layout)).toMatchObject([
      {
        page: 1,
        rows: [
          ['', 'Vintage', 'Size', 'Net IRR', 'TVPI', 'DPI'],
          ['Harbor Growth Partners I', '2011', '$350M', '18.9%', '2.2x', '2.1x'],
          ['Harbor Growth Partners II', '2015', '€1.2bn', '21.2%', '2.6x', '1.9x'],
        ],
        headerRows: 1,
        caption: 'Fund',
      },
    ]);
  });

  it('reads stacked headers, close columns, footnote marks, a label ending in a note and its section', () => {
    const layout = [
      '                                                      AS OF        AS OF',
      '                                                   DECEMBER 31,  DECEMBER 31,',
      '                                                       2021         2020',
      'ASSETS',
      'Investment securities:',
      '  Controlled investments at acquisition cost    138,754,479 125,755,796',
      '  Total market value ** (Note 6)                 91,128,542 102,072,819',
      'Total return                                       (2.00%) (A) (43.72%) (A)',
    ].join('\n');
    const [table] = tablesOfLayoutText(layout);
    expect(table.rows).toEqual([
      ['', 'AS OF', 'AS OF'],
      ['', 'DECEMBER 31,', 'DECEMBER 31,'],
      ['', '2021', '2020'],
      ['Controlled investments at acquisition cost', '138,754,479', '125,755,796'],
      ['Total market value ** (Note 6)', '91,128,542', '102,072,819'],
      ['Total return', '(2.00%)', '(43.72%)'],
    ]);
    expect(table.headerRows).toBe(3);
    expect(table.parents).toEqual([null, null, null, 'Investment securities', 'Investment securities', null]);
  });

  it('heads each column a phrase stands over most of, and a close column only with its own', () => {
    const layout = [
      '                          FOR THE THREE MONTHS ENDED     FOR THE NINE MONTHS ENDED',
      '                              2022          2021             2022         2021',
      'Net investment income    (8,843,969)    1,035,017    (12,133,601)    1,245,228',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows.slice(0, 2)).toEqual([
      [
        '',
        'FOR THE THREE MONTHS ENDED',
        'FOR THE THREE MONTHS ENDED',
        'FOR THE NINE MONTHS ENDED',
        'FOR THE NINE MONTHS ENDED',
      ],
      ['', '2022', '2021', '2022', '2021'],
    ]);
  });

  it('heads a column by a header set left-aligned over its values, though it reaches towards the next', () => {
    const layout = [
      'Fund                 Commitment   NAV    Net IRR',
      'Summit Crest IX      500          612    18.4%',
      'Harbor Point IV      400          455    12.9%',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows[0]).toEqual(['', 'Commitment', 'NAV', 'Net IRR']);
  });

  it('parts headings one space apart over columns of values of one width, a character off their values', () => {
    const layout = [
      'Fund                       Commitment Contributed Distributed   NAV',
      'Halvard Buyout Fund VII    75.0        61.2        18.9         70.4',
      'Ostrava Ventures V         40.0        31.6        0.0          29.1',
      'Meridale Credit II         60.0        48.5        21.7         33.0',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows[0]).toEqual([
      '',
      'Commitment',
      'Contributed',
      'Distributed',
      'NAV',
    ]);
  });

  it('reads a footnote mark set against its value', () => {
    const layout = [
      '                                           FOR THE         FOR THE',
      '                                         YEAR ENDED      YEAR ENDED',
      '                                            2021            2020',
      'Net asset value at beginning of year     $   14.82       $   17.70',
      '  before deferred taxes                      0.44(1)      (1.29)(1)(2)',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['', 'FOR THE', 'FOR THE'],
      ['', 'YEAR ENDED', 'YEAR ENDED'],
      ['', '2021', '2020'],
      ['Net asset value at beginning of year', '$ 14.82', '$ 17.70'],
      ['before deferred taxes', '0.44', '(1.29)'],
    ]);
  });

  it('reads a heading over indented sibling rows as their parent, and a wrapped label as one row', () => {
    const layout = [
      '                                               2024          2023',
      'Net Increase in Net Assets',
      '    Resulting From Operations                 1,250           980',
      'Return on equity',
      '    Before incentive fees                      9.1%          7.4%',
      '    After incentive fees                       7.3%          5.9%',
      'Portfolio turnover                              18%           22%',
    ].join('\n');
    const [table] = tablesOfLayoutText(layout);
    expect(table.rows.slice(1).map((row) => row[0])).toEqual([
      'Net Increase in Net Assets Resulting From Operations',
      'Before incentive fees',
      'After incentive fees',
      'Portfolio turnover',
    ]);
    expect(table.parents?.slice(1)).toEqual([null, 'Return on equity', 'Return on equity', null]);
  });

  it('starts a new table at a line of headings over new columns', () => {
    const layout = [
      'Net assets                         $1,240.5',
      'Shares outstanding                   50,112',
      'Performance (annualised)      1 Year     3 Years     Since Inception',
      'Class I                       10.12%       8.45%               7.62%',
      'Class A                        9.85%       8.18%               7.35%',
    ].join('\n');
    const tables = tablesOfLayoutText(layout);
    expect(tables.map((table) => table.rows)).toEqual([
      [
        ['Net assets', '$1,240.5'],
        ['Shares outstanding', '50,112'],
      ],
      [
        ['', '1 Year', '3 Years', 'Since Inception'],
        ['Class I', '10.12%', '8.45%', '7.62%'],
        ['Class A', '9.85%', '8.18%', '7.35%'],
      ],
    ]);
  });

  it('reads two panels side by side as two tables, and keeps a schedule row whole', () => {
    const layout = [
      'Total Net Assets        $1.24 billion        First Lien Senior Secured        72.4%',
      'Inception Date          March 1, 2019        Second Lien                       8.1%',
      'Leverage                0.42x                Structured Credit                11.3%',
    ].join('\n');
    const tables = tablesOfLayoutText(layout);
    expect(tables.map((table) => table.rows)).toEqual([
      [
        ['Total Net Assets', '$1.24 billion'],
        ['Inception Date', 'March 1, 2019'],
        ['Leverage', '0.42x'],
      ],
      [
        ['First Lien Senior Secured', '72.4%'],
        ['Second Lien', '8.1%'],
        ['Structured Credit', '11.3%'],
      ],
    ]);
    const schedule = [
      'Acme Robotics Inc.      Industrials          Common Stock        1,200     4,150',
      'Birch Labs Corp.        Health Care          Preferred Stock       800     2,075',
    ].join('\n');
    expect(tablesOfLayoutText(schedule)[0].rows.map((row) => row[0])).toEqual([
      'Acme Robotics Inc. Industrials Common Stock',
      'Birch Labs Corp. Health Care Preferred Stock',
    ]);
  });

  it("reads a right panel whose value stands one space after its label, and a year as a panel's value", () => {
    const layout = [
      'Target Fund Size        $60 million    Management Fee 2.0%',
      'Units Acquired          42             Carried Interest   20%',
      'Annual Cash Yield       9.5%           Vintage            2023',
    ].join('\n');
    expect(tablesOfLayoutText(layout).map((table) => table.rows)).toEqual([
      [
        ['Target Fund Size', '$60 million'],
        ['Units Acquired', '42'],
        ['Annual Cash Yield', '9.5%'],
      ],
      [
        ['Management Fee', '2.0%'],
        ['Carried Interest', '20%'],
        ['Vintage', '2023'],
      ],
    ]);
  });

  it('reads a run of rows wider than their table, standing elsewhere, as a table of its own', () => {
    const layout = [
      'Target Fund Size                   $60 million',
      'Average Unit Volume                $1.9 million',
      'Use of Funds',
      'Acquisitions                       $38,400,000    64%',
      'Remodels                           $6,000,000     10%',
      'Portfolio by Brand',
      'Quick service                      45%',
      'Fast casual                        30%',
      'Family dining                      25%',
    ].join('\n');
    expect(tablesOfLayoutText(layout).map((table) => table.rows)).toEqual([
      [
        ['Acquisitions', '$38,400,000', '64%'],
        ['Remodels', '$6,000,000', '10%'],
      ],
      [
        ['Target Fund Size', '$60 million'],
        ['Average Unit Volume', '$1.9 million'],
        ['Quick service', '45%'],
        ['Fast casual', '30%'],
        ['Family dining', '25%'],
      ],
    ]);
    expect(tablesOfLayoutText(layout)[0].parents).toEqual(['Use of Funds', 'Use of Funds']);
    const lone = layout.split('\n').toSpliced(4, 1).join('\n');
    expect(tablesOfLayoutText(lone)).toHaveLength(1);
    const noted = [
      '                                   Note         2024         2023',
      'Total assets                                 432,374      378,416',
      'Cash and cash equivalents            7        12,410        9,885',
      'Due from brokers                     8         1,204        2,317',
      'Total liabilities                              4,926        3,019',
      'Net assets                                   427,448      375,397',
    ].join('\n');
    expect(tablesOfLayoutText(noted).map((table) => table.rows)).toEqual([
      [
        ['', '2024', '2023'],
        ['Total assets', '432,374', '378,416'],
        ['Cash and cash equivalents', '12,410', '9,885'],
        ['Due from brokers', '1,204', '2,317'],
        ['Total liabilities', '4,926', '3,019'],
        ['Net assets', '427,448', '375,397'],
      ],
    ]);
  });

  it("reads a table by vintage year: each row's year is its label, a header of years is none", () => {
    const layout = [
      'Vintage        Commitment        NAV      Net IRR',
      '2018                310.0      285.4        17.9%',
      '2019                295.0      301.2        14.6%',
      '                     2024       2023',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['', 'Commitment', 'NAV', 'Net IRR'],
      ['2018', '310.0', '285.4', '17.9%'],
      ['2019', '295.0', '301.2', '14.6%'],
    ]);
  });

  it('reads years marked as actual, budgeted or estimated as headers, not as amounts', () => {
    const layout = [
      'Financial summary ($ millions)      2024A      2025A      2026B      2027E',
      'Revenue                               331        384        441        502',
      'Adjusted EBITDA                        83         96        112        131',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['', '2024A', '2025A', '2026B', '2027E'],
      ['Revenue', '331', '384', '441', '502'],
      ['Adjusted EBITDA', '83', '96', '112', '131'],
    ]);
  });

  it("reads a date in a row's last column as a value, and a line of dates alone as headers", () => {
    const layout = [
      'Commitments               December 31, 2024        Closing Date',
      'Ridgeway Fund VIII                      100        May 2024',
      'Stonefield Fund V                       120        Sep 30, 2025',
      'Larkspur Partners III                    75        3/31/2025',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['', 'December 31, 2024', 'Closing Date'],
      ['Ridgeway Fund VIII', '100', 'May 2024'],
      ['Stonefield Fund V', '120', 'Sep 30, 2025'],
      ['Larkspur Partners III', '75', '3/31/2025'],
    ]);
  });

  it('reads a line of spans growing across it as headers, and a row of terms as a row', () => {
    const layout = [
      'Net of fees, periods ended June 30, 2025      1 Year      3 Years      5 Years',
      'Total Fund                                    10.3%         6.1%         8.4%',
      'Policy Benchmark                               9.6%         5.8%         7.9%',
    ].join('\n');
    const [returns] = tablesOfLayoutText(layout);
    expect(returns.rows).toEqual([
      ['', '1 Year', '3 Years', '5 Years'],
      ['Total Fund', '10.3%', '6.1%', '8.4%'],
      ['Policy Benchmark', '9.6%', '5.8%', '7.9%'],
    ]);
    expect(returns.headerRows).toBe(1);
    const [terms] = tablesOfLayoutText('Fund term                                   10 years      7 years');
    expect(terms.rows).toEqual([['Fund term', '10 years', '7 years']]);
  });

  it('parts headings that stand one space apart, one for each column', () => {
    const layout = [
      '                              FOR THE YEAR ENDED FOR THE YEAR ENDED',
      '                               DECEMBER 31, 2019 DECEMBER 31, 2018',
      'Unaffiliated interest         $        72,502      $        6,228',
      'Administration fees                   141,714            207,292',
    ].join('\n');
    const [table] = tablesOfLayoutText(layout);
    expect(table.rows.slice(0, 2)).toEqual([
      ['', 'FOR THE YEAR ENDED', 'FOR THE YEAR ENDED'],
      ['', 'DECEMBER 31, 2019', 'DECEMBER 31, 2018'],
    ]);
    expect(table.headerRows).toBe(2);
  });

  it('parts headings one space apart where their words line up with the flush edges of the values', () => {
    const left = [
      'Year ended December 31, 2025          General Partner Limited Partners Total',
      "Partners' capital, beginning of year  9,812,004       270,392,460      280,204,464",
      'Capital contributions                 781,250         38,281,250       39,062,500',
    ].join('\n');
    expect(tablesOfLayoutText(left)[0].rows[0]).toEqual(['', 'General Partner', 'Limited Partners', 'Total']);
    const right = [
      '                                 General Partner Limited Partners        Total',
      'Capital contributions                    781,250       38,281,250   39,062,500',
      'Distributions                          1,321,402        7,972,644    9,294,046',
    ].join('\n');
    expect(tablesOfLayoutText(right)[0].rows[0]).toEqual([
      '',
      'General Partner',
      'Limited Partners',
      'Total',
    ]);
  });

  it('parts such headings though a currency sign moves the first and total rows off the flush edge', () => {
    const layout = [
      '                                     General partner Limited partners Total',
      "Partners' capital, December 31, 2024 $ 31,360        $ 952,994        $ 984,354",
      'Capital contributions                892             73,462           74,354',
      'Distributions                        (604)           (49,404)         (50,008)',
      'Net increase from operations         29,417          115,307          144,724',
      'Transfers                            1,070           10,070           11,140',
      'Reallocation of carried interest     1,700           (1,700)          -',
      "Partners' capital, December 31, 2025 $ 61,065        $ 1,092,359      $ 1,153,424",
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows[0]).toEqual([
      '',
      'General partner',
      'Limited partners',
      'Total',
    ]);
  });

  it("heads no column with a statement's column of note references", () => {
    const layout = [
      '                                          Note   2025          2024',
      'Investments, at fair value                3      $ 1,184,532   $ 1,032,618',
      'Cash and cash equivalents                        21,406        17,954',
      'Other assets                                     611           540',
      'Credit facility                           6      $ 48,000      $ 61,500',
      'Accrued expenses                                 2,774         2,016',
    ].join('\n');
    const [table] = tablesOfLayoutText(layout);
    expect(table.rows[0]).toEqual(['', '2025', '2024']);
    expect(table.rows[1]).toEqual(['Investments, at fair value', '$ 1,184,532', '$ 1,032,618']);
  });

  it("joins a label's second line under the table's last row to that row", () => {
    const layout = [
      '                                                   2025          2024',
      'Net realized gain on investments                   18,406,220    4,115,870',
      "Net increase in partners' capital resulting from   32,073,995    19,544,658",
      'operations',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows.at(-1)?.[0]).toBe(
      "Net increase in partners' capital resulting from operations",
    );
  });

  it('keeps the headers over the first column when a label runs on into it', () => {
    const layout = [
      '                                            2021            2020',
      'Net asset value at beginning of year     $   14.82       $   17.70',
      'Ratio of expenses                           2.1%ᵃᵇ          2.4%',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows[0]).toEqual(['', '2021', '2020']);
  });

  it('reads a legend that puts each value before its label, an amount with its scale in words too', () => {
    const layout = [
      '  98.5%   United States        26.4%    Information Technology',
      '   1.6%   Ireland              15.8%    Industrials',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['United States', '98.5%'],
      ['Information Technology', '26.4%'],
      ['Ireland', '1.6%'],
      ['Industrials', '15.8%'],
    ]);
    const deck = [
      '  $9.2 billion      Capital raised across five funds',
      '  42                Investment professionals',
    ];
    expect(tablesOfLayoutText(deck.join('\n'))[0].rows).toEqual([
      ['Capital raised across five funds', '$9.2 billion'],
      ['Investment professionals', '42'],
    ]);
  });

  it('reads a label and its one value, and drops a margin reference before a label of words', () => {
    const layout = [
      'Management fee                          2.0%',
      'ASC 946-10-45   Total assets      92,516,000',
      'AA *(1)(2)      7/20/2020        60,733,693',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['Management fee', '2.0%'],
      ['Total assets', '92,516,000'],
      // A date before the row's values is its label's: it tells the row from its siblings.
      ['AA *(1)(2) 7/20/2020', '60,733,693'],
    ]);
  });

  it("reads a schedule's holdings: each name's share and a lone value under its instruments as its total", () => {
    const layout = [
      'Example Capital Corp.',
      'Schedule of Investments',
      'MARCH 31, 2024 (UNAUDITED)',
      '',
      'PORTFOLIO',
      'COMPANY',
      '(% OF NET',
      'ASSETS)                                                     SHARES/',
      'AND INDUSTRY          TYPE OF INVESTMENT                    PAR VALUE        COST        VALUE',
      'ORCHARD ROBOTICS INC. Senior Note Matures',
      '(12.5%)                 June 2026 Interest',
      'Industrials             Rate 9% (1)                           500,000     500,000      450,000',
      '                      Preferred Stock - Series',
      '                        B *(1)                                 75,000     900,000      810,000',
      '                                                                                     1,260,000',
      '',
      'BIRCH LABS CORP.      Common Stock *(1)                       40,000     300,000      120,000',
      '(1.2%)',
      'Health Care',
      '',
      'TOTAL INVESTMENTS',
      '  (Cost $1,700,000)',
      '  — 13.7%                                                                            1,380,000',
    ].join('\n');
    const tables = tablesOfLayoutText(layout);
    const shares = tables.find((table) => table.rows[0][1] === '% OF NET ASSETS')!;
    const schedule = tables.find((table) => table.rows.some((row) => row.at(-1) === 'VALUE'))!;
    expect(shares.rows).toEqual([
      ['', '% OF NET ASSETS'],
      ['ORCHARD ROBOTICS INC.', '12.5%'],
      ['BIRCH LABS CORP.', '1.2%'],
    ]);
    expect(shares.caption).toMatch(/^MARCH 31, 2024 \(UNAUDITED\) /);
    expect(shares.quotes?.[1]).toBe('ORCHARD ROBOTICS INC. Senior Note Matures (12.5%) June 2026 Interest');
    expect(schedule.rows.slice(schedule.headerRows).map((row) => [row[0], row.at(-1)])).toEqual([
      ['Industrials Rate 9% (1)', '450,000'],
      ['Preferred Stock - Series B *(1)', '810,000'],
      ['ORCHARD ROBOTICS INC.', '1,260,000'],
      ['BIRCH LABS CORP. Common Stock *(1)', '120,000'],
      ['(Cost $1,700,000)', '1,380,000'],
    ]);
    expect(schedule.quotes?.[schedule.headerRows + 2]).toBe('ORCHARD ROBOTICS INC. … 1,260,000');
    // The dash that parts a label's lines heads no column of its own: the values keep their columns.
    expect(schedule.rows[1]).toEqual(['', 'PAR VALUE', 'COST', 'VALUE']);
    expect(schedule.rows.at(-1)).toEqual(['(Cost $1,700,000)', '13.7%', '', '1,380,000']);
  });

  it('reads a range of percents as one value, and a dash a column apart as a nil cell', () => {
    const terms = ['Target net IRR          15% - 18%', 'Target cash yield             10%'].join('\n');
    expect(tablesOfLayoutText(terms)[0].rows).toEqual([
      ['Target net IRR', '15% - 18%'],
      ['Target cash yield', '10%'],
    ]);
    const returns = [
      'Program          7.9%       9.4%      1.2%',
      'Excess return  (3.5)%       -         1.1%',
    ].join('\n');
    expect(tablesOfLayoutText(returns)[0].rows).toEqual([
      ['Program', '7.9%', '9.4%', '1.2%'],
      ['Excess return', '(3.5)%', '-', '1.1%'],
    ]);
  });

  it('reads a value with its scale or unit word, a range of multiples and a range around a target as one cell', () => {
    const terms = [
      'Target Fund Size          $40 million',
      'Minimum Investment        $100,000',
      'Target Equity Multiple    2.0x - 2.5x',
      'Investment Period         3 years',
    ].join('\n');
    expect(tablesOfLayoutText(terms)[0]).toMatchObject({
      headerRows: 0,
      rows: [
        ['Target Fund Size', '$40 million'],
        ['Minimum Investment', '$100,000'],
        ['Target Equity Multiple', '2.0x - 2.5x'],
        ['Investment Period', '3 years'],
      ],
    });
    const allocation = ['Private Equity      17%      +/- 4%', 'Real Assets         15%      ±5%'].join('\n');
    expect(tablesOfLayoutText(allocation)[0].rows).toEqual([
      ['Private Equity', '17%', '+/- 4%'],
      ['Real Assets', '15%', '±5%'],
    ]);
  });

  it("reads a year a label says is the fund's as a value, not as the table's header", () => {
    const layout = [
      'Vintage year                  2021',
      'Total capital commitments     $740.0 million',
      'Net asset value               $655.9 million',
    ].join('\n');
    expect(tablesOfLayoutText(layout)[0].rows).toEqual([
      ['Vintage year', '2021'],
      ['Total capital commitments', '$740.0 million'],
      ['Net asset value', '$655.9 million'],
    ]);
  });

  it('reads a cell of words after the values as a column, with the lines it wraps onto, and a range in words', () => {
    const layout = [
      'Asset class          Policy target     Range        Benchmark',
      'Public Equity        40%               +/- 7%       MSCI ACWI IMI Net',
      'Private Equity       17%               +/- 4%       FTSE All Cap +',
      '                                                    150 bps (lagged)',
      'Leverage             (2%)              0% to 5%     30-Day SOFR',
      'Total Fund           100%                           Policy Benchmark',
    ].join('\n');
    const [policy] = tablesOfLayoutText(layout);
    expect(policy.rows).toEqual([
      ['', 'Policy target', 'Range', 'Benchmark'],
      ['Public Equity', '40%', '+/- 7%', 'MSCI ACWI IMI Net'],
      ['Private Equity', '17%', '+/- 4%', 'FTSE All Cap + 150 bps (lagged)'],
      ['Leverage', '(2%)', '0% to 5%', '30-Day SOFR'],
      ['Total Fund', '100%', '', 'Policy Benchmark'],
    ]);
    expect(policy.quotes?.[2]).toContain('150 bps');
    // A term's own words after its value, and a legend's pairs, are no such column.
    const terms = [
      'Management Fee    2.0%    of commitments',
      '54.5%    United States    26.4%    Information Technology',
    ].join('\n');
    expect(tablesOfLayoutText(terms).flatMap((table) => table.rows)).not.toContainEqual(
      expect.arrayContaining(['of commitments']),
    );
  });

  it('stacks a heading line a blank line over the headers when it heads every column, and reads a nil of words', () => {
    const layout = [
      'Fund Snapshot',
      '              $3.4 billion      11.2%        412',
      '',
      '              Net Assets        Yield        Companies',
      '',
      'Share Classes                   Class I      Class S',
      '',
      'Ticker                          FNPIX        FNPSX',
      '',
      'NAV per Share                   $25.14       $25.09',
      '',
      'Servicing Fee                   None         0.85%',
    ].join('\n');
    const [tiles, classes, ...others] = tablesOfLayoutText(layout);
    expect(others).toEqual([]);
    expect(tiles.rows).toEqual([
      ['Net Assets', '$3.4 billion'],
      ['Yield', '11.2%'],
      ['Companies', '412'],
    ]);
    // The tiles' captions head no column of the table under them, nor title it.
    expect(classes.rows).toEqual([
      ['', 'Class I', 'Class S'],
      ['', 'FNPIX', 'FNPSX'],
      ['NAV per Share', '$25.14', '$25.09'],
      ['Servicing Fee', 'None', '0.85%'],
    ]);
    expect(classes.caption).not.toContain('Net Assets');
  });

  it('finds no table in prose, a list of years, a postcode or an address', () => {
    const layout = [
      'Fees are 2% of commitments.',
      'Vintage     2019     2020',
      'San Jose, California     95113',
    ].join('\n');
    expect(tablesOfLayoutText(layout)).toEqual([]);
  });
});

const statementPdf = () =>
  makeStatementPdf([
    [
      [{ x: 72, text: 'Quarterly report' }],
      [
        { x: 72, text: '(in millions)' },
        { x: 300, text: 'Q2 2025' },
        { x: 400, text: 'Q2 2024' },
      ],
      [
        { x: 72, text: 'Net asset value' },
        { x: 300, text: '120.4' },
        { x: 400, text: '98.1' },
      ],
    ],
  ]);
const statementTables = [
  {
    page: 1,
    rows: [
      ['', 'Q2 2025', 'Q2 2024'],
      ['Net asset value', '120.4', '98.1'],
    ],
    headerRows: 1,
    caption: 'Quarterly report (in millions)',
  },
];

describe('a PDF statement read by pdf.js', () => {
  it('reads the table from the positions of the text on the page', async () => {
    const reading = await readPdfWithPdfjs(await statementPdf(), { maxTextChars: 1e6 });
    expect(reading.status === 'ok' && reading.tables).toMatchObject(statementTables);
  });
});

describe.runIf(pdftotextPath)('a PDF statement read by pdftotext', () => {
  it('keeps the text as pdftotext reads it and reads the table from the layout', async () => {
    const options = {
      pdftotextPath: pdftotextPath!,
      timeoutMs: 10_000,
      maxMemoryMb: 256,
      maxOutputBytes: 1e6,
    };
    const reading = await readPdfWithPoppler({ bytes: await statementPdf() }, options);
    expect(reading.status === 'ok' && reading.text).toContain('Net asset value');
    expect(reading.status === 'ok' && reading.tables).toMatchObject(statementTables);
  });
});
