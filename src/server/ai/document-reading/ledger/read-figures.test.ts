import { describe, expect, it } from 'vitest';
import type { Block, DocumentModel, TableBlock, TextBlock } from '../structure/document-model';
import { blocksOfExtractedTable } from '../structure/table-blocks';
import { maxFigures, periodOf, readFigures, type FigureReading } from './read-figures';

const paragraph = (text: string, page: number | null, section: string[] = []): TextBlock => ({
  kind: 'paragraph',
  text,
  page,
  sheet: null,
  level: 0,
  section,
});

const statement: TableBlock = {
  kind: 'table',
  page: 1,
  sheet: null,
  section: ['Financial Statements'],
  caption: 'Statement of Assets (in thousands of U.S. dollars)',
  columns: ['December 31, 2021', 'December 31, 2020'],
  rows: [
    {
      label: 'Net assets',
      parent: 'ASSETS',
      cells: [
        { text: '120,400', address: null },
        { text: '98,100', address: null },
      ],
      quote: 'Net assets 120,400 98,100',
    },
    {
      label: 'Committed capital',
      parent: null,
      cells: [{ text: '$350M', address: null }, null],
      quote: 'Committed capital $350M',
    },
    {
      label: 'Net assets at end of period (millions)',
      parent: null,
      cells: [{ text: '4.2', address: null }, null],
      quote: 'Net assets at end of period (millions) 4.2',
    },
    {
      label: 'Net IRR',
      parent: null,
      cells: [
        { text: '14.2%', address: null },
        { text: '12.0%', address: null },
      ],
      quote: 'Net IRR 14.2% 12.0%',
    },
  ],
  scale: 'thousands',
  currency: 'USD',
};

const modelOf = (...blocks: Block[]): DocumentModel => ({ format: 'pdf', pageCount: 2, blocks });

const byValue = (figures: readonly FigureReading[], text: string): FigureReading => {
  const found = figures.filter((figure) => figure.token.text === text);
  expect(found).toHaveLength(1);
  return found[0];
};

describe('readFigures: tables', () => {
  it('gives a cell its row label, section label, column header, caption, period and quote', () => {
    const netAssets = byValue(readFigures(modelOf(statement)), '120,400');
    expect(netAssets).toMatchObject({
      source: 'table',
      page: 1,
      cell: null,
      section: ['Financial Statements'],
      label: 'Net assets',
      parent: 'ASSETS',
      column: 'December 31, 2021',
      caption: 'Statement of Assets (in thousands of U.S. dollars)',
      period: 'December 31, 2021',
      columnIndex: 0,
      quote: 'Net assets 120,400 98,100',
    });
    expect(netAssets.quote.slice(netAssets.quoteStart, netAssets.quoteEnd)).toBe('120,400');
  });

  it("multiplies a plain amount by the table's scale and gives it the table's currency", () => {
    const netAssets = byValue(readFigures(modelOf(statement)), '120,400');
    expect([netAssets.number, netAssets.scale, netAssets.unit]).toEqual([120_400_000, 'thousands', 'USD']);
  });

  it('leaves a value that writes its own scale, and a percent, unscaled by the table', () => {
    const figures = readFigures(modelOf(statement));
    const committed = byValue(figures, '$350M');
    expect([committed.number, committed.scale, committed.unit]).toEqual([350_000_000, 'millions', 'USD']);
    const irr = byValue(figures, '14.2%');
    expect([irr.number, irr.scale, irr.unit]).toEqual([14.2, null, '%']);
  });

  it('gives the figures of a row that is a year of a yearly series that year as their period', () => {
    const cashFlows: TableBlock = {
      ...statement,
      caption: 'Cash flows ($ millions), as of March 31, 2025',
      columns: ['Contributions', 'Distributions'],
      rows: [
        {
          label: 'Fiscal 2023',
          parent: null,
          cells: [
            { text: '566', address: null },
            { text: '389', address: null },
          ],
          quote: 'Fiscal 2023 566 389',
        },
        {
          label: '2025 (nine months)',
          parent: null,
          cells: [
            { text: '377', address: null },
            { text: '356', address: null },
          ],
          quote: '2025 (nine months) 377 356',
        },
        {
          label: 'Funds of vintage 2019',
          parent: null,
          cells: [{ text: '120', address: null }, null],
          quote: 'Funds of vintage 2019 120',
        },
      ],
    };
    const figures = readFigures(modelOf(cashFlows));
    expect(byValue(figures, '389').period).toBe('2023');
    expect(byValue(figures, '377').period).toBe('2025');
    expect(byValue(figures, '120').period).toBe('March 31, 2025');
  });

  it("gives a quarter's row its quarter as period, and no workbook row the date of one of its attributes", () => {
    const flows: TableBlock = {
      ...statement,
      caption: null,
      columns: ['Contributions', 'Invested capital'],
      rows: [
        {
          label: 'Q1 2026',
          parent: null,
          cells: [{ text: '22,400', address: 'B4' }, null],
          quote: 'Q1 2026 22,400',
        },
        {
          label: 'Corvid Software Technology Jun-2022',
          name: 'Corvid Software',
          parent: null,
          cells: [null, { text: '62,000', address: 'D3' }],
          quote: 'Corvid Software Technology Jun-2022 62,000',
        },
      ],
    };
    const figures = readFigures(modelOf(flows));
    expect(byValue(figures, '22,400').period).toBe('Q1 2026');
    expect(byValue(figures, '62,000').period).toBeNull();
  });

  it('reads a year as a figure only under a row or column that names a concept valued in years', () => {
    const keyTerms: TableBlock = {
      ...statement,
      caption: 'Key Terms',
      columns: [''],
      rows: [
        { label: 'Vintage', parent: null, cells: [{ text: '2023', address: null }], quote: 'Vintage 2023' },
        { label: 'Founded', parent: null, cells: [{ text: '2015', address: null }], quote: 'Founded 2015' },
      ],
    };
    const trackRecord: TableBlock = {
      ...statement,
      caption: 'Prior funds',
      columns: ['Vintage Year', 'Net IRR'],
      rows: [
        {
          label: 'Fund II',
          parent: null,
          cells: [
            { text: '2019', address: null },
            { text: '18.4%', address: null },
          ],
          quote: 'Fund II 2019 18.4%',
        },
      ],
    };
    const figures = readFigures(modelOf(keyTerms, trackRecord));
    expect(byValue(figures, '2023')).toMatchObject({
      label: 'Vintage',
      token: { kind: 'year', value: 2023 },
    });
    expect(byValue(figures, '2019')).toMatchObject({ label: 'Fund II', column: 'Vintage Year' });
    expect(figures.some((figure) => figure.token.text === '2015')).toBe(false);
  });

  it("leaves an amount per share or unit unscaled by the table's thousands", () => {
    const perShare: TableBlock = {
      ...statement,
      caption: 'Results of Operations (in thousands, except per share data)',
      rows: [
        {
          label: 'Net investment income per share',
          parent: null,
          cells: [{ text: '1.01', address: null }, null],
          quote: 'Net investment income per share 1.01',
        },
      ],
    };
    const income = byValue(readFigures(modelOf(perShare)), '1.01');
    expect([income.number, income.scale]).toEqual([1.01, null]);
  });

  it('leaves a number under a column of percents unscaled by the table and without its currency', () => {
    const commitments: TableBlock = {
      ...statement,
      caption: 'Portfolio',
      columns: ['Commitment ($M)', 'Net IRR (%)'],
      scale: 'millions',
      currency: 'USD',
      rows: [
        {
          label: 'TA XV',
          parent: null,
          cells: [
            { text: '750.0', address: 'H100' },
            { text: '-0.1', address: 'L100' },
          ],
          quote: 'TA XV 750.0 -0.1',
        },
      ],
    };
    const figures = readFigures(modelOf(commitments));
    const committed = byValue(figures, '750.0');
    expect([committed.number, committed.scale, committed.unit]).toEqual([750_000_000, 'millions', 'USD']);
    const irr = byValue(figures, '-0.1');
    expect([irr.number, irr.scale, irr.unit]).toEqual([-0.1, null, '%']);
  });

  it("applies a row's own stated scale over the table's", () => {
    const endOfPeriod = byValue(readFigures(modelOf(statement)), '4.2');
    expect(endOfPeriod.scale).toBe('millions');
    expect(endOfPeriod.number).toBeCloseTo(4_200_000, 6);
  });

  it('gives a table whose caption states no scale the one a line of its page states', () => {
    const unscaled: TableBlock = {
      ...statement,
      caption: 'Statement of financial position',
      scale: null,
      currency: null,
    };
    const scaleLine: Block = {
      kind: 'heading',
      text: 'In thousands of USD',
      page: 1,
      sheet: null,
      level: 2,
      section: [],
    };
    const netAssets = byValue(readFigures(modelOf(scaleLine, unscaled)), '120,400');
    expect([netAssets.number, netAssets.scale, netAssets.unit]).toEqual([120_400_000, 'thousands', 'USD']);
    const elsewhere = byValue(readFigures(modelOf({ ...scaleLine, page: 2 }, unscaled)), '120,400');
    expect([elsewhere.number, elsewhere.scale]).toEqual([120_400, null]);
  });

  it("marks a later period's column as comparative, and no column of a table without periods", () => {
    const figures = readFigures(modelOf(statement));
    expect(byValue(figures, '98,100')).toMatchObject({
      columnIndex: 1,
      comparative: true,
      period: 'December 31, 2020',
    });
    expect(byValue(figures, '120,400').comparative).toBe(false);
    const byBasis: TableBlock = {
      ...statement,
      caption: null,
      columns: ['Gross', 'Net'],
      rows: [statement.rows[3]],
    };
    expect(readFigures(modelOf(byBasis)).map((figure) => [figure.column, figure.comparative])).toEqual([
      ['Gross', false],
      ['Net', false],
    ]);
  });

  it('takes the latest year a table runs to as the one it reports on, not a forecast', () => {
    const ascending: TableBlock = {
      ...statement,
      caption: 'Cash flows ($ billions)',
      columns: ['FY2020', 'FY2021'],
    };
    const figures = readFigures(modelOf(ascending));
    expect(byValue(figures, '120,400')).toMatchObject({ period: 'FY2020', comparative: true });
    expect(byValue(figures, '98,100')).toMatchObject({ period: 'FY2021', comparative: false });
    const forecast = readFigures(modelOf({ ...ascending, columns: ['FY2020', 'FY2021 Budget'] }));
    expect(byValue(forecast, '120,400').comparative).toBe(false);
  });

  it('dates a column of a bare year by the day its caption names without one', () => {
    const yearColumns: TableBlock = {
      ...statement,
      caption: "Statements of Assets, Liabilities and Partners' Capital December 31",
      columns: ['2025', '2024'],
    };
    const figures = readFigures(modelOf(yearColumns));
    expect(byValue(figures, '120,400').period).toBe('December 31, 2025');
    expect(byValue(figures, '98,100')).toMatchObject({ period: 'December 31, 2024', comparative: true });
    const undated = readFigures(modelOf({ ...yearColumns, caption: 'Statements of Operations' }));
    expect(byValue(undated, '120,400').period).toBe('2025');
  });

  it("takes the date a row's label names as its period over the table's", () => {
    const changes: TableBlock = {
      ...statement,
      caption: 'Statement of changes in partners’ capital for the year ended June 30, 2025',
      columns: ['General Partner', 'Limited Partners', 'Total'],
      rows: [
        {
          label: 'Partners’ capital, June 30, 2024',
          parent: null,
          cells: [
            { text: '1,200', address: null },
            { text: '40,800', address: null },
            { text: '42,000', address: null },
          ],
          quote: 'Partners’ capital, June 30, 2024 1,200 40,800 42,000',
        },
        {
          label: 'Contributions',
          parent: null,
          cells: [null, null, { text: '3,100', address: null }],
          quote: 'Contributions 3,100',
        },
      ],
    };
    const figures = readFigures(modelOf(changes));
    expect(byValue(figures, '42,000')).toMatchObject({ period: 'June 30, 2024', column: 'Total' });
    expect(byValue(figures, '3,100').period).toBe('June 30, 2025');
  });

  it("gives a roll-forward's movements the period their next balance closes, earlier years' as comparatives", () => {
    const row = (label: string, total: string) => ({
      label,
      parent: null,
      cells: [{ text: total, address: null }],
      quote: `${label} ${total}`,
    });
    const changes: TableBlock = {
      ...statement,
      caption: 'Statements of changes in partners’ capital, years ended December 31, 2023 and 2022',
      columns: ['Total'],
      rows: [
        row('Partners’ capital, December 31, 2021', '596,174'),
        row('Distributions', '(86,490)'),
        row('Partners’ capital, December 31, 2022', '699,008'),
        row('Distributions', '(97,837)'),
        row('Partners’ capital, December 31, 2023', '821,011'),
      ],
    };
    const figures = readFigures(modelOf(changes));
    expect(byValue(figures, '(86,490)')).toMatchObject({ period: 'December 31, 2022', comparative: true });
    expect(byValue(figures, '699,008')).toMatchObject({ period: 'December 31, 2022', comparative: true });
    expect(byValue(figures, '(97,837)')).toMatchObject({ period: 'December 31, 2023', comparative: false });
    expect(byValue(figures, '821,011')).toMatchObject({ period: 'December 31, 2023', comparative: false });
    // A schedule's rows dated by their purchases, several in one year, are no roll-forward.
    const schedule: TableBlock = {
      ...changes,
      caption: 'Schedule of investments, December 31, 2023',
      rows: [
        row('Term note 3/10/2021', '500,000'),
        row('Common stock', '250,000'),
        row('Term note 7/16/2021', '400,000'),
      ],
    };
    expect(byValue(readFigures(modelOf(schedule)), '250,000')).toMatchObject({
      period: 'December 31, 2023',
      comparative: false,
    });
  });

  it("keeps a workbook cell's sheet and address", () => {
    const sheet: TableBlock = {
      ...statement,
      page: null,
      sheet: 'Returns',
      caption: null,
      columns: ['Net IRR'],
      rows: [
        { label: 'Fund II', parent: null, cells: [{ text: '14.2%', address: 'C4' }], quote: 'Fund II 14.2%' },
      ],
      scale: null,
      currency: null,
    };
    expect(readFigures(modelOf(sheet)).map((figure) => [figure.sheet, figure.cell, figure.label])).toEqual([
      ['Returns', 'C4', 'Fund II'],
    ]);
  });
});

describe('readFigures: a schedule of investments', () => {
  it("reads a holding's share of net assets printed beside its name as a figure of the holding", () => {
    const schedule: TableBlock = {
      ...statement,
      caption: 'COMPANY (% OF NET ASSETS) SHARES/PAR TYPE OF INVESTMENT VALUE ($)',
      columns: ['SHARES/PAR', 'VALUE ($)'],
      rows: [
        {
          label: 'REVASUM, INC. (15.1%) Common Stock',
          parent: null,
          cells: [
            { text: '1,500,000', address: null },
            { text: '19,173,339', address: null },
          ],
          quote: 'REVASUM, INC. (15.1%) Common Stock 1,500,000 19,173,339',
        },
      ],
    };
    const share = byValue(readFigures(modelOf(schedule)), '15.1%');
    expect(share).toMatchObject({
      label: 'REVASUM, INC.',
      column: '% of net assets',
      unit: '%',
      number: 15.1,
    });
    expect(share.quote.slice(share.quoteStart, share.quoteEnd)).toBe('15.1%');
  });

  it('reads no share from a bracketed percent in a table that prints no share of net assets', () => {
    const figures = readFigures(
      modelOf({ ...statement, rows: [{ ...statement.rows[0], label: 'Senior loans (7.5%) due 2027' }] }),
    );
    expect(figures.map((figure) => figure.token.text)).not.toContain('7.5%');
  });
});

describe('readFigures: prose', () => {
  it('gives a figure in a sentence the label of its phrase, the sentence as its quote and its period', () => {
    const sentence =
      'As of June 30, 2025, the management fee is 2.0% of commitments during the investment period.';
    const [fee] = readFigures(modelOf(paragraph(sentence, 1, ['Fees'])));
    expect(fee).toMatchObject({
      source: 'prose',
      page: 1,
      section: ['Fees'],
      label: 'Management fee',
      quote: sentence,
      number: 2,
      unit: '%',
      period: 'June 30, 2025',
      comparative: false,
      columnIndex: null,
    });
    expect(fee.quote.slice(fee.quoteStart, fee.quoteEnd)).toBe('2.0%');
    expect(fee.previous).toBeNull();
  });

  it('keeps the sentence before a figure in its paragraph, whom a pronoun may stand for', () => {
    const first = 'Corvane Robotics raised a Series C at a $1.1 billion valuation.';
    const [, revenue] = readFigures(modelOf(paragraph(`${first} It grew revenue 41% last year.`, 1)));
    expect(revenue).toMatchObject({ quote: 'It grew revenue 41% last year.', previous: first });
  });

  it("reads an earlier period's figure in brackets after a figure as its comparative, with its label", () => {
    const sentence = 'The net asset value per share at 31 December 2024 was $125.25 (2023: $117.26).';
    const [current, earlier] = readFigures(modelOf(paragraph(sentence, 1, ['Note 10'])));
    expect(current).toMatchObject({ label: 'Net asset value per share', period: '31 December 2024' });
    expect(current.comparative).toBe(false);
    expect(earlier).toMatchObject({
      label: 'Net asset value per share',
      period: '2023',
      number: 117.26,
      comparative: true,
    });
    expect(earlier.quote.slice(earlier.quoteStart, earlier.quoteEnd)).toBe('$117.26');
  });

  it("dates a comparative's current figure its sentence leaves undated by the paragraph's date before it", () => {
    const text =
      'The number of shares in issue at 31 December 2024 was 3,412,880 (2023: 3,201,455). The net asset value per share was $125.25 (2023: $117.26).';
    const figures = readFigures(modelOf(paragraph(text, 1, ['Note 10'])));
    expect(byValue(figures, '$125.25')).toMatchObject({ period: '31 December 2024', comparative: false });
    expect(byValue(figures, '$117.26')).toMatchObject({ period: '2023', comparative: true });
    // A figure with no comparative keeps its sentence's own dating, none.
    const alone = readFigures(
      modelOf(paragraph('Fees were set at 31 December 2024. The fee is 1.25% of net assets.', 1)),
    );
    expect(byValue(alone, '1.25%').period).toBeNull();
  });

  it("dates a figure by the date the words right after it give, over the sentence's first", () => {
    const sentence =
      'Estimated net assets as of July 31, 2016 represent net assets of approximately $166 million as of June 30, 2016, plus the net change since then.';
    const [figure] = readFigures(modelOf(paragraph(sentence, 1, ['Top holdings'])));
    expect(figure).toMatchObject({ number: 166_000_000, period: 'June 30, 2016' });
  });

  it('dates no figure by the date another figure has right after it', () => {
    const sentence =
      "The Fund's net asset value rose to $612.4 million at quarter end, up from $574.9 million at June 30, 2025, driven by gains.";
    const figures = readFigures(modelOf(paragraph(sentence, 1)));
    expect(byValue(figures, '$612.4 million').period).toBeNull();
    expect(byValue(figures, '$574.9 million').period).toBe('June 30, 2025');
  });

  it("falls back to the section's heading when the sentence gives no label", () => {
    const [figure] = readFigures(modelOf(paragraph('2.0%', 1, ['Fees', 'Management Fee'])));
    expect(figure.label).toBe('Management Fee');
    const [underLabelLine] = readFigures(modelOf(paragraph('Quarterly', 1, ['Distributions:'])));
    expect(underLabelLine.label).toBe('Distributions');
  });

  it("gives the first sentence of a paragraph right under a term's name that name as its row's label", () => {
    const heading = (text: string, page: number): Block => ({
      kind: 'heading',
      text,
      page,
      sheet: null,
      level: 2,
      section: [],
    });
    const figures = readFigures(
      modelOf(
        heading('Term', 1),
        paragraph('Seven years from the final closing. It may be extended by 2 years.', 1, ['Term']),
        heading('Investment strategy and 2025 outlook', 1),
        paragraph('The fund invests 60% in buyouts.', 1, ['Investment strategy and 2025 outlook']),
      ),
    );
    expect(figures.map((figure) => [figure.token.text, figure.parent])).toEqual([
      ['Seven years', 'Term'],
      ['2 years', null],
      ['60%', null],
    ]);
  });

  it("gives the first sentence of a summary of terms' cell its row's term, as a DOCX table holds it", () => {
    const blocks = blocksOfExtractedTable(
      {
        page: null,
        rows: [
          ['Term', 'Description'],
          ['Management Fee', 'During the investment period, 1.0% per annum of capital commitments.'],
        ],
        headerRows: 1,
      },
      ['Summary of Principal Terms'],
    );
    const figures = readFigures(modelOf(...blocks));
    expect(figures.map((figure) => [figure.token.text, figure.parent])).toEqual([['1.0%', 'Management Fee']]);
  });

  it("gives the first sentence of an agreement's numbered clause its title, without the number", () => {
    const figures = readFigures(
      modelOf(
        { kind: 'heading', text: '5.1 Term', page: 1, sheet: null, level: 2, section: [] },
        paragraph('The Partnership continues until the tenth anniversary of the Final Closing Date.', 1, [
          '5.1 Term',
        ]),
      ),
    );
    expect(figures.map((figure) => [figure.token.text, figure.parent])).toEqual([
      ['tenth anniversary', 'Term'],
    ]);
  });

  it("gives the sentence after a paragraph's run-in term name that name as its row's label", () => {
    const figures = readFigures(
      modelOf(
        paragraph('Term. The Company expects to liquidate within seven years. Extensions need 2 votes.', 1),
        paragraph('The Company holds 12 properties. Leases run 10 years.', 1),
      ),
    );
    expect(figures.map((figure) => [figure.token.text, figure.parent])).toEqual([
      ['seven years', 'Term'],
      ['2', null],
      ['12', null],
      ['10 years', null],
    ]);
  });

  it('drops a prose figure that repeats a table row on the same page, and keeps it on another page', () => {
    const sentence = 'Net assets were 120,400 at the end of the year, after a strong final quarter.';
    const figures = readFigures(modelOf(paragraph(sentence, 1), statement, paragraph(sentence, 2)));
    expect(
      figures
        .filter((figure) => figure.token.text === '120,400')
        .map((figure) => [figure.source, figure.page]),
    ).toEqual([
      ['table', 1],
      ['prose', 2],
    ]);
  });

  it('quotes a figure in a run-on text of a megabyte by a bounded window of words around it', () => {
    const words = 'capital '.repeat(70_000);
    const text = `${words}the hurdle is 8% per annum ${words}`;
    const [hurdle] = readFigures(modelOf(paragraph(text, 1)));
    expect(hurdle.token.text).toBe('8%');
    expect(hurdle.quote.length).toBeLessThanOrEqual(600);
    expect(hurdle.quote).toContain('the hurdle is 8% per annum');
    expect(hurdle.quote.slice(hurdle.quoteStart, hurdle.quoteEnd)).toBe('8%');
    expect(hurdle.quote).toMatch(/^capital .* capital$/);
  });

  it('places figures from 0 at the start of the document to 1 at its end', () => {
    const figures = readFigures(
      modelOf(
        paragraph('The fund charges a management fee of 2.0% on all commitments.', 1),
        paragraph('The fund pays carried interest of 20% over the hurdle.', 1),
        paragraph('The fund has a preferred return of 8% for all investors.', 2),
      ),
    );
    expect(figures.map((figure) => figure.position)).toEqual([0, 0.5, 1]);
  });
});

describe('readFigures: a bounded ledger', () => {
  it('shares its bound among sections, so a long schedule keeps its first rows and the statements after it all theirs', () => {
    const rows = (count: number, name: string) =>
      Array.from({ length: count }, (_, index) => ({
        label: `${name} ${index + 1}`,
        parent: null,
        cells: [{ text: `${1_000 + index}`, address: null }],
        quote: `${name} ${index + 1} ${1_000 + index}`,
      }));
    const table = (section: string, count: number, name: string, page: number): TableBlock => ({
      ...statement,
      page,
      section: [section],
      caption: null,
      columns: ['Fair value'],
      rows: rows(count, name),
    });
    const figures = readFigures(
      modelOf(
        table('Schedule of Investments', maxFigures + 2_000, 'Loan', 1),
        table('Statement of Assets and Liabilities', 40, 'Line', 2),
      ),
    );
    expect(figures).toHaveLength(maxFigures);
    expect(figures.filter((figure) => figure.page === 2)).toHaveLength(40);
    expect(figures[0].label).toBe('Loan 1');
    expect(figures.at(-1)?.label).toBe('Line 40');
  });
});

describe('periodOf', () => {
  it.each([
    ['AS OF DECEMBER 31, 2021', 'DECEMBER 31, 2021'],
    ['Six months ended June 30, 2025', 'June 30, 2025'],
    ['Three Months Ended', null],
    ['Q2 2025', 'Q2 2025'],
    ['FY2023', 'FY2023'],
    ['As of 3/31/24', '3/31/24'],
    ['2021', '2021'],
    ['For calendar year 2024 the Portfolio received distributions of $1.12 billion', 'calendar year 2024'],
    ['During 2024 the System closed 11 new commitments totaling $1.04 billion', '2024'],
    ['In the year 2023, the fund drew $40 million', '2023'],
  ])('reads the period %j names', (text, period) => {
    expect(periodOf(text)).toBe(period);
  });

  it('takes no period from the date a figure is compared with', () => {
    expect(periodOf('Earnings were $412 million, up 11% from the third quarter of 2024.')).toBeNull();
    expect(periodOf('In Q3 2025 fees rose to $702 million compared with Q3 2024.')).toBe('Q3 2025');
    expect(periodOf('Same-store NOI grew 5.2% over the second quarter of 2025.')).toBeNull();
    expect(periodOf('Fees rose 4% over the year ended December 31, 2024.')).toBe('December 31, 2024');
  });

  it("takes no period from a law's year, or a year inside a sentence", () => {
    expect(periodOf('Investment Company Act of 1940, as amended')).toBeNull();
    expect(periodOf('Ridgeline VI, a buyout fund with a 2024 vintage, drew $40 million')).toBeNull();
  });

  it('prefers a date to a period, and finds none in a header without one', () => {
    expect(periodOf('Q4 2024 (as of December 31, 2024)')).toBe('December 31, 2024');
    expect(periodOf('Net IRR')).toBeNull();
    expect(periodOf(null)).toBeNull();
  });
});
