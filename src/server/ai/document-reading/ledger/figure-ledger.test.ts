import { describe, expect, it } from 'vitest';
import { conceptRegistry } from '@shared/concept-registry';
import type { DocumentTypeValue } from '@shared/document';
import { zDocumentFactFields } from '@shared/document-facts';
import { readNumbers } from '../numbers/number-grammar';
import { buildDocumentModel } from '../structure/build-document-model';
import { oneTable, type TableRowSetting } from '../fixtures/one-table';
import type { DocumentModel } from '../structure/document-model';
import {
  assignFigures,
  financialHighlights,
  highlightLabel,
  highlightLimit,
  pickHighlights,
  rankFigures,
  statedFigure,
  toFact,
  type LedgerFigure,
} from './figure-ledger';
import { mayHighlight } from '../ranking/highlight-features';
import type { FigureReading } from './read-figures';

const conceptIndex = (id: string) => conceptRegistry.findIndex((entry) => entry.id === id);
const conceptId = (figure: Pick<LedgerFigure, 'concept'>) =>
  figure.concept === null ? null : conceptRegistry[figure.concept].id;

type Setting = {
  value: string;
  concept?: string | null;
  scope?: string;
  scopeName?: string | null;
  score?: number;
  conceptScore?: number;
  quote?: string;
  page?: number;
  label?: string;
  column?: string | null;
  parent?: string | null;
  period?: string | null;
  section?: string[];
  scale?: FigureReading['scale'];
};

/** A ledger figure as the ranking would leave it, with what a test sets and plain values elsewhere. */
function ledgerFigure(setting: Setting): LedgerFigure {
  const quote = setting.quote ?? `The figure is ${setting.value} for the year.`;
  const token = readNumbers(quote).figures.find((figure) => figure.text === setting.value);
  if (!token) throw new Error(`no figure ${setting.value} in ${quote}`);
  const concept =
    setting.concept === undefined || setting.concept === null ? null : conceptIndex(setting.concept);
  return {
    figure: {
      token,
      source: 'prose',
      page: setting.page ?? 1,
      sheet: null,
      cell: null,
      section: setting.section ?? [],
      label: setting.label ?? 'Figure',
      column: setting.column ?? null,
      parent: setting.parent ?? null,
      caption: null,
      quote,
      quoteStart: token.start,
      quoteEnd: token.end,
      number: token.value,
      high: token.high,
      unit: token.unit,
      scale: setting.scale ?? token.writtenScale,
      period: setting.period ?? null,
      columnIndex: null,
      comparative: false,
      position: 0,
      previous: null,
    },
    concept,
    conceptScore: setting.conceptScore ?? (concept === null ? 0 : 0.9),
    scope: setting.scope ?? 'fund',
    scopeName: setting.scopeName ?? null,
    repeats: 1,
    firstOfConcept: concept !== null,
    clearestOfConcept: concept !== null,
    shareOfLargest: null,
    highlightScore: setting.score ?? 0.8,
  };
}

const termSheet = [
  'Summary of Principal Terms',
  '',
  'Northwind Growth Partners III, L.P. is raising commitments from institutional investors.',
  '',
  'Management Fee: 2.0% per annum of commitments during the investment period.',
  '',
  'Carried interest is 20%, subject to an 8% preferred return.',
  '',
  'The term of the Fund is ten (10) years from the final closing date.',
  '',
  'Northwind Growth Partners II generated a net IRR of 24% for its investors.',
].join('\n');

const rankTermSheet = () =>
  rankFigures(
    buildDocumentModel({
      text: termSheet,
      fileName: 'terms.docx',
      declaredType: 'term_sheet',
      pageCount: null,
      tables: [],
    }),
    { type: 'term_sheet' },
    { name: 'Northwind Growth Partners III', aliases: new Map() },
  );

describe('rankFigures with the fitted weights', () => {
  it("assigns a term sheet's fee, carried interest, hurdle and term their concepts, not each other's", () => {
    const ranked = rankTermSheet();
    const concepts = Object.fromEntries(
      ranked.map((figure) => [figure.figure.token.text, conceptId(figure)]),
    );
    expect(concepts).toMatchObject({
      '2.0%': 'management_fee',
      '20%': 'carried_interest',
      '8%': 'hurdle_rate',
      'ten (10) years': 'fund_term',
    });
  });

  it("gives the document's own fund's figures the fund scope and another fund's its name", () => {
    const scopes = rankTermSheet().map((figure) => [
      figure.figure.token.text,
      figure.scope,
      figure.scopeName,
    ]);
    expect(scopes).toContainEqual(['2.0%', 'fund', null]);
    expect(scopes).toContainEqual(['24%', 'prior_fund', 'Northwind Growth Partners II']);
  });

  it('ranks the ledger by highlight score, best first', () => {
    const scores = rankTermSheet().map((figure) => figure.highlightScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("gives a comparative column's figure no concept, and its current column's one", () => {
    const statement = oneTable({
      caption: 'Statements of Assets and Liabilities (in thousands)',
      columns: ['December 31, 2021', 'December 31, 2020'],
      rows: [{ label: 'Net asset value', parent: null, values: ['120,400', '98,100'] }],
      scale: 'thousands',
      currency: 'USD',
    });
    const ranked = rankFigures(statement, { type: 'financial_statements' }, null);
    const byValue = Object.fromEntries(ranked.map((figure) => [figure.figure.token.text, figure]));
    expect(conceptId(byValue['120,400'])).toBe('nav');
    expect(byValue['98,100'].concept).toBeNull();
    expect(byValue['98,100'].conceptScore).toBe(0);
  });
});

/**
 * The concept of each figure of a text read as a PDF of the given type, by its value as written (or by
 * the value and its sentence's opening, `keyed`, where a value recurs).
 */
function conceptsOfText(
  text: string,
  type: DocumentTypeValue,
  keyed: (figure: LedgerFigure) => string = (figure) => figure.figure.token.text,
): Record<string, string | null> {
  const model = buildDocumentModel({
    text,
    fileName: 'document.pdf',
    declaredType: type,
    pageCount: null,
    tables: [],
  });
  return Object.fromEntries(
    rankFigures(model, { type }, null).map((figure) => [keyed(figure), conceptId(figure)]),
  );
}

describe('money quoted per unit', () => {
  it('is a price of one unit, never a commitment', () => {
    const concepts = conceptsOfText(
      'Units are offered at $10.00 per Unit, with a minimum investment of $50,000 per investor.',
      'term_sheet',
    );
    expect(concepts['$50,000']).toBe('minimum_commitment');
    expect(concepts['$10.00 per Unit']).not.toBe('minimum_commitment');
  });
});

describe('the sponsor committing', () => {
  it("is the GP commitment, though the sentence says 'commit' and names the commitments it is a share of", () => {
    const concepts = conceptsOfText(
      [
        'The General Partner and its affiliates will commit 2.5% of total commitments, funded in cash.',
        'Limited partners have committed 40% of total commitments to date.',
      ].join('\n'),
      'ddq',
    );
    expect(concepts['2.5%']).toBe('gp_commitment');
    expect(concepts['40%']).not.toBe('gp_commitment');
  });

  it('is the amount the sponsor has committed, however the sentence words it', () => {
    const concepts = conceptsOfText(
      [
        'The General Partner and its affiliates have committed $15.0 million to the Partnership.',
        'Limited partners have committed $725.0 million to the Partnership.',
      ].join('\n'),
      'financial_statements',
    );
    expect(concepts['$15.0 million']).toBe('gp_commitment');
    expect(concepts['$725.0 million']).not.toBe('gp_commitment');
  });
});

describe("one holder's commitment", () => {
  it("is that holder's commitment, never the fund's size, which the fund's own commitments are", () => {
    const concepts = conceptsOfText(
      [
        "In consideration of the Investor's Capital Commitment of $80,000,000, the General Partner agrees as follows.",
        'The Fund held its final closing with Capital Commitments of $850,000,000.',
      ].join('\n'),
      'other',
    );
    expect(concepts['$80,000,000']).toBe('commitment');
    expect(concepts['$850,000,000']).toBe('fund_size');
  });
});

describe('a multiple named in full', () => {
  it("is the multiple its name says, not any multiple ('total value to paid-in multiple' is TVPI)", () => {
    const concepts = conceptsOfText(
      [
        'Since inception the portfolio has produced a total value to paid-in multiple of 1.58x.',
        'The programme reached a distributions to paid-in multiple of 0.92x.',
      ].join('\n'),
      'presentation',
    );
    expect(concepts['1.58x']).toBe('tvpi');
    expect(concepts['0.92x']).toBe('dpi');
  });
});

describe('a share of commitments called', () => {
  it('is how far commitments are called, whether a table or a sentence states it', () => {
    const concepts = conceptsOfText(
      [
        'The Limited Partner has contributed $38,250,000, or 76.5% of its commitment.',
        'Following this call, the Partnership will have drawn 61% of aggregate commitments.',
      ].join('\n'),
      'financial_statements',
    );
    expect(concepts['76.5%']).toBe('percent_called');
    expect(concepts['61%']).toBe('percent_called');
    const statement = oneTable({
      caption: 'Capital Account Statement',
      columns: ['June 30, 2026'],
      rows: [{ label: 'Percent called', parent: null, values: ['76.5%'] }],
    });
    expect(rankFigures(statement, { type: 'financial_statements' }, null).map(conceptId)).toEqual([
      'percent_called',
    ]);
  });
});

describe('a date', () => {
  it('is a figure where a concept valued in dates labels it, and says when elsewhere', () => {
    const concepts = conceptsOfText(
      [
        'Due Date: March 17, 2026',
        'Period End: June 30, 2026',
        'The initial closing is expected to occur on March 31, 2026.',
      ].join('\n\n'),
      'other',
    );
    expect(concepts).toEqual({ 'March 17, 2026': 'due_date' });
    const dates = oneTable({
      caption: 'Key Dates',
      columns: [''],
      rows: [
        { label: 'Investment Period End Date', parent: null, values: ['9/30/27'] },
        { label: 'Fund Termination Date', parent: null, values: ['9/30/32'] },
        { label: 'Inception Date', parent: null, values: ['2/23/22'] },
      ],
    });
    const ranked = rankFigures(dates, { type: 'other' }, null);
    const read = ranked.map((figure) => [
      figure.figure.token.text,
      figure.figure.token.kind,
      conceptId(figure),
    ]);
    expect(read).toHaveLength(2);
    expect(read).toEqual(
      expect.arrayContaining([
        ['9/30/27', 'date', 'investment_period'],
        ['9/30/32', 'date', 'fund_term'],
      ]),
    );
  });
});

describe('a dated column', () => {
  it("reads a date under a column of dates as the row's figure, never a headline, and not one a row merely calls a date", () => {
    const commitments = oneTable({
      caption: 'New commitments',
      columns: ['Commitment ($ millions)', 'Closing Date'],
      rows: [{ label: 'Stonefield Secondaries Fund V', parent: null, values: ['120', 'January 2025'] }],
    });
    const dates = rankFigures(commitments, { type: 'other' }, null).filter(
      (figure) => figure.figure.token.kind === 'date',
    );
    expect(dates.map((figure) => [figure.figure.token.text, figure.figure.column])).toEqual([
      ['January 2025', 'Closing Date'],
    ]);
    // A date no concept claims is never a headline.
    expect(dates.map(mayHighlight)).toEqual([false]);
    // A row merely called a date says when the document was made.
    const prepared = oneTable({
      caption: 'Sample',
      columns: [''],
      rows: [{ label: 'Date prepared', parent: null, values: ['February 19, 2026'] }],
    });
    expect(rankFigures(prepared, { type: 'other' }, null)).toEqual([]);
  });
});

describe('a figure said to be measured after something', () => {
  it('is not that thing', () => {
    const concepts = conceptsOfText(
      'Total return after carried interest was 16.7% for the year.',
      'financial_statements',
    );
    expect(concepts['16.7%']).toBe('total_return');
  });
});

describe("a policy's table of targets", () => {
  it('reads the target column as the weights the policy sets', () => {
    const targets = oneTable({
      caption: 'Private Equity Program',
      columns: ['Target', 'Range'],
      rows: [
        { label: 'Buyout', parent: null, values: ['65%', '50% - 80%'] },
        { label: 'Growth and Venture', parent: null, values: ['15%', '5% - 25%'] },
      ],
    });
    const assigned = assignFigures(targets, { type: 'other' }, null);
    const target = assigned.find((entry) => entry.figure.token.text === '65%');
    expect(target && conceptId(target)).toBe('allocation');
  });
});

describe('a goal', () => {
  it('reaches each thing its verb names, until a clause of what is or was', () => {
    const concepts = conceptsOfText(
      'The Company targets a distribution yield of 7.25% in its first full year and an investor internal rate of return of 11% to 13% over its life.',
      'other',
    );
    expect(concepts['11% to 13%']).toBe('target_irr');
    const reported = conceptsOfText(
      'The Fund targets a net IRR of 20% for its investors over the life of the Fund and has returned a net internal rate of return of 14.6% since inception.',
      'other',
    );
    expect(reported['14.6%']).not.toBe('target_irr');
  });
});

describe('the sponsor investing', () => {
  it('is the GP commitment, as committing is', () => {
    const concepts = conceptsOfText(
      'The Manager and its principals will invest at least $1,500,000 in the Fund on the same terms as other investors.',
      'other',
    );
    expect(concepts['$1,500,000']).toBe('gp_commitment');
  });
});

describe('a term stated as a rate', () => {
  it('is the term its name gives, though the rate is of a base another concept names', () => {
    const concepts = conceptsOfText(
      'The Partnership pays the management company a quarterly management fee at an annual rate of 1.75% of total commitments.',
      'financial_statements',
    );
    expect(concepts['1.75%']).toBe('management_fee');
  });
});

describe("a summary of terms' paragraph under a term's name", () => {
  it('is read as that term', () => {
    const model: DocumentModel = {
      format: 'pdf',
      pageCount: 1,
      blocks: [
        { kind: 'heading', text: 'Term', page: 1, sheet: null, level: 2, section: [] },
        {
          kind: 'paragraph',
          text: "Seven years from the final closing, with two one-year extensions at the Manager's discretion.",
          page: 1,
          sheet: null,
          level: 0,
          section: ['Term'],
        },
      ],
    };
    const [term] = rankFigures(model, { type: 'term_sheet' }, null).filter(
      (figure) => figure.figure.token.text === 'Seven years',
    );
    expect(conceptId(term)).toBe('fund_term');
    expect(toFact(term, false).section).toBe('Term');
  });
});

describe('a return compared with a benchmark', () => {
  it("is the fund's excess return, not the benchmark's return", () => {
    const concepts = conceptsOfText(
      'The Program returned 9.8% for the year, outperforming its policy benchmark by 1.4 percentage points.',
      'presentation',
    );
    expect(concepts['1.4 percentage points']).toBe('excess_return');
    expect(concepts['9.8%']).toBe('total_return');
  });

  it('weighs a gap in basis points against a range in percent', () => {
    const concepts = conceptsOfText(
      'Over the trailing year the Portfolio underperformed its custom benchmark by 270 basis points.',
      'presentation',
    );
    expect(concepts['270 basis points']).toBe('excess_return');
  });

  it("reads a table's excess return row as such", () => {
    const performance = oneTable({
      caption: 'Program Performance',
      columns: ['1-Year', '5-Year'],
      rows: [
        { label: 'Private Equity Program', parent: null, values: ['9.8%', '14.9%'] },
        { label: 'Policy Benchmark', parent: null, values: ['8.4%', '13.3%'] },
        { label: 'Excess Return', parent: null, values: ['1.4%', '1.6%'] },
      ],
    });
    const assigned = assignFigures(performance, { type: 'presentation' }, null);
    expect(Object.fromEntries(assigned.map((entry) => [entry.figure.token.text, conceptId(entry)]))).toEqual({
      '9.8%': 'total_return',
      '14.9%': 'total_return',
      '8.4%': 'benchmark_return',
      '13.3%': 'benchmark_return',
      '1.4%': 'excess_return',
      '1.6%': 'excess_return',
    });
  });
});

describe("a statement in IFRS's words", () => {
  it('reads total comprehensive income as net income, and the change in fair value as unrealized gains', () => {
    const income = oneTable({
      caption: 'Statement of comprehensive income (in thousands of USD)',
      columns: ['2023'],
      rows: [
        { label: 'Net change in fair value of investments', parent: null, values: ['58,940'] },
        { label: 'Total comprehensive income for the year', parent: null, values: ['50,758'] },
      ],
    });
    const assigned = assignFigures(income, { type: 'financial_statements' }, null);
    expect(assigned.map((entry) => [entry.figure.token.text, conceptId(entry)])).toEqual([
      ['58,940', 'unrealized_gain'],
      ['50,758', 'net_income'],
    ]);
  });
});

describe("a schedule of investments' columns", () => {
  it("reads a column headed 'Value' alone as each holding's fair value, and a longer heading as it says", () => {
    const schedule = oneTable({
      caption: 'DECEMBER 31, 2021 COMPANY (% OF NET ASSETS) TYPE OF INVESTMENT',
      columns: ['COST BASIS', 'VALUE', 'NET ASSET VALUE'],
      rows: [{ label: 'ORCHARD ROBOTICS INC.', parent: null, values: ['900,000', '1,260,000', '1,100,000'] }],
    });
    const assigned = assignFigures(schedule, { type: 'financial_statements' }, null);
    expect(assigned.map((entry) => [entry.figure.column, conceptId(entry)])).toEqual([
      ['COST BASIS', 'cost'],
      ['VALUE', 'fair_value'],
      ['NET ASSET VALUE', 'nav'],
    ]);
  });

  it("reads a 'Value' column beside rows that name their own concepts as those concepts", () => {
    const measures = oneTable({
      caption: 'Fund VII Performance at June 30, 2026',
      columns: ['Value'],
      rows: [
        { label: 'Total commitments', parent: null, values: ['$2.35 billion'] },
        { label: 'Net asset value', parent: null, values: ['$1.30 billion'] },
      ],
    });
    const assigned = assignFigures(measures, { type: 'other' }, null);
    expect(assigned.map((entry) => [entry.figure.label, conceptId(entry)])).toEqual([
      ['Total commitments', 'fund_size'],
      ['Net asset value', 'nav'],
    ]);
  });
});

describe('a multiple of EBITDA', () => {
  it("is a company's leverage where debt is its subject, and never its EBITDA", () => {
    const concepts = conceptsOfText(
      [
        'Net debt of the two companies totals 4.2x combined EBITDA.',
        'Realised investments were exited at an average of 11.8x EBITDA.',
      ].join('\n'),
      'presentation',
    );
    expect(concepts['4.2x']).toBe('leverage');
    expect(concepts['11.8x']).not.toBe('ebitda');
  });
});

describe('a column of parts of a whole', () => {
  it("is each row's allocation, whatever the table's caption measures", () => {
    const strategies = oneTable({
      caption: 'Performance by Strategy',
      columns: ['% of Program', '1-Year'],
      rows: [{ label: 'Buyout', parent: null, values: ['66.6%', '10.4%'] }],
    });
    const assigned = assignFigures(strategies, { type: 'presentation' }, null);
    expect(assigned.map((entry) => [entry.figure.column, conceptId(entry)])).toEqual([
      ['% of Program', 'allocation'],
      ['1-Year', 'total_return'],
    ]);
  });

  it('is never a growth rate for a strategy named growth, though a revenue growth row is one', () => {
    const strategies = oneTable({
      caption: 'Portfolio by Strategy',
      columns: ['Target Range'],
      rows: [
        { label: 'Growth Equity', parent: null, values: ['10% - 25%'] },
        { label: 'Revenue growth', parent: null, values: ['12%'] },
      ],
    });
    const assigned = assignFigures(strategies, { type: 'presentation' }, null);
    expect(assigned.map((entry) => [entry.figure.label, conceptId(entry)])).toEqual([
      ['Growth Equity', expect.not.stringMatching(/^growth_rate$/)],
      ['Revenue growth', 'growth_rate'],
    ]);
  });
});

describe("a waterfall's tiers", () => {
  it("read the sponsor's share until it catches up as the catch-up, and its share thereafter as carried interest", () => {
    const concepts = conceptsOfText(
      [
        'Third, 80% to the General Partner and 20% to such Partner until the General Partner has caught up.',
        '',
        'Fourth, thereafter, 25% to the General Partner and 75% to such Partner.',
      ].join('\n'),
      'lpa',
      (figure) => `${figure.figure.token.text} ${figure.figure.quote.slice(0, 6)}`,
    );
    expect(concepts['80% Third,']).toBe('catch_up');
    expect(concepts['25% Fourth']).toBe('carried_interest');
    expect(concepts['75% Fourth']).not.toBe('carried_interest');
  });

  it("read the return investors receive before the sponsor shares as the preferred return, and no tier's rate as a performance", () => {
    const concepts = conceptsOfText(
      'Proceeds are allocated first to the Limited Partners until they have received their Capital Contributions plus an 8% compounded annual return; second, 100% to the General Partner until it has received 20% of all amounts distributed; thereafter, 80% to the Limited Partners and 20% to the General Partner.',
      'lpa',
      (figure) => `${figure.figure.token.text} ${figure.figure.quoteStart}`,
    );
    const inOrder = Object.entries(concepts)
      .map(([key, concept]) => ({ at: Number(key.split(' ')[1]), value: key.split(' ')[0], concept }))
      .sort((a, b) => a.at - b.at)
      .map(({ value, concept }) => [value, concept]);
    expect(inOrder).toEqual([
      ['8%', 'hurdle_rate'],
      ['100%', 'catch_up'],
      ['20%', null],
      ['80%', null],
      ['20%', 'carried_interest'],
    ]);
  });

  it("read the sponsor's share of further distributions, named before it, as carried interest though a catch-up is beside it", () => {
    const concepts = conceptsOfText(
      'After the partners have received distributions equal to their contributed capital plus a preferred return of 8% per annum, the General Partner receives 20% of further distributions, subject to a full catch-up.',
      'financial_statements',
    );
    expect(concepts['8%']).toBe('hurdle_rate');
    expect(concepts['20%']).toBe('carried_interest');
  });

  it('read all of a tier to the sponsor as the catch-up, however the tier says how far it runs', () => {
    const concepts = conceptsOfText(
      'Third, 100% to the General Partner have received cumulative distributions equal to 20% of the sum of the Preferred Return and the amount distributed under this paragraph.',
      'lpa',
    );
    expect(concepts['100%']).toBe('catch_up');
  });

  it("read a split's share beside the sponsor's name as carried interest, never a sponsor's commitment", () => {
    const concepts = conceptsOfText(
      'Profit split: 70% Investors / 30% Manager, after a 1% GP commitment.',
      'fund_deck',
    );
    expect(concepts['30%']).toBe('carried_interest');
    expect(concepts['1%']).not.toBe('carried_interest');
  });
});

describe("an offering memorandum's terms", () => {
  it('read the offering, its leverage, the fees on buying, financing and selling each property and the cap rates', () => {
    const concepts = conceptsOfText(
      [
        'The Company is offering up to $40,000,000 of Units at a price of $500 per Unit.',
        '',
        'The Company intends to finance acquisitions with mortgage debt of up to 65% of the purchase price.',
        '',
        'The Manager will receive an acquisition fee equal to 2.0% of the purchase price of each property.',
        '',
        'Upon the sale of a property the Manager will receive a disposition fee of 1.5% of the sale price.',
        '',
        'The Manager will receive a financing fee of 0.75% of the amount of any loan.',
        '',
        'Properties will be bought at capitalization rates of 6.0% to 7.0%.',
      ].join('\n'),
      'term_sheet',
    );
    expect(concepts).toMatchObject({
      '$40,000,000': 'offering_size',
      '65%': 'borrowing_limit',
      '2.0%': 'acquisition_fee',
      '1.5%': 'disposition_fee',
      '0.75%': 'financing_fee',
      '6.0% to 7.0%': 'cap_rate',
    });
  });
});

describe("a row's total column", () => {
  it("is the row's first reading of its concept, before each class of partner's part", () => {
    const changes = oneTable({
      caption: 'Statement of changes in partners’ capital',
      columns: ['General Partner', 'Limited Partners', 'Total'],
      rows: [{ label: 'Distributions', parent: null, values: ['(885)', '(85,605)', '(86,490)'] }],
    });
    const assigned = assignFigures(changes, { type: 'financial_statements' }, null);
    expect(assigned.map((entry) => [entry.figure.column, conceptId(entry), entry.firstOfConcept])).toEqual([
      ['General Partner', 'distributed', false],
      ['Limited Partners', 'distributed', false],
      ['Total', 'distributed', true],
    ]);
  });
});

describe("an amount's share of its concept's largest", () => {
  it('is 1 for the total, a part for each part, and nothing for a percent', () => {
    const changes = oneTable({
      caption: 'Statement of changes in partners’ capital',
      columns: ['General Partner', 'Limited Partners', 'Total'],
      rows: [
        { label: 'Distributions', parent: null, values: ['(1,000)', '(99,000)', '(100,000)'] },
        { label: 'Net IRR', parent: null, values: ['12%', '14%', '13%'] },
      ],
    });
    const assigned = assignFigures(changes, { type: 'financial_statements' }, null);
    expect(assigned.map((entry) => [entry.figure.token.text, entry.shareOfLargest])).toEqual([
      ['(1,000)', 0.01],
      ['(99,000)', 0.99],
      ['(100,000)', 1],
      ['12%', null],
      ['14%', null],
      ['13%', null],
    ]);
  });
});

describe('a table row under a parent', () => {
  const highlights = (rows: TableRowSetting[]) =>
    oneTable({ caption: 'Financial Highlights', columns: ['Year ended December 31, 2024'], rows });

  it('takes the concept its parent names when its own label names none', () => {
    const model = highlights([
      { label: 'Class I', parent: 'Net asset value per share', values: ['$ 10.12'] },
      { label: 'Class S', parent: 'Net asset value per share', values: ['$ 10.05'] },
    ]);
    const ranked = rankFigures(model, { type: 'financial_statements' }, null);
    expect(ranked.map(conceptId)).toEqual(['nav_per_share', 'nav_per_share']);
  });

  it('reads a row under ratios to a base as the ratio of its label', () => {
    const model = highlights([
      { label: 'Expenses', parent: 'Ratios to average limited partners’ capital:', values: ['1.71%'] },
    ]);
    const [figure] = rankFigures(model, { type: 'financial_statements' }, null);
    expect(conceptId(figure)).toBe('expense_ratio');
  });

  it("reads an amount under a per-share parent as one share's", () => {
    const model = highlights([
      {
        label: 'Net asset value, end of year',
        parent: 'Per share operating performance',
        values: ['$ 10.80'],
      },
      { label: 'Total return', parent: 'Per share operating performance', values: ['10.8%'] },
    ]);
    const ranked = rankFigures(model, { type: 'financial_statements' }, null);
    expect(ranked.map((figure) => [figure.figure.token.text, conceptId(figure)])).toEqual(
      expect.arrayContaining([
        ['$ 10.80', 'nav_per_share'],
        ['10.8%', 'total_return'],
      ]),
    );
  });

  it("reads the amounts of a table its caption leads into as per share as one share's, the closing one first", () => {
    const model = oneTable({
      caption: 'Financial Highlights Class I Shares Per share operating performance:',
      columns: ['Year Ended March 31, 2025'],
      rows: [
        { label: 'Net asset value, beginning of year', parent: null, values: ['$10.71'] },
        { label: 'Net asset value, end of year', parent: null, values: ['$10.82'] },
      ],
    });
    const assigned = assignFigures(model, { type: 'financial_statements' }, null);
    expect(assigned.map((entry) => [entry.figure.token.text, entry.firstOfConcept])).toEqual([
      ['$10.71', false],
      ['$10.82', true],
    ]);
    expect(conceptId(assigned[1])).toBe('nav_per_share');
  });

  it("reads the amounts of a table its caption says are for a share outstanding as one share's", () => {
    const model = oneTable({
      caption: 'Financial Highlights For a share outstanding throughout each year',
      columns: ['Year Ended March 31, 2025'],
      rows: [{ label: 'Net asset value, end of year', parent: null, values: ['$10.78'] }],
    });
    const [figure] = rankFigures(model, { type: 'financial_statements' }, null);
    expect(conceptId(figure)).toBe('nav_per_share');
  });

  it('keeps the concept its own label names', () => {
    const model = highlights([
      { label: 'Net asset value, end of year', parent: 'Total return', values: ['$ 9.91'] },
    ]);
    const [figure] = rankFigures(model, { type: 'financial_statements' }, null);
    expect(conceptId(figure)).toBe('nav');
  });
});

describe('pickHighlights', () => {
  it('shows the value most pages of a concept vote for first, and a strong further value before a weak new concept', () => {
    // 12% scores best alone, but the document states 14% on two pages.
    const chosen = pickHighlights([
      ledgerFigure({
        value: '12%',
        concept: 'net_irr',
        score: 0.95,
        quote: 'The net IRR was 12% last year.',
      }),
      ledgerFigure({ value: '14%', concept: 'net_irr', score: 0.9, quote: 'The net IRR is 14% to date.' }),
      ledgerFigure({ value: '1.8x', concept: 'tvpi', score: 0.7 }),
      ledgerFigure({
        value: '14%',
        concept: 'net_irr',
        score: 0.6,
        page: 2,
        quote: 'Net IRR: 14% since inception.',
      }),
      ledgerFigure({ value: '0.4x', concept: 'dpi', score: 0.5 }),
    ]);
    expect(
      chosen.map((item) => [item.figure.figure.token.text, conceptId(item.figure), item.further]),
    ).toEqual([
      ['14%', 'net_irr', false],
      ['12%', 'net_irr', true],
      ['1.8x', 'tvpi', false],
      ['0.4x', 'dpi', false],
    ]);
  });

  it('counts a value once for each page that prints it, as a template repeats its example rows', () => {
    const row = (index: number) =>
      ledgerFigure({
        value: '1,000',
        concept: 'cost',
        score: 0.4,
        quote: `Example ${index} cost 1,000 in all.`,
      });
    const chosen = pickHighlights(
      [ledgerFigure({ value: '$2,500,000', concept: 'cost', score: 0.9 }), row(1), row(2), row(3)],
      1,
    );
    expect(chosen.map((item) => item.figure.figure.token.text)).toEqual(['$2,500,000']);
  });

  it("shows a concept's figure before a figure no concept claims, however they score", () => {
    const chosen = pickHighlights([
      ledgerFigure({ value: '$12M', label: 'Organisational costs', score: 0.95 }),
      ledgerFigure({ value: '2.0%', concept: 'management_fee', score: 0.6 }),
    ]);
    expect(chosen.map((item) => item.figure.figure.token.text)).toEqual(['2.0%', '$12M']);
  });

  it('never shows a zero, however many rows print it for the concept', () => {
    const zero = (row: number) =>
      ledgerFigure({ value: '$0', concept: 'cost', score: 0.9, quote: `Holding ${row} at a cost of $0.` });
    const chosen = pickHighlights([
      zero(1),
      zero(2),
      zero(3),
      ledgerFigure({ value: '$144M', concept: 'cost', score: 0.6, quote: 'Total cost was $144M.' }),
    ]);
    expect(chosen.map((item) => item.figure.figure.token.text)).toEqual(['$144M']);
  });

  it('never shows a figure that neither a concept nor a label names', () => {
    const chosen = pickHighlights([
      ledgerFigure({ value: '300 bps', label: '', score: 0.9, quote: 'Russell 3000 + 300 bps' }),
      ledgerFigure({ value: '4.5%', label: 'Cash yield', score: 0.5 }),
    ]);
    expect(chosen.map((item) => item.figure.figure.token.text)).toEqual(['4.5%']);
  });

  it('never shows the same reading twice, even for two concepts', () => {
    const quote = 'The management fee and the catch-up are each 2% of commitments.';
    const chosen = pickHighlights([
      ledgerFigure({ value: '2%', concept: 'management_fee', score: 0.9, quote }),
      ledgerFigure({ value: '2%', concept: 'catch_up', score: 0.8, quote }),
    ]);
    expect(chosen.map((item) => conceptId(item.figure))).toEqual(['management_fee']);
  });

  it("puts the fund's own figures before another fund's and a holding's, however they score", () => {
    const chosen = pickHighlights([
      ledgerFigure({
        value: '24%',
        concept: 'net_irr',
        scope: 'prior_fund',
        scopeName: 'Fund II',
        score: 0.95,
      }),
      ledgerFigure({ value: '$12M', concept: 'fair_value', scope: 'deal', scopeName: 'Pivotal', score: 0.9 }),
      ledgerFigure({ value: '2.0%', concept: 'management_fee', score: 0.5 }),
    ]);
    expect(chosen.map((item) => item.figure.scope)).toEqual(['fund', 'prior_fund', 'deal']);
  });

  it('leaves out figures that hardly score, and shows at most the maximum', () => {
    expect(pickHighlights([ledgerFigure({ value: '2.0%', concept: 'management_fee', score: 0.01 })])).toEqual(
      [],
    );
    const many = Array.from({ length: 40 }, (_, index) =>
      ledgerFigure({ value: `${index + 1}.5%`, label: `Line ${index + 1}`, score: 0.5 }),
    );
    const short = highlightLimit(3_000);
    const long = highlightLimit(60_000);
    expect(long).toBeGreaterThan(short);
    expect(pickHighlights(many, short)).toHaveLength(short);
    expect(pickHighlights(many, long)).toHaveLength(long);
  });
});

describe('highlightLabel', () => {
  it('names the concept, its basis and its owner', () => {
    const tvpi = ledgerFigure({
      value: '1.9x',
      concept: 'tvpi',
      label: 'Net TVPI',
      scope: 'prior_fund',
      scopeName: 'Fund III',
    });
    expect(highlightLabel(tvpi)).toBe('TVPI (net), prior fund (Fund III)');
    const holding = ledgerFigure({
      value: '$12M',
      concept: 'fair_value',
      scope: 'deal',
      scopeName: 'Pivotal Systems',
    });
    expect(highlightLabel(holding)).toBe(
      `${conceptRegistry[conceptIndex('fair_value')].label}, holding (Pivotal Systems)`,
    );
  });

  it('says what sets a further value apart, and uses the label of a figure no concept claims', () => {
    const earlier = ledgerFigure({ value: '12%', concept: 'net_irr', period: 'December 31, 2020' });
    expect(highlightLabel(earlier, true)).toBe('Net IRR — December 31, 2020');
    expect(highlightLabel(ledgerFigure({ value: '4.5%', label: 'Cash yield' }))).toBe('Cash yield');
  });

  it("names the row of a table's figure when the row's label does not name the concept", () => {
    const inRow = (label: string, column: string) => {
      const figure = ledgerFigure({ value: '40%', concept: 'allocation', label, column });
      return { ...figure, figure: { ...figure.figure, source: 'table' as const } };
    };
    expect(highlightLabel(inRow('Global Equity', 'Target'))).toBe('Allocation — Global Equity');
    expect(highlightLabel(inRow('Global Equity', 'Maximum'), true)).toBe(
      'Allocation — Global Equity, Maximum',
    );
    expect(highlightLabel(inRow('Target allocation', 'Policy'))).toBe('Allocation');
  });

  it('names a row no concept claims with the parent row it stands under', () => {
    const child = ledgerFigure({ value: '18%', label: 'Portfolio turnover', parent: 'Supplemental data' });
    expect(highlightLabel(child)).toBe('Supplemental data: Portfolio turnover');
  });
});

describe('toFact', () => {
  it('states the figure verbatim with its concept, number, owner and where it stands', () => {
    const figure = ledgerFigure({
      value: '20%',
      concept: 'net_irr',
      label: 'Net IRR',
      quote: 'The fund is targeting a net IRR of 20% over its life.',
      section: ['Fund Overview', 'Returns'],
      conceptScore: 0.87654,
    });
    const fact = toFact(figure, true);
    expect(zDocumentFactFields.parse(fact)).toEqual(fact);
    expect(fact).toMatchObject({
      concept: 'net_irr',
      label: 'Net IRR',
      value: '20%',
      number: 20,
      unit: '%',
      kind: 'percent',
      scope: 'fund',
      basis: 'net',
      targetOrActual: 'target',
      section: 'Fund Overview › Returns',
      conceptScore: 0.877,
      highlight: true,
    });
  });

  it("puts a table row's parent last in its section path", () => {
    const figure = ledgerFigure({
      value: '(1.50)%',
      label: 'Based on market price',
      parent: 'Total return',
      section: ['Financial Highlights'],
    });
    expect(toFact(figure, false).section).toBe('Financial Highlights › Total return');
  });

  it("states a figure no concept claims as 'other', with no score", () => {
    const fact = toFact(ledgerFigure({ value: '4.5%', label: 'Cash yield' }), false);
    expect(fact).toMatchObject({
      concept: 'other',
      label: 'Cash yield',
      conceptScore: 0,
      targetOrActual: null,
    });
  });
});

describe('statedFigure and financialHighlights', () => {
  it("shows an amount with its table's scale, and a value with its own as written", () => {
    const fromTable = ledgerFigure({
      value: '120.4',
      concept: 'nav',
      scale: 'millions',
      quote: 'NAV was 120.4 in all.',
    });
    expect(statedFigure({ figure: fromTable, further: false }).value).toBe('120.4 (in millions)');
    const written = ledgerFigure({ value: '$350M', concept: 'fund_size' });
    expect(statedFigure({ figure: written, further: false }).value).toBe('$350M');
  });

  it('numbers the labels that repeat, in order', () => {
    expect(
      financialHighlights([
        { label: 'Net IRR', value: '14%' },
        { label: 'TVPI', value: '1.8x' },
        { label: 'Net IRR', value: '12%' },
        { label: 'Net IRR', value: '9%' },
      ]),
    ).toEqual({ 'Net IRR': '14%', TVPI: '1.8x', 'Net IRR (2)': '12%', 'Net IRR (3)': '9%' });
  });
});

describe("an open-ended fund's share transactions", () => {
  it('are its subscriptions, redemptions and shares in issue', () => {
    const statement = oneTable({
      caption: 'Statement of changes in net assets attributable to holders of redeemable shares',
      columns: ['2024', '2023'],
      rows: [
        { label: 'Proceeds from redeemable shares issued', parent: null, values: ['48,215', '31,470'] },
        { label: 'Payments for shares redeemed', parent: null, values: ['(37,949)', '(28,500)'] },
      ],
    });
    const ranked = rankFigures(statement, { type: 'financial_statements' }, null);
    const byValue = Object.fromEntries(ranked.map((figure) => [figure.figure.token.text, conceptId(figure)]));
    expect(byValue['48,215']).toBe('subscriptions');
    expect(byValue['(37,949)']).toBe('redemptions');
    const concepts = conceptsOfText(
      'The number of redeemable shares in issue at 31 December 2024 was 3,412,880.',
      'financial_statements',
    );
    expect(concepts['3,412,880']).toBe('shares_outstanding');
  });
});

describe('a figure tied by "of" to what another is compared with', () => {
  it('is that thing', () => {
    const concepts = conceptsOfText(
      'Distributions of $2.9 billion exceeded capital calls of $2.4 billion, leaving cash flow positive.',
      'presentation',
    );
    expect(concepts['$2.9 billion']).toBe('distributed');
    expect(concepts['$2.4 billion']).toBe('called_capital');
  });
});

describe("a credit fund's distributions per share and a loan's spread", () => {
  it('are its distribution rate and the spread', () => {
    const concepts = conceptsOfText(
      [
        'The Fund paid monthly distributions totaling $0.89 per share, a distribution rate of 8.6%.',
        '',
        'The credit facility bears interest at SOFR plus 1.85% per annum.',
      ].join('\n'),
      'financial_statements',
    );
    expect(concepts['$0.89 per share']).toBe('distribution_rate');
    expect(concepts['1.85%']).toBe('spread');
  });
});

describe("a company's valuation and a fund's ownership of it", () => {
  it("reads a round's valuation and a stake's share, neither the fund's size nor its allocation", () => {
    const concepts = conceptsOfText(
      [
        'Corvane Robotics raised a Series C at a post-money valuation of $1.1 billion.',
        'The Partnership owns 11.8% of the company on a fully diluted basis.',
        'The Partnership closed on $420 million of total commitments.',
      ].join('\n'),
      'presentation',
    );
    expect(concepts['$1.1 billion']).toBe('company_valuation');
    expect(concepts['11.8%']).toBe('ownership');
    expect(concepts['$420 million']).toBe('fund_size');
  });

  it("reads no stake in a filing's definition of control", () => {
    const concepts = conceptsOfText(
      'A company is an affiliate if the Fund owns 25% or more of its outstanding voting securities.',
      'financial_statements',
    );
    expect(concepts['25%']).not.toBe('ownership');
  });
});

describe('a term the document says there is none of', () => {
  it('gives no figure beside it that term', () => {
    const concepts = conceptsOfText(
      'Carried interest is 25% of profits above 2.5x paid-in capital, and 20% below that level; there is no preferred return.',
      'presentation',
    );
    expect(concepts['20%']).not.toBe('hurdle_rate');
  });
});

describe('a target after another figure', () => {
  it('is that figure’s, not the one before it', () => {
    const concepts = conceptsOfText(
      'The fund held its final closing with total commitments of $1.15 billion, above its $900 million target.',
      'presentation',
    );
    expect(concepts['$1.15 billion']).toBe('fund_size');
    expect(concepts['$900 million']).toBe('target_size');
  });
});

describe('two flows in one sentence', () => {
  it("gives each the concept whose phrase leads it, not the next one's", () => {
    const concepts = conceptsOfText(
      'Underlying managers called $38.6 million and distributed $24.1 million during the quarter.',
      'financial_statements',
    );
    expect(concepts['$38.6 million']).not.toBe('distributed');
    expect(concepts['$24.1 million']).toBe('distributed');
  });
});

describe('a deal funded two ways', () => {
  it('gives the debt to the amount the debt is of, not to the next amount', () => {
    const concepts = conceptsOfText(
      'The acquisition was funded with $140 million of new debt and $90 million of equity.',
      'financial_statements',
    );
    expect(concepts['$140 million']).toBe('debt');
    expect(concepts['$90 million']).not.toBe('debt');
  });
});
