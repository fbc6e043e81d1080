import { describe, expect, it } from 'vitest';
import { conceptRegistry } from '@shared/concept-registry';
import {
  conceptPhrases,
  normaliseWord,
  questionConceptPhrases,
  wordTokens,
  type PhraseMatch,
} from './concept-phrases';

/** Each match as its concept's id and the words it covers, as written. */
const named = (text: string, matches: readonly PhraseMatch[]) =>
  matches.map((match) => [conceptRegistry[match.concept].id, text.slice(match.start, match.end)]);

const inDocument = (text: string) => named(text, conceptPhrases(wordTokens(text)));
const inQuestion = (text: string) => named(text, questionConceptPhrases(wordTokens(text)));

describe('normaliseWord', () => {
  it.each([
    ['Fees', 'fee'],
    ['companies', 'company'],
    ['Partners', 'partner'],
    ['IRR', 'irr'],
  ])('makes %s lower case and singular', (word, normal) => {
    expect(normaliseWord(word)).toBe(normal);
  });

  it.each(['class', 'bonus', 'gas', 'bps'])('keeps %s, whose s is no plural', (word) => {
    expect(normaliseWord(word)).toBe(word);
  });
});

describe('wordTokens', () => {
  it('splits at hyphens and apostrophes, keeping where each word stands', () => {
    const text = "GP catch-up of the Partners' fee";
    const tokens = wordTokens(text);
    expect(tokens.map((token) => token.word)).toEqual(['gp', 'catch', 'up', 'of', 'the', 'partner', 'fee']);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      'GP',
      'catch',
      'up',
      'of',
      'the',
      'Partners',
      'fee',
    ]);
  });

  it("drops a possessive's s, straight or curly", () => {
    expect(wordTokens("the Partner's fee").map((token) => token.word)).toEqual(['the', 'partner', 'fee']);
    expect(wordTokens('the Manager’s fee').map((token) => token.word)).toEqual(['the', 'manager', 'fee']);
  });

  it('reads the forms of one word as one: a question asks with the verb, a document states the noun', () => {
    const same = (a: string, b: string) => expect(normaliseWord(a)).toBe(normaliseWord(b));
    same('commit', 'commitment');
    same('commits', 'commitments');
    same('remove', 'removal');
    same('removes', 'removal');
    same('distributed', 'distributions');
    same('contributed', 'contribution');
    expect(normaliseWord('manager')).not.toBe(normaliseWord('management'));
  });

  it('reads British and American spellings of a word as one', () => {
    const same = (a: string, b: string) => expect(normaliseWord(a)).toBe(normaliseWord(b));
    same('realised', 'realized');
    same('Unrealised', 'unrealized');
    same('organisational', 'organizational');
    same('capitalising', 'capitalizing');
  });
});

describe('conceptPhrases', () => {
  it('matches a phrase in its plural, possessive and hyphenated forms', () => {
    expect(inDocument('The management fees are paid quarterly.')).toContainEqual([
      'management_fee',
      'management fees',
    ]);
    expect(inDocument("The General Partner's commitment is 2%.")).toContainEqual([
      'gp_commitment',
      "General Partner's commitment",
    ]);
    expect(inDocument('A GP catch up applies.')).toContainEqual(['catch_up', 'GP catch up']);
    expect(inDocument('A GP catch-up applies.')).toContainEqual(['catch_up', 'GP catch-up']);
  });

  it("reads a noun-only phrase in the noun alone, never in its verb's forms, and a carrying value as a value", () => {
    expect(inDocument('Carry: 20% of profits.')).toContainEqual(['carried_interest', 'Carry']);
    expect(inDocument('The loan carries a fixed rate of 7.25%.')).toEqual([]);
    const uplift = inDocument('Realisations were made at an uplift to their carrying value.');
    expect(uplift).toContainEqual(['exit_uplift', 'uplift to their carrying value']);
    expect(uplift.map(([concept]) => concept)).not.toContain('carried_interest');
  });

  it("reads a secondary fund's and a property fund's measures, and a NAV facility as borrowing, not NAV", () => {
    expect(inDocument('Borrowings under the NAV facility')).toContainEqual([
      'credit_facility',
      'NAV facility',
    ]);
    expect(inDocument('Borrowings under the NAV facility').map(([id]) => id)).not.toContain('nav');
    expect(inDocument('Facility amount: up to $400 million').map(([id]) => id)).toContain('credit_facility');
    expect(inDocument('the facility limit is $300 million')).toContainEqual([
      'credit_facility',
      'facility limit',
    ]);
    expect(inDocument('bought at an average discount of 11.7% to NAV')).toContainEqual([
      'purchase_discount',
      'average discount',
    ]);
    expect(inDocument('a discount rate of 12%').map(([id]) => id)).not.toContain('purchase_discount');
    expect(inDocument('Occupancy at quarter end')).toContainEqual(['occupancy', 'Occupancy']);
  });

  it("reads a partner's capital account statement's balances as its opening and ending balances", () => {
    expect(inDocument('Beginning capital account balance')).toEqual([
      ['opening_balance', 'Beginning capital'],
    ]);
    expect(inDocument('Ending capital account balance')).toEqual([['ending_balance', 'Ending capital']]);
    expect(inDocument('Closing balance')).toEqual([['ending_balance', 'Closing balance']]);
  });

  it('reads what was returned to the partners as their distributions', () => {
    expect(inDocument('Returned to limited partners')).toContainEqual([
      'distributed',
      'Returned to limited partners',
    ]);
  });

  it("reads a track record's columns: invested, realized and remaining value", () => {
    expect(inDocument('Invested capital')).toEqual([['cost', 'Invested capital']]);
    expect(inDocument('Realised proceeds')).toEqual([['realized_value', 'Realised proceeds']]);
    expect(inDocument('Remaining value')).toEqual([['fair_value', 'Remaining value']]);
    expect(inDocument('Unrealized')).toEqual([['fair_value', 'Unrealized']]);
    expect(inDocument('Unrealized gains')).not.toContainEqual(['fair_value', 'Unrealized']);
    expect(inDocument('Recycling')).toEqual([['recycling', 'Recycling']]);
  });

  it("reads when a partnership ends as its term, and a balance sheet's last line as its total assets", () => {
    expect(inDocument('The Partnership will terminate on the tenth anniversary')).toContainEqual([
      'fund_term',
      'terminate on',
    ]);
    expect(inDocument("Total liabilities and partners' capital")).toContainEqual([
      'total_assets',
      "Total liabilities and partners' capital",
    ]);
  });

  it('reads what the partners have funded or paid in as called capital', () => {
    expect(inDocument('Limited partners have funded')).toContainEqual(['called_capital', 'have funded']);
    expect(inQuestion('How much capital have LPs paid into the fund?')).toContainEqual([
      'called_capital',
      'paid into',
    ]);
  });

  it('takes the longest phrase at a word, not the shorter one it starts', () => {
    expect(inDocument('The net asset value per share was stable.')).toEqual([
      ['nav_per_share', 'net asset value per share'],
    ]);
    expect(inDocument('The net asset value was stable.')).toEqual([['nav', 'net asset value']]);
  });

  it('reads past a bracketed aside inside a phrase', () => {
    expect(inDocument('Net increase (decrease) in net assets resulting from operations')).toContainEqual([
      'net_income',
      'Net increase (decrease) in net assets resulting from operations',
    ]);
  });

  it("reads past a possessive inside a phrase, but never past 'the'", () => {
    expect(inDocument('a 4.5% discount to their net asset value')).toContainEqual([
      'purchase_discount',
      'discount to their net asset value',
    ]);
    expect(inDocument('12% of the total Commitments').map(([concept]) => concept)).not.toContain(
      'allocation',
    );
  });

  it("reads a fund raised with a target, and a portfolio's leverage", () => {
    expect(inDocument('The fund is raising with a target of $3.5 billion.')).toContainEqual([
      'target_size',
      'target of',
    ]);
    expect(inDocument('Net debt stood at 2.1x EBITDA.')).toContainEqual(['leverage', 'Net debt']);
  });

  it("leaves people's own words to questions", () => {
    expect(inDocument('What is the cap on the fees?')).toEqual([]);
  });
});

describe('questionConceptPhrases', () => {
  it("matches the words people ask with as well as the documents' phrases", () => {
    expect(inQuestion('What is the cap on the fees?')).toEqual([
      ['hard_cap', 'cap'],
      ['management_fee', 'fees'],
    ]);
    expect(inQuestion('Is there a preferred hurdle?')).toContainEqual(['hurdle_rate', 'preferred']);
    expect(inQuestion('What is the management fee?')).toContainEqual(['management_fee', 'management fee']);
  });

  it("reads past a determiner inside a question's phrase, not a document's", () => {
    const text = 'How much was returned to its investors?';
    expect(inQuestion(text)).toContainEqual(['distributed', 'returned to its investors']);
    expect(inDocument('No more than 15% of the total commitments')).not.toContainEqual(
      expect.arrayContaining(['allocation']),
    );
  });
});
