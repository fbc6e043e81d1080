import { describe, expect, it } from 'vitest';
import { readDocumentFacts } from './document-facts';
import { extractFinancialFigures } from './financial-figures';
import { dollars, percent, thousands, workbookText } from '../fixtures/workbook-text';
import { withTableFigures } from './table-figures';
import { readWorkbookSheets, readWorkbookTables } from './workbook-tables';

const factsOf = (text: string, source = { paged: true, workbook: false }) =>
  readDocumentFacts(text, extractFinancialFigures(text), source);

describe('readDocumentFacts', () => {
  it('quotes the whole sentence across wrapped lines, clean, with the label as written', () => {
    const text =
      'ARTICLE 8\nThe General Partner shall receive Carried Interest equal to 20% of the profits of the\nPartnership, subject to the Preferred Return.\f2';
    const [carry] = factsOf(text).filter((fact) => fact.concept === 'carried_interest');
    expect(carry).toMatchObject({
      label: 'Carried Interest',
      value: '20%',
      page: 1,
      quote:
        'The General Partner shall receive Carried Interest equal to 20% of the profits of the Partnership, subject to the Preferred Return.',
    });
  });

  it('never makes page numbers, section numbers or dates into figures', () => {
    const text =
      'Section 8.3.1 applies from December 31, 2024.\f12\fPursuant to Article 11, see page 14 of Schedule 2.';
    expect(factsOf(text)).toEqual([]);
  });

  it('keeps every value verbatim in the text', () => {
    const text = 'Fund size: €750m\nNet IRR 12.5%\nTotal assets $ 802,058,543';
    for (const fact of factsOf(text)) expect(text).toContain(fact.value);
  });

  it('names a sheet value by its row, dates it by the period in its column header and scales it by the table title', () => {
    const text = workbookText([
      {
        name: 'Capital account',
        rows: [
          ['Capital account statement (in thousands of US dollars)'],
          [null, 'Fund II', null],
          [null, 'QTD', 'YTD 2024'],
          ['Contributions', thousands(1_250), thousands(5_000)],
          ['Net IRR', percent(0.121), percent(0.118)],
          ['Ending NAV', dollars(45_067), dollars(45_067)],
        ],
        merges: ['B2:C2'],
      },
    ]);
    const facts = factsOf(text, { paged: false, workbook: true });
    const brief = facts.map((fact) => [
      fact.cell,
      fact.label,
      fact.value,
      fact.number,
      fact.unit,
      fact.period,
    ]);
    expect(brief).toEqual(
      expect.arrayContaining([
        ['B4', 'Contributions', '1,250', 1_250_000, 'USD', 'QTD'],
        ['C5', 'Net IRR', '11.8%', 11.8, '%', 'YTD 2024'],
        ['B6', 'Ending NAV', '$45,067', 45_067_000, 'USD', 'QTD'],
      ]),
    );
    expect(facts.every((fact) => fact.sheet === 'Capital account')).toBe(true);
  });

  it('gives a track record’s and a realised-deals sheet’s figures to the fund or deal each row names', () => {
    const text = workbookText([
      {
        name: 'Track Record',
        rows: [
          ['Fund', 'Vintage', 'Fund size', 'Net IRR', 'TVPI'],
          ['Harbor Growth Partners I', 2012, '$300M', percent(0.171), '2.1x'],
          ['Harbor Growth Partners II', 2016, '$550M', percent(0.224), '2.4x'],
        ],
      },
      {
        name: 'Realised Deals',
        rows: [
          ['Company', 'Fund', 'Sector', 'Invested', 'Realised', 'Gross multiple', 'Gross IRR'],
          ['Ledgerline', 'Fund I', 'Software', '$42M', '$126M', '3.0x', percent(0.27)],
          ['Total', null, null, '$42M', '$126M', '3.0x', percent(0.27)],
        ],
      },
    ]);
    const tables = readWorkbookTables(readWorkbookSheets(text));
    const figures = withTableFigures(extractFinancialFigures(text), tables);
    const facts = readDocumentFacts(text, figures, { paged: false, workbook: true, tables });
    const brief = facts.map((fact) => [fact.cell, fact.concept, fact.value, fact.scope, fact.scopeName]);
    expect(brief).toEqual(
      expect.arrayContaining([
        ['D2', 'net_irr', '17.1%', 'prior_fund', 'Harbor Growth Partners I'],
        ['C3', 'fund_size', '$550M', 'prior_fund', 'Harbor Growth Partners II'],
        ['G2', 'gross_irr', '27.0%', 'deal', 'Ledgerline'],
        ['G3', 'gross_irr', '27.0%', 'portfolio', null],
      ]),
    );
    // 'Fund I' in a deal's row says which fund made it: its amounts are no fund's size.
    expect(facts.filter((fact) => fact.sheet === 'Realised Deals' && fact.concept === 'fund_size')).toEqual(
      [],
    );
    // A workbook's rows run on without full stops: each quote is the value's row alone.
    const irr = facts.find((fact) => fact.cell === 'D2');
    expect(irr?.quote).toBe('Harbor Growth Partners I,2012,$300M,17.1%,2.1x');
  });

  it('takes a column header’s own scale over the sheet’s', () => {
    const text = workbookText([
      {
        name: 'Commitments',
        rows: [
          ['Figures in thousands'],
          ['Pension fund', 'Commitment ($M)'],
          ['Unfunded commitment', dollars(37_126)],
        ],
      },
    ]);
    const [unfunded] = factsOf(text, { paged: false, workbook: true });
    expect(unfunded).toMatchObject({
      concept: 'unfunded',
      cell: 'B3',
      label: 'Unfunded commitment',
      scale: 'millions',
      number: 37_126_000_000,
    });
  });
});
