import { describe, expect, it } from 'vitest';
import type { RetrievedSource } from '../retrieval/retriever';
import { documentHref } from '../retrieval/source-links';
import { answerFigureQuestion } from './figure-answer';
import { understandQuestion } from './understand-question';

function figure(
  label: string,
  value: string,
  concept: string,
  relevance = 4,
  kind = 'amount',
): RetrievedSource {
  return {
    text: `${label}: ${value}`,
    score: relevance,
    investmentId: null,
    figure: { label, value, about: 'the fund', concept, kind, scope: 'fund', relevance },
    citation: {
      kind: 'document',
      id: 7,
      title: 'Helios annual report.pdf',
      href: documentHref(7, 3),
      page: 3,
      quote: `${label} ${value}`,
    },
  };
}

/** A passage of a document, which the retriever gives with no figure. */
const passageOf = (text: string, title: string, page = 2): RetrievedSource => ({
  text,
  score: 1,
  investmentId: null,
  citation: { kind: 'document', id: 8, title, href: documentHref(8, page), page },
});

const lead = (question: string, sources: RetrievedSource[]) =>
  answerFigureQuestion(understandQuestion(question), sources, true)?.response.split('\n')[0];

describe('answerFigureQuestion', () => {
  it('names a figure of the concept asked in the words the question used', () => {
    expect(
      lead('What is the cost basis of Helios Fund II?', [
        figure('Investments, at cost', '$63,150,000', 'cost'),
      ]),
    ).toBe('For Helios Fund II, the cost basis was $63,150,000 [1].');
  });

  it('calls a figure of a concept the question did not ask for by its own label', () => {
    expect(
      lead('How much did Helios Fund II pay in management fees?', [
        figure('Management fees payable', '18,452', 'ending_balance', 3),
      ]),
    ).toBe('For Helios Fund II, the management fees payable was 18,452 [1].');
  });

  it('names a share asked by its whole as the share of it', () => {
    expect(
      lead("What share of Helios Pension Plan's total plan assets is in private markets?", [
        figure('Allocated', '14.2%', 'allocation', 4, 'percent'),
      ]),
    ).toBe('For Helios Pension Plan, the share of total was 14.2% [1].');
  });

  it('never names a figure with a cue or a verb of the question', () => {
    expect(
      lead('How much capital was contributed to Helios Fund II?', [
        figure('Contributions', '920,000', 'called_capital'),
      ]),
    ).toMatch(
      /^For Helios Fund II, the (?:called capital|capital called|contributions?) (?:was|were) 920,000 \[1\]\.$/,
    );
    expect(
      lead('How much capital have LPs paid into Helios Fund II?', [
        figure('Limited partners have funded', '$455.0 million', 'called_capital'),
      ]),
    ).toBe('For Helios Fund II, the called capital was $455.0 million [1].');
  });

  it("leaves a template's bracketed asides and heading capitals out of a label, and the brackets of a label wholly in them", () => {
    expect(
      lead('What offsets to expenses did Helios Fund II apply?', [
        figure('Offsets to Expenses Paid (Applied During Period) (input positive values)', '1,200', 'other'),
      ]),
    ).toBe('For Helios Fund II, the offsets to expenses paid was 1,200 [1].');
    expect(
      lead('What gross management fees did Helios Fund II charge?', [
        figure('(Management Fees – Gross of Offsets)', '(9,375,000)', 'other'),
      ]),
    ).toBe('For Helios Fund II, the management fees – gross of offsets was (9,375,000) [1].');
  });

  it('says how often with what happens so often, as its label words it', () => {
    expect(
      lead('How often must the Helios Fund II Valuation Committee meet?', [
        figure('Committee shall meet', 'quarterly', 'other', 4, 'frequency'),
      ]),
    ).toBe('For Helios Fund II, committee shall meet: quarterly [1].');
  });

  it('says a date with what falls on it, as its label words it', () => {
    expect(
      lead('When does the Helios Fund II investment period end?', [
        figure('Investment Period End Date', '9/30/27', 'investment_period', 4, 'date'),
      ]),
    ).toBe('For Helios Fund II, the investment period end date is 9/30/27 [1].');
  });

  it('answers how many from a count the documents state', () => {
    expect(
      lead('How many members must the Helios Fund II Valuation Committee have?', [
        figure('Members', 'three', 'other', 4, 'count'),
      ]),
    ).toBe('For Helios Fund II, the members were three [1].');
  });

  it('states the best-ranked figure of a row the question names, though the reader gave it no concept', () => {
    const response = lead('What percent of Helios Fund II’s net assets was Alder Robotics?', [
      figure('Alder Robotics, Inc.', '7.8%', 'other', 4),
      figure('Net assets', '89.92%', 'allocation', 3),
    ]);
    expect(response).toContain('7.8% [1]');
    expect(response).not.toContain('89.92%');
  });

  it('says a year-long figure is for its year, and a balance as of its date', () => {
    const dated = (period: string) => {
      const source = figure('Distributions', '$1.12 billion', 'distributed', 5, 'money');
      return { ...source, figure: { ...source.figure!, period } };
    };
    expect(lead('What did Harbor Fund II distribute in 2024?', [dated('2024')])).toBe(
      'For Harbor Fund II, the distributions were $1.12 billion for 2024 [1].',
    );
    expect(lead('What did Harbor Fund II distribute?', [dated('December 31, 2024')])).toBe(
      'For Harbor Fund II, the distributions were $1.12 billion as of December 31, 2024 [1].',
    );
  });

  it('names a figure asked with a verb by its concept, not the verb', () => {
    expect(
      lead('What did Harbor Fund II sell Marisol Bio for?', [
        figure('Acquired by a strategic buyer', '$385 million', 'company_valuation', 4, 'money'),
      ]),
    ).toBe('For Harbor Fund II, the valuation was $385 million [1].');
  });

  it("states an amount with its row's share, as a use of funds gives them, but not a concept's figure", () => {
    const amount = figure('Acquisition of existing restaurants', '$38,400,000', 'other', 4, 'money');
    const share = figure('Acquisition of existing restaurants', '64%', 'other', 5, 'percent');
    expect(lead('How much of Harbor Fund II goes to acquiring existing restaurants?', [share, amount])).toBe(
      'For Harbor Fund II, the acquisition of existing restaurants was $38,400,000 (64%) [1].',
    );
    const fee = figure('Management fee', '2%', 'management_fee', 5, 'percent');
    const feeAmount = figure('Management fee', '$1,200,000', 'other', 4, 'money');
    expect(lead('What is the management fee of Harbor Fund II?', [fee, feeAmount])).toBe(
      'For Harbor Fund II, the management fee was 2% [1].',
    );
  });

  it('quotes a passage only where it states a number of the kind the concept takes', () => {
    const passage = (text: string) => passageOf(text, 'Helios LPA.pdf', 12);
    const question = 'What is the preferred return of Helios Fund II?';
    const dated = passage('Helios Fund II: the preferred return provisions were amended on March 3, 2021.');
    expect(lead(question, [dated])).toBe(
      'The preferred return for Helios Fund II is not stated in your documents.',
    );
    const stated = passage('Helios Fund II: the preferred return is 8% a year, compounded annually.');
    expect(lead(question, [dated, stated])).toBe(
      'Your documents say: “Helios Fund II: the preferred return is 8% a year, compounded annually.” [1]',
    );
    // A question naming no concept is answered by the sentence holding all its words and a number.
    const pool = passage('Helios Fund II: the co-investment pool held $40 million at year end.');
    expect(lead('How much was in Helios Fund II’s co-investment pool at year end?', [dated, pool])).toBe(
      'Your documents say: “Helios Fund II: the co-investment pool held $40 million at year end.” [1]',
    );
    // A concept's words apart in a sentence do not name it.
    const apart = passage(
      'Helios Fund II will pay to the General Partner an annual fee of 2% of each Limited Partner’s Capital Commitment.',
    );
    expect(lead('What is the GP commitment to Helios Fund II?', [apart])).toBe(
      'The GP commitment for Helios Fund II is not stated in your documents.',
    );
    // Nor does a verb's form or another concept's phrase name a concept of one word ('carry').
    const carrying = passage(
      'Helios Fund II: realisations were made at a 24% uplift to carrying value, and its loan carries 7.25%.',
    );
    expect(lead('What carry does Helios Fund II charge?', [carrying])).toBe(
      'The carry for Helios Fund II is not stated in your documents.',
    );
  });

  it('answers when something happens by the dated sentence holding most of the words asked', () => {
    const memo = passageOf(
      'Helios Fund II continuation memorandum. Elections were mailed on October 1, 2026. The transaction is expected to close on or about December 15, 2026.',
      'Helios Fund II election memorandum.pdf',
    );
    expect(lead('When is the Helios Fund II continuation transaction expected to close?', [memo])).toBe(
      'Your documents say: “The transaction is expected to close on or about December 15, 2026.” [1]',
    );
    const deck = passageOf(
      'Helios Fund VI. Target size $2.0 billion. First close Q1 2027.',
      'Helios Fund VI deck.pdf',
    );
    expect(lead("When is Helios Fund VI's first close?", [deck])).toMatch(/^Your documents say: .*Q1 2027/);
    // A dated sentence holding fewer than half the words asked answers nothing.
    expect(lead('When is the Helios Fund II annual meeting of limited partners held?', [memo])).toMatch(
      /^No figure in your documents answers this/,
    );
  });

  it("quotes no sentence of a prior fund's record unless the question asks for it", () => {
    const record = passageOf(
      "The General Partner's prior co-investment programme has invested $612 million and generated a net IRR of 16.3%.",
      'Helios Fund II summary of terms.docx',
    );
    expect(lead('What is the net IRR of Helios Fund II to date?', [record])).toBe(
      'The net IRR for Helios Fund II is not stated in your documents.',
    );
    const quoted = `Your documents say: “${record.text}” [1]`;
    expect(lead("What net IRR has Helios Fund II's prior programme generated?", [record])).toBe(quoted);
    expect(lead("How much has Helios Fund II's co-investment programme invested?", [record])).toBe(quoted);
  });

  it('quotes no passage that leaves out one of the names the question asks about', () => {
    const passage = passageOf(
      'Since inception the Helios Pension Plan portfolio has earned a net IRR of 10.8%.',
      'Helios review.pdf',
    );
    expect(lead('What net IRR has the Helios Pension Plan earned?', [passage])).toMatch(
      /^Your documents say: /,
    );
    expect(
      lead('What net IRR has Ridgeway Partners VIII earned for the Helios Pension Plan?', [passage]),
    ).toBe('The net IRR for Ridgeway Partners VIII and Helios Pension Plan is not stated in your documents.');
  });

  it('quotes no passage that never mentions what the question asks its concept of', () => {
    const passage = passageOf(
      'Helios Pension Plan: the target allocation to private equity is 14% of total assets.',
      'Helios policy.pdf',
    );
    expect(lead("What is the Helios Pension Plan's target allocation to private equity?", [passage])).toMatch(
      /^Your documents say: /,
    );
    expect(lead("What is the Helios Pension Plan's target allocation to hedge funds?", [passage])).toBe(
      'The target allocation for Helios Pension Plan is not stated in your documents.',
    );
  });

  it('quotes no sentence of a passage that leaves out the part the question asks its concept of', () => {
    const passage = passageOf(
      'Helios Pension Plan review. The ten-year return of the private markets portfolio is 9.1%. Growth equity was 24% of the portfolio.',
      'Helios review.pdf',
    );
    expect(
      lead("What is the 10-year return of the Helios Pension Plan's growth equity portfolio?", [passage]),
    ).toMatch(/not stated/);
    const own = passageOf(
      'Helios Pension Plan: the ten-year return of growth equity is 11.8%.',
      'Helios review.pdf',
    );
    expect(
      lead("What is the 10-year return of the Helios Pension Plan's growth equity portfolio?", [own]),
    ).toMatch(/^Your documents say: .*11\.8%/);
  });

  it('quotes no undated sentence of a document titled with years far from the one asked', () => {
    const passage = passageOf(
      'Over the trailing twelve months the Helios portfolio returned 7.3% net of fees.',
      'Helios_Review_2025.pdf',
    );
    expect(lead('What did the Helios portfolio return in fiscal 2020?', [passage])).toMatch(/not stated/);
    expect(lead('What did the Helios portfolio return in fiscal 2024?', [passage])).toMatch(
      /^Your documents say: /,
    );
  });

  it('quotes no sentence whose spans are all other than the one asked', () => {
    const passage = passageOf(
      'Helios Pension Plan net returns as of June 30, 2024: 1-Year 9.8%, 5-Year 14.6%, 10-Year 13.1%.',
      'Helios review.pdf',
    );
    expect(lead("What was the Helios Pension Plan's 20-year net return?", [passage])).toMatch(/not stated/);
    expect(lead("What was the Helios Pension Plan's 10-year net return?", [passage])).toMatch(
      /^Your documents say: /,
    );
  });

  it('quotes the sentence holding the one word of a question that asks a kind of value, in that kind', () => {
    const passage = passageOf(
      'Form PF reports. Current reports are due on the filing date. Current reports are due within 60 days after the quarter end.',
      'Helios regulatory alert.pdf',
    );
    expect(lead('When are current reports on Form PF due?', [passage])).toBe(
      'Your documents say: “Current reports are due within 60 days after the quarter end.” [1]',
    );
  });

  it('quotes the sentence counting what a question counts, with the words that say which ones', () => {
    const passage = passageOf(
      'Helios working paper. We study 1,184 buyout funds. The sample holds 12 funds of funds. It adds 310 venture capital funds from a second source.',
      'Helios working paper.pdf',
    );
    expect(lead('How many buyout funds does the Helios working paper study?', [passage])).toBe(
      'Your documents say: “We study 1,184 buyout funds.” [1]',
    );
    expect(lead('How many venture capital funds does the Helios working paper study?', [passage])).toBe(
      'Your documents say: “It adds 310 venture capital funds from a second source.” [1]',
    );
    expect(lead('How many growth equity funds does the Helios working paper study?', [passage])).toBe(
      'No figure in your documents answers this for Helios.',
    );
  });

  it('quotes no sentence whose dates of the year asked are all of another month', () => {
    const passage = passageOf(
      'As of September 30, 2025, Helios Capital held investments in 231 portfolio companies.',
      'Helios quarterly report.pdf',
    );
    expect(lead('How many portfolio companies did Helios Capital hold at June 30, 2025?', [passage])).toBe(
      'No figure in your documents answers this for Helios Capital as of June 30, 2025.',
    );
    expect(
      lead('How many portfolio companies did Helios Capital hold at September 30, 2025?', [passage]),
    ).toMatch(/^Your documents say: .*231 portfolio companies/);
  });

  it('says no figure answers a question asking a kind of value when the documents hold none', () => {
    const passage = passageOf('Helios Capital is a private markets firm based in Boston.', 'Helios.pdf');
    expect(lead('How many employees does Helios Capital have?', [passage])).toBe(
      'No figure in your documents answers this for Helios Capital.',
    );
    // A question asking no kind of value is the sources answer's to take.
    expect(
      answerFigureQuestion(understandQuestion('What does Helios Capital do?'), [passage], true),
    ).toBeNull();
  });

  it('says no figure answers a question naming no concept when no passage found uses its words', () => {
    const question = 'What loss ratio has Helios Fund II recorded?';
    const cover = passageOf('Helios Fund II. Annual Report to Limited Partners, 2025.', 'Helios.pdf', 1);
    expect(lead(question, [cover])).toBe('No figure in your documents answers this for Helios Fund II.');
    // One word of it in passing is not speaking of it; a passage that does is the sources answer's to quote.
    const passing = passageOf('Helios Fund II has the track record its investors expect.', 'Helios.pdf');
    expect(lead(question, [cover, passing])).toBe(
      'No figure in your documents answers this for Helios Fund II.',
    );
    // Nor is a passage about someone else.
    const elsewhere = passageOf('Kestrel Fund IV has a loss ratio below its peers.', 'Kestrel.pdf');
    expect(lead(question, [cover, elsewhere])).toBe(
      'No figure in your documents answers this for Helios Fund II.',
    );
    const speaks = passageOf('Helios Fund II has a loss ratio below its peers.', 'Helios.pdf');
    expect(answerFigureQuestion(understandQuestion(question), [cover, speaks], true)).toBeNull();
  });

  it('says no figure answers a question naming no concept when only documents hold figures near it, and gives them', () => {
    const question = 'What custody fees did Helios Fund II pay in 2024?';
    const near = figure('Management fees', '4,211', 'management_fee', 1.5);
    const answer = answerFigureQuestion(understandQuestion(question), [near], true)?.response ?? '';
    expect(answer.split('\n')[0]).toBe(
      'No figure in your documents answers this for Helios Fund II as of 2024.',
    );
    expect(answer).toContain('- Management fees: 4,211 (the fund) [1]');
    // Its words alone found the figures: up to four of them are shown.
    const many = ['Management fees', 'Performance fees', 'Transaction costs', 'Audit fees', 'Legal fees'].map(
      (label) => figure(label, '1,000', 'other', 1.5),
    );
    const listed = answerFigureQuestion(understandQuestion(question), many, true)?.response ?? '';
    expect(listed.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(4);
    // A pipeline record among the sources is the sources answer's to show.
    const record: RetrievedSource = {
      text: 'Stage: Due diligence',
      score: 1,
      investmentId: 3,
      citation: { kind: 'investment', id: 3, title: 'Helios Fund II', href: '/investments/3' },
    };
    expect(answerFigureQuestion(understandQuestion(question), [near, record], true)).toBeNull();
  });
});
