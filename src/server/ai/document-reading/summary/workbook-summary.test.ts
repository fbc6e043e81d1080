import { describe, expect, it } from 'vitest';
import { dollars, percent, thousands, workbookText } from '../fixtures/workbook-text';
import { summariseDocument } from '../summarise-document';
import { describeWorkbook, workbookProse } from './workbook-summary';
import { readWorkbookSheets, readWorkbookTables } from '../structure/workbook-tables';

const fundWorkbook = () =>
  workbookText([
    {
      name: 'Notes',
      rows: [
        ['Quarterly report, Fund II'],
        [
          null,
          'The fund called capital for two new platform investments, and distributions rose, in the quarter.',
        ],
      ],
    },
    {
      name: 'Track record',
      rows: [
        ['Fund', 'Committed', 'Net IRR', 'TVPI', 'DPI', 'Vintage'],
        ['Fund I', dollars(150), percent(0.18), '2.1x', '1.9x', 2012],
        ['Fund II', dollars(250), percent(0.142), '1.8x', '0.9x', 2017],
        ['Total', dollars(400), null, null, null, null],
      ],
    },
    {
      name: 'Cash flows',
      rows: [
        ['Quarter', 'Called', 'Distributed'],
        ['Q1 2024', thousands(5_000), thousands(1_200)],
        ['Total', thousands(5_000), thousands(1_200)],
      ],
    },
  ]);

describe('describeWorkbook', () => {
  it('names the sheets, and each table by its size, columns and totals, largest first', () => {
    const sheets = readWorkbookSheets(fundWorkbook());
    expect(describeWorkbook(sheets, readWorkbookTables(sheets))).toEqual({
      overview:
        'This workbook has 3 sheets: Notes, Track record and Cash flows. 2 tables of figures are on Track record and Cash flows.',
      tablePoints: [
        'Track record: a table of 3 rows with columns Committed, Net IRR, TVPI, DPI and 1 more; totals: Total $400 (Committed).',
        'Cash flows: a table of 2 rows with columns Called and Distributed; totals: Total 5,000 (Called).',
      ],
    });
  });

  it('reads the cells as paragraphs, never as comma-joined rows', () => {
    const prose = workbookProse(readWorkbookSheets(fundWorkbook()));
    expect(prose).toContain(
      'Quarterly report, Fund II\n\nThe fund called capital for two new platform investments, and distributions rose, in the quarter.',
    );
    expect(prose).not.toMatch(/Sheet: |,,|^,/m);
  });
});

describe('summariseDocument on a workbook', () => {
  it('summarises the tables and quotes cells, not CSV lines', () => {
    const { summary, facts } = summariseDocument({
      text: fundWorkbook(),
      fileName: 'fund-ii-report.xlsx',
      declaredType: 'other',
    });
    expect(summary.executiveSummary).toMatch(
      /^This workbook has 3 sheets: Notes, Track record and Cash flows\./,
    );
    expect(summary.keyPoints[0]).toBe(
      'Track record: a table of 3 rows with columns Committed, Net IRR, TVPI, DPI and 1 more; totals: Total $400 (Committed).',
    );
    const quoted = [
      summary.executiveSummary,
      ...summary.keyPoints,
      ...summary.riskFactors,
      ...summary.opportunities,
    ];
    expect(quoted.filter((line) => /,,|^,|","|Sheet: /.test(line))).toEqual([]);
    expect(facts.find((fact) => fact.concept === 'net_irr')).toMatchObject({
      sheet: 'Track record',
      cell: 'C2',
      value: '18.0%',
    });
  });
});
