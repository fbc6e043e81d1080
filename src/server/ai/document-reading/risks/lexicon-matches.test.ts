import { describe, expect, it } from 'vitest';
import { matchLexicon } from './lexicon-matches';
import { opportunityCategories, opportunityDoubt } from './opportunity-lexicon';
import { riskCategories, riskSignal } from './risk-lexicon';
import { splitSentences } from '../text/sentences';

const sentencesOf = (text: string) => splitSentences(text).filter((sentence) => !sentence.heading);
const risks = (text: string) => matchLexicon(sentencesOf(text), riskCategories, { signal: riskSignal });
const opportunities = (text: string) =>
  matchLexicon(sentencesOf(text), opportunityCategories, { exclude: opportunityDoubt });

describe('risk lexicon', () => {
  it.each([
    ['key_person', 'The loss of either key person could adversely affect the Fund.'],
    ['leverage', 'Portfolio companies may use leverage of up to 5.0x EBITDA.'],
    ['concentration', 'The Fund will be concentrated in a limited number of investments.'],
    ['regulatory', 'Changes in healthcare regulation could adversely affect reimbursement.'],
    ['liquidity', 'Interests are illiquid and there is no public market for them.'],
    ['currency', 'Returns may be reduced by movements in exchange rates against the euro.'],
    ['litigation', 'The Firm is a defendant in litigation brought by a former employee.'],
    ['valuation', 'Valuations of private companies involve judgment and may differ from realized prices.'],
    ['default', 'Two portfolio companies defaulted on their senior loans last year.'],
    ['conflicts', 'Conflicts of interest may arise when allocating deals between funds.'],
    ['market', 'Rising interest rates could reduce exit multiples across the portfolio.'],
    ['execution', 'As a first-time fund, the manager has a limited track record.'],
  ])('finds %s risk', (id, sentence) => {
    expect(risks(sentence).map((match) => match.category.id)).toContain(id);
  });

  it('counts neutral words only in a sentence that speaks of risk', () => {
    expect(risks('Interests are offered under Regulation D to accredited investors.')).toEqual([]);
    expect(risks('Investments are carried at fair value in the statements.')).toEqual([]);
    expect(risks('Credit default swaps are combined with the underlying security.')).toEqual([]);
  });

  it('reports one sentence per theme, themes mentioned most first, no sentence twice', () => {
    const text = [
      'The Fund may borrow under a credit facility.',
      'Leverage may magnify losses in a downturn.',
      'The Fund depends on its two key persons.',
      'Subscription line borrowing could raise reported IRR.',
    ].join(' ');
    const matches = risks(text);
    expect(matches.map((match) => [match.category.id, match.mentions])).toEqual([
      ['leverage', 3],
      ['key_person', 1],
    ]);
    expect(new Set(matches.map((match) => match.sentence.index)).size).toBe(matches.length);
  });

  it('lets the most central sentence speak for its theme', () => {
    const sentences = sentencesOf('Leverage may hurt returns. The Fund may also borrow against assets.');
    const centrality = new Map([
      [sentences[0].index, 0.1],
      [sentences[1].index, 0.9],
    ]);
    const [match] = matchLexicon(sentences, riskCategories, { signal: riskSignal, centrality });
    expect(match.sentence.text).toBe('The Fund may also borrow against assets.');
  });
});

describe('opportunity lexicon', () => {
  it.each([
    ['growth', 'Demand for outsourced billing is growing at 9% per year.'],
    ['deal_flow', 'Over 60% of deals were sourced off-market through proprietary relationships.'],
    ['consolidation', 'The market remains fragmented, which favours a buy-and-build approach.'],
    ['tailwind', 'Secular tailwinds in healthcare outsourcing support the strategy.'],
    ['discount', 'Secondary interests are often bought at a discount to NAV.'],
    ['operations', 'Operating partners drive margin expansion in each company.'],
  ])('finds %s', (id, sentence) => {
    expect(opportunities(sentence).map((match) => match.category.id)).toContain(id);
  });

  it('leaves out sentences that doubt the opportunity', () => {
    expect(opportunities('There is no assurance that growth in the sector will continue.')).toEqual([]);
  });

  it('caps the list', () => {
    const text = [
      'Growth is strong.',
      'Upside remains from value creation plans.',
      'Our proprietary network helps.',
      'Sellers are distressed sellers at a discount to NAV.',
      'Secular tailwinds help the sector.',
      'The market is fragmented.',
      'Margin expansion is the plan.',
      'The team has a strong track record.',
    ].join(' ');
    expect(matchLexicon(sentencesOf(text), opportunityCategories, { limit: 3 })).toHaveLength(3);
  });
});
