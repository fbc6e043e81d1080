import { describe, expect, it } from 'vitest';
import { readNumbers } from '../numbers/number-grammar';
import type { Block, DocumentModel, TableBlock, TextBlock } from '../structure/document-model';
import { documentFunds, mainFundName, scopeOf } from './figure-scope';
import type { FigureReading } from './read-figures';

/** A figure read from a table's row, or from a sentence, with only what scope looks at set. */
function figureOf(place: Partial<FigureReading> & { quote: string }): FigureReading {
  const [token] = readNumbers(place.quote, place.source === 'table' ? 'cell' : 'prose').figures;
  return {
    token,
    source: 'prose',
    page: 1,
    sheet: null,
    cell: null,
    section: [],
    label: '',
    column: null,
    parent: null,
    caption: null,
    quoteStart: token.start,
    quoteEnd: token.end,
    number: token.value,
    high: token.high,
    unit: token.unit,
    scale: token.writtenScale,
    period: null,
    columnIndex: null,
    comparative: false,
    position: 0,
    previous: null,
    ...place,
  };
}

const ownFund = { name: 'Harbor Growth Partners IV', aliases: new Map<string, string>() };

/** Where a figure's text stands in its sentence. */
const at = (quote: string, text: string) => ({
  quoteStart: quote.indexOf(text),
  quoteEnd: quote.indexOf(text) + text.length,
});

describe('mainFundName', () => {
  it('takes the first fund named in the opening, not a predecessor named later', () => {
    const text = [
      'Harbor Growth Partners IV, L.P.',
      'Confidential Private Placement Memorandum',
      'Harbor Growth Partners III returned 2.1x to its investors.',
    ].join('\n');
    expect(mainFundName(text)).toBe('Harbor Growth Partners IV');
  });

  it('reads a numbered name that a partnership suffix follows', () => {
    expect(mainFundName('Quarterly letter\nNexus VI, L.P. held its final close.')).toBe('Nexus VI');
  });

  it("takes no name that only labels a table's rows, and none from a text without a fund's name", () => {
    const text = 'Track record\nHarbor Growth Partners I 2011 18%\nHarbor Growth Partners II 2015 20%';
    const rows = new Set(['Harbor Growth Partners I', 'Harbor Growth Partners II']);
    expect(mainFundName(text, rows)).toBeNull();
    expect(mainFundName('A letter to investors about the year.')).toBeNull();
  });
});

const paragraph = (text: string): TextBlock => ({
  kind: 'paragraph',
  text,
  page: 1,
  sheet: null,
  level: 0,
  section: [],
});
const recordTable = (labels: readonly string[]): TableBlock => ({
  kind: 'table',
  page: 2,
  sheet: null,
  section: [],
  caption: 'Performance since inception',
  columns: ['Net IRR'],
  rows: labels.map((label) => ({
    label,
    parent: null,
    cells: [{ text: '11.4%', address: null }],
    quote: label,
  })),
  scale: null,
  currency: null,
});
const modelOf = (blocks: Block[]): DocumentModel => ({ format: 'pdf', pageCount: 2, blocks });

describe('documentFunds', () => {
  it('takes the fund a title names, though a table of records lists it beside its predecessors', () => {
    const funds = [
      'Kelby Infrastructure Partners III',
      'Kelby Infrastructure Partners II',
      'Kelby Infrastructure Partners I',
    ];
    const title = 'Kelby Infrastructure Partners III, L.P. Quarterly Report';
    const model = modelOf([paragraph(title), recordTable(funds)]);
    expect(documentFunds(model, `${title}\n${funds.join('\n')}`).name).toBe(funds[0]);
  });

  it("takes no fund whose name only labels a table's rows", () => {
    const funds = ['Kelby Growth Partners I', 'Kelby Growth Partners II'];
    const model = modelOf([paragraph('Track record'), recordTable(funds)]);
    expect(documentFunds(model, `Track record\n${funds.join('\n')}`).name).toBeNull();
  });
});

describe('scopeOf', () => {
  it("reads no word a prose label capitalised into a fund's name", () => {
    const quote =
      "A 100 basis point rise in discount rates would reduce Fund II's net asset value by about 6%.";
    const figure = figureOf({ quote, label: "Reduce Fund II's net asset value", ...at(quote, '6%') });
    expect(scopeOf(figure, ownFund)).toEqual({ scope: 'prior_fund', scopeName: 'Fund II' });
  });

  it("gives a figure its sentence names a holding for that holding's scope, not a capitalised term's", () => {
    const stake = figureOf({
      quote:
        "The Fund's investment in Corvale Robotics, Inc., with a fair value of $41,350,000, exceeded 5%.",
    });
    expect(scopeOf(stake, ownFund)).toEqual({ scope: 'deal', scopeName: 'Corvale Robotics, Inc.' });
    const interest = figureOf({ quote: 'It acquires a 35% interest in Northline Fibre Holdings.' });
    expect(scopeOf(interest, ownFund)).toEqual({ scope: 'fund', scopeName: null });
    const term = figureOf({ quote: 'Its investments in Portfolio Companies totalled $212 million.' });
    expect(scopeOf(term, ownFund)).toEqual({ scope: 'fund', scopeName: null });
  });

  it('gives each figure of a sentence that opens with a company’s name that company’s scope', () => {
    const round = figureOf({
      quote: 'Corvane Robotics raised a Series C at a post-money valuation of $1.1 billion.',
    });
    expect(scopeOf(round, ownFund)).toEqual({ scope: 'deal', scopeName: 'Corvane Robotics' });
    const sale = figureOf({ quote: 'Marisol Bio, Inc. was acquired for $385 million in cash.' });
    expect(scopeOf(sale, ownFund)).toEqual({ scope: 'deal', scopeName: 'Marisol Bio, Inc.' });
    const markup = figureOf({
      quote: 'Bexley Software, a Fund II company, was written up 35% to $96 million.',
    });
    expect(scopeOf(markup, ownFund)).toEqual({ scope: 'deal', scopeName: 'Bexley Software' });
    const largest = figureOf({
      quote: "The Fund's largest borrower, Oakhollow Dental Partners, accounted for 2.2% of net assets.",
    });
    expect(scopeOf(largest, ownFund)).toEqual({ scope: 'deal', scopeName: 'Oakhollow Dental Partners' });
  });

  it('gives a sentence opening with a pronoun the company the sentence before opened with', () => {
    const previous = 'Marisol Bio, Inc. was acquired for $385 million in cash.';
    const its = figureOf({ quote: 'Its loan matures in 2030 and pays SOFR plus 5.75%.', previous });
    expect(scopeOf(its, ownFund)).toEqual({ scope: 'deal', scopeName: 'Marisol Bio, Inc.' });
    const it = figureOf({ quote: 'It grew revenue 41% last year.', previous });
    expect(scopeOf(it, ownFund)).toEqual({ scope: 'deal', scopeName: 'Marisol Bio, Inc.' });
    // 'It is expected' stands for nothing; a sentence before about the fund gives it no company.
    const expected = figureOf({ quote: 'It is expected that 12% will be distributed.', previous });
    expect(scopeOf(expected, ownFund)).toEqual({ scope: 'fund', scopeName: null });
    const fundBefore = figureOf({
      quote: 'Its net IRR is 14%.',
      previous: 'The Partnership called $18.5 million in the quarter.',
    });
    expect(scopeOf(fundBefore, ownFund)).toEqual({ scope: 'fund', scopeName: null });
  });

  it.each([
    'The General Partner has committed 2% of total commitments.',
    'Limited Partners received $31.2 million in the quarter.',
    'Net Asset Value rose to $512.4 million in the quarter.',
    'In September the Partnership called $18.5 million.',
    'Harbor Capital Advisors employs 14 investment professionals.',
    'Harbor Asset Management manages $12 billion.',
    'Revenue grew 18% year over year.',
    'Ms. Okafor of Brightline Consulting reported that the total fund returned 8.9%.',
  ])("keeps '%s' the fund's own", (quote) => {
    expect(scopeOf(figureOf({ quote }), ownFund)).toEqual({ scope: 'fund', scopeName: null });
  });

  it("gives a figure of the document's own fund the fund scope and its full name, however much of it is used", () => {
    const figure = figureOf({ quote: 'Growth Partners IV has a net IRR of 18% so far.', label: 'Net IRR' });
    expect(scopeOf(figure, ownFund)).toEqual({ scope: 'fund', scopeName: 'Harbor Growth Partners IV' });
    const unnamed = figureOf({ quote: 'The fund has a net IRR of 18% so far.', label: 'Net IRR' });
    expect(scopeOf(unnamed, ownFund)).toEqual({ scope: 'fund', scopeName: null });
    // A column naming it may be one investor's part of it.
    const column = figureOf({
      source: 'table',
      quote: '$50,000,000',
      label: 'Commitment',
      column: 'Harbor Growth Partners IV',
    });
    expect(scopeOf(column, ownFund)).toEqual({ scope: 'fund', scopeName: null });
  });

  it('gives a figure of a fund named other than the document’s own the prior fund scope and its name', () => {
    const prose = figureOf({
      quote: 'Harbor Growth Partners II generated a net IRR of 24% for its investors.',
      label: 'Partners II generated a net IRR',
    });
    expect(scopeOf(prose, ownFund)).toEqual({ scope: 'prior_fund', scopeName: 'Harbor Growth Partners II' });
    const row = figureOf({
      source: 'table',
      quote: '18.9%',
      label: 'Harbor Growth Partners I',
      column: 'Net IRR',
    });
    expect(scopeOf(row, ownFund)).toEqual({ scope: 'prior_fund', scopeName: 'Harbor Growth Partners I' });
  });

  it('reads a fund named in another item of a list, or another clause, as not whose the figure is', () => {
    const listed = figureOf({
      quote:
        'The GP asks consent to (1) the sale of Corvane to Harbor Growth Partners V, L.P., and (2) a waiver of the 15% limit.',
    });
    expect(scopeOf({ ...listed, ...at(listed.quote, '15%') }, ownFund).scope).toBe('fund');
    const clauses = figureOf({
      quote: 'Harbor Growth Partners II returned 2.1x; the fund has returned 1.4x.',
    });
    expect(scopeOf({ ...clauses, ...at(clauses.quote, '1.4x') }, ownFund).scope).toBe('fund');
    expect(scopeOf(clauses, ownFund)).toEqual({
      scope: 'prior_fund',
      scopeName: 'Harbor Growth Partners II',
    });
  });

  it('knows a fund by the short name the document defines for it', () => {
    const text = [
      'Straven Growth Fund II, L.P. ("Fund II") reported a net IRR of 16.8%.',
      'Straven Growth Fund III, L.P. (the “Fund III”) held its final closing.',
    ].join('\n');
    const funds = documentFunds(modelOf([paragraph(text)]), text);
    expect(funds).toEqual({
      name: 'Straven Growth Fund II',
      aliases: new Map([
        ['Fund II', 'Straven Growth Fund II'],
        ['Fund III', 'Straven Growth Fund III'],
      ]),
    });
    const successor = figureOf({ quote: 'Fund III has already committed $264 million.' });
    expect(scopeOf(successor, funds)).toEqual({ scope: 'prior_fund', scopeName: 'Straven Growth Fund III' });
    const own = figureOf({ quote: 'Fund II has distributed $212 million to date.' });
    expect(scopeOf(own, funds).scope).toBe('fund');
  });

  it('gives a figure said of a prior fund, unnamed, the prior fund scope', () => {
    const figure = figureOf({ quote: 'The prior fund returned a net IRR of 21% to date.', label: 'Net IRR' });
    expect(scopeOf(figure, ownFund)).toEqual({ scope: 'prior_fund', scopeName: null });
    const programme = figureOf({
      quote: "The General Partner's prior co-investment programme generated a net IRR of 16.3%.",
      label: 'Net IRR',
    });
    expect(scopeOf(programme, ownFund)).toEqual({ scope: 'prior_fund', scopeName: null });
    const beforeClosing = figureOf({
      quote: 'Commitments made prior to the Fund’s final closing bear a 1.5% fee.',
      label: 'Fee',
    });
    expect(scopeOf(beforeClosing, ownFund).scope).toBe('fund');
  });

  it('gives each row of a holdings table the deal scope, named by its label, but not its total', () => {
    const holding = (label: string) =>
      figureOf({
        source: 'table',
        quote: '12,500',
        label,
        caption: 'Schedule of Investments (in thousands)',
      });
    expect(scopeOf(holding('Pivotal Systems, Inc. (Software)'), ownFund)).toEqual({
      scope: 'deal',
      scopeName: 'Pivotal Systems',
    });
    expect(scopeOf(holding('Total investments'), ownFund)).toEqual({ scope: 'fund', scopeName: null });
  });

  it("knows a schedule of holdings by its columns, each holding's share of net assets beside its shares", () => {
    const figure = figureOf({
      source: 'table',
      quote: '500,000',
      label: 'IntraOp Medical Corp. Convertible Note',
      caption: 'COMPANY (% OF NET ASSETS) SHARES/PAR AND INDUSTRY TYPE OF INVESTMENT VALUE ($)',
    });
    expect(scopeOf(figure, ownFund)).toEqual({
      scope: 'deal',
      scopeName: 'IntraOp Medical Corp. Convertible Note',
    });
  });

  it('gives a benchmark row the benchmark scope', () => {
    const figure = figureOf({ source: 'table', quote: '9.4%', label: 'MSCI World Index', column: 'Return' });
    expect(scopeOf(figure, ownFund)).toEqual({ scope: 'benchmark', scopeName: 'MSCI World Index' });
  });

  it.each(['Russell 3000 + 300 bps', 'S&P 500', 'Cambridge Associates US Buyout', 'Direct Alpha PME'])(
    'knows %s for a benchmark without the word',
    (label) => {
      const figure = figureOf({ source: 'table', quote: '9.4%', label, column: '5 Years' });
      expect(scopeOf(figure, ownFund).scope).toBe('benchmark');
    },
  );

  it('gives a return a sentence says is for a benchmark the benchmark scope, and the fund its own', () => {
    const quote =
      "The Fund's Class I shares returned 10.8%, compared with 8.9% for the Morningstar LSTA US Leveraged Loan Index.";
    const at = (value: string) => {
      const [token] = readNumbers(quote.slice(quote.indexOf(value)), 'prose').figures;
      const start = quote.indexOf(value);
      return figureOf({ quote, token, quoteStart: start, quoteEnd: start + token.text.length });
    };
    expect(scopeOf(at('8.9%'), ownFund)).toEqual({
      scope: 'benchmark',
      scopeName: 'Morningstar LSTA US Leveraged Loan Index',
    });
    expect(scopeOf(at('10.8%'), ownFund).scope).toBe('fund');
  });

  it.each([
    'Outperforming its policy benchmark',
    'Excess return vs. benchmark',
    'Return relative to the index',
  ])("gives the fund a figure whose label '%s' compares it with a benchmark", (label) => {
    const figure = figureOf({ source: 'table', quote: '1.4%', label, column: '1-Year' });
    expect(scopeOf(figure, ownFund).scope).toBe('fund');
  });

  it("keeps a loan's spread over SOFR and a fund row that names no benchmark out of the benchmark scope", () => {
    const loan = figureOf({
      source: 'table',
      quote: '995,000',
      label: 'Acme Software Inc. Revolver S + 5.50%',
    });
    expect(scopeOf(loan, ownFund).scope).not.toBe('benchmark');
    const figure = figureOf({
      source: 'table',
      quote: '9.4%',
      label: 'Private Equity Program',
      column: '5 Years',
    });
    expect(scopeOf(figure, ownFund).scope).toBe('fund');
  });
});
