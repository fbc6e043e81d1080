import { describe, expect, it } from 'vitest';
import { readDocumentFacts } from './document-facts';
import { financialHighlights, maxFinancialHighlights, pickHighlights } from './fact-highlights';
import { extractFinancialFigures } from './financial-figures';
import { sampleDocuments } from '../fixtures/sample-documents';

function highlightsOf(text: string) {
  const figures = extractFinancialFigures(text);
  return pickHighlights(readDocumentFacts(text, figures, { paged: false, workbook: false }), figures);
}
const highlights = (text: string) => financialHighlights(highlightsOf(text));

/** Realistic sentences from fund documents, each with every figure it should yield. */
const knownAnswers: [string, Record<string, string>][] = [
  [
    'Fund VI is targeting $1.35B in commitments with a hard cap of $1.5B.',
    { 'Target size': '$1.35B', 'Hard cap': '$1.5B' },
  ],
  [
    'The Fund charges a 2.0% management fee and 20% carried interest, subject to an 8% preferred return.',
    { 'Management fee': '2.0%', 'Carried interest': '20%', 'Hurdle rate': '8%' },
  ],
  [
    'Management fee of 1.75% of committed capital during the investment period; carried interest of 20% over a hurdle of 8%.',
    { 'Management fee': '1.75%', 'Carried interest': '20%', 'Hurdle rate': '8%' },
  ],
  [
    'Target net IRR: 20-25%; target gross MOIC of 2.5x.',
    { 'Target IRR (net)': '20-25%', 'MOIC (gross, target)': '2.5x' },
  ],
  [
    'Fund III (2018 vintage) has generated a net TVPI of 1.8x and DPI of 0.9x.',
    { Vintage: '2018', 'TVPI (net)': '1.8x', 'DPI (net)': '0.9x' },
  ],
  [
    'We are targeting a 20% net IRR on a $500 million fund.',
    { 'Fund size (target)': '$500 million', 'Target IRR (net)': '20%' },
  ],
  ['The GP commitment will be 2% of total commitments.', { 'GP commitment': '2%' }],
  [
    'The minimum commitment is $5 million, though the General Partner may accept lesser amounts.',
    { 'Minimum commitment': '$5 million' },
  ],
  [
    'The term of the Fund will be ten (10) years from the initial closing.',
    { 'Fund term': 'ten (10) years' },
  ],
  ['The Fund has a $95 million credit facility with a regional bank.', { 'Credit facility': '$95 million' }],
  ['Vintage: 2024', { Vintage: '2024' }],
  ['Fund size: €750m', { 'Fund size': '€750m' }],
  [
    'Realized investments returned 3.1x gross MOIC and a 32% gross IRR.',
    { 'Gross IRR': '32%', 'MOIC (gross)': '3.1x' },
  ],
  [
    'The Fund will pay the Management Fee quarterly in advance at an annual rate equal to 1.5% of Capital Commitments.',
    { 'Management fee': '1.5%' },
  ],
  [
    'The Fund reached its final close of $2.1 billion in March, above its target size of $1.75 billion.',
    { 'Fund size': '$2.1 billion', 'Target size': '$1.75 billion' },
  ],
  [
    'Carried interest: 20% of profits after an 8% hurdle rate, with a 100% GP catch-up.',
    { 'Carried interest': '20%', 'Hurdle rate': '8%', 'Catch-up': '100%' },
  ],
  [
    'The investment period will end five years after the initial closing, and the Fund targets a net IRR of 18%.',
    { 'Target IRR (net)': '18%', 'Investment period': 'five years' },
  ],
  ['Net asset value at quarter end was $412.6 million.', { 'Net asset value': '$412.6 million' }],
  [
    'Total assets\n\n$ 802,058,543\n\nLiabilities\nRevolving loan payable\n\n$ 95,000,000\n\nTotal liabilities\n\n95,481,072',
    { 'Total assets': '$ 802,058,543', 'Total liabilities': '95,481,072', Debt: '$ 95,000,000' },
  ],
  [
    'Contributions since inception of $21,250,000 and cumulative distributions of $19,130,000.',
    { 'Called capital': '$21,250,000', Distributions: '$19,130,000' },
  ],
  ['Follow-on reserves of $30M at fund level remain undrawn.', { 'Follow-on reserves': '$30M' }],
];

describe('extractFinancialFigures', () => {
  it.each(knownAnswers)('reads %j', (sentence, expected) => {
    expect(highlights(sentence)).toEqual(expected);
  });

  it('gives a value to the cue nearest to it, not to the first cue that can reach it', () => {
    expect(highlights('Terms: 20% carried interest, 8% hurdle, 1.5% management fee.')).toEqual({
      'Management fee': '1.5%',
      'Carried interest': '20%',
      'Hurdle rate': '8%',
    });
  });

  it('ignores implausible values for a label', () => {
    expect(highlights('The Management Fee is offset by 100% of transaction fees.')).toEqual({});
    expect(highlights('The management fee rises to 25% of the budget.')).toEqual({});
  });

  it('ignores a questionnaire’s examples, questions and instructions', () => {
    const questionnaire = [
      'Describe any different compensation options (e.g. (a) 2% management fee/20% carry or (b) 2.5% management fee/15% carry).',
      'Describe any active investments with a TVPI below 1.0x in the predecessor fund.',
      'Does the Fund charge a management fee above 2%?',
    ].join('\n');
    expect(highlights(questionnaire)).toEqual({});
  });

  it('labels other amounts from the words beside them', () => {
    expect(
      highlights('As of December 31, 2024, General Partner capital includes $134,968,475 of interests.'),
    ).toEqual({ 'General Partner capital': '$134,968,475' });
    expect(highlights('The portfolio companies carry $40M of senior debt in aggregate.')).toEqual({
      'Senior debt': '$40M',
    });
  });

  it('reports a range of amounts as one figure, named by what it measures', () => {
    expect(
      highlights('The Fund backs vertical software companies with $20M to $100M of recurring revenue.'),
    ).toEqual({ 'Recurring revenue': '$20M to $100M' });
    // As a PDF's text wraps it.
    expect(highlights('Software companies with $20M\nto $100M of recurring revenue.')).toEqual({
      'Recurring revenue': '$20M\nto $100M',
    });
    expect(highlights('Equity cheques of $25M–$75M.')).toEqual({ 'Equity cheques': '$25M–$75M' });
    expect(
      highlights(
        'Initial investments of between $20 million and $60 million are expected in each portfolio company.',
      ),
    ).toEqual({ 'Initial investments': 'between $20 million and $60 million' });
  });

  it('orders labels by importance and caps the list', () => {
    const figures = highlightsOf(sampleDocuments.fundDeck);
    expect(figures.length).toBeLessThanOrEqual(maxFinancialHighlights);
    expect(figures.slice(0, 3).map((figure) => figure.label)).toEqual([
      'Target size',
      'Hard cap',
      'Target IRR (net)',
    ]);
  });

  it("lists an earlier fund's returns before its vintage", () => {
    const deck =
      'Harbor Fund IV: fund presentation.\nFund III (2019 vintage) has delivered a net IRR of 24.5% and a TVPI of 2.3x.';
    expect(Object.keys(highlights(deck))).toEqual([
      'Net IRR, prior fund (Fund III)',
      'TVPI (net), prior fund (Fund III)',
      'Vintage, prior fund (Fund III)',
    ]);
  });

  it('finds nothing in text without figures', () => {
    expect(extractFinancialFigures('')).toEqual([]);
    expect(extractFinancialFigures('The Fund invests in software companies.')).toEqual([]);
  });

  describe('every reported value appears verbatim in the text', () => {
    const texts: [string, string][] = [
      ...Object.entries(sampleDocuments),
      ...knownAnswers.map(([sentence], index): [string, string] => [`known answer ${index + 1}`, sentence]),
    ];
    it.each(texts)('%s', (_name, text) => {
      for (const figure of extractFinancialFigures(text)) {
        expect(text).toContain(figure.value);
        expect(text.slice(figure.start, figure.end)).toBe(figure.value);
      }
    });
  });
});

describe('financialHighlights', () => {
  it('keeps the figures’ order as the record’s key order', () => {
    const record = financialHighlights([
      { concept: 'hard_cap', label: 'Hard cap', value: '$1.5B', fundLevel: true },
      { concept: 'fund_size', label: 'Fund size', value: '$1.35B', fundLevel: true },
    ]);
    expect(Object.keys(record)).toEqual(['Hard cap', 'Fund size']);
  });
});
