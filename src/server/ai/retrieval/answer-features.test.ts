import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import {
  answerFeatures,
  askedText,
  ofOtherDates,
  undatedFarFromTitle,
  type LedgerHit,
} from './answer-features';
import { ledgerHit } from './test-support/ledger-hit';

const figure = (overrides: Partial<LedgerHit>) =>
  ledgerHit({
    concept: 'called_capital',
    label: 'Contributions',
    value: '35,000,000',
    page: 7,
    quote: 'Contributions 35,000,000',
    name: 'Quarterly report.xlsx',
    ...overrides,
  });

const featuresOf = (question: string, hit: LedgerHit, named = new Map<number, number>()) =>
  answerFeatures(hit, understandQuestion(question), named, askedText(question));

describe('answerFeatures', () => {
  it('tells the span a column runs over from the one the question asks', () => {
    const question = 'How much has Harbor Fund II called since inception?';
    const sinceInception = featuresOf(
      question,
      figure({ column_header: 'ITD (Feb-22 - Jun-26) Total Fund' }),
    );
    const yearToDate = featuresOf(question, figure({ column_header: 'YTD (Jan-26 - Jun-26) Total Fund' }));
    expect(sinceInception).toMatchObject({ span_asked: 1, span_other: 0 });
    expect(yearToDate).toMatchObject({ span_asked: 0, span_other: 1 });
  });

  it("reads a return asked of a year as the year's, not the three years'", () => {
    const question = 'What did the private equity program return in fiscal year 2024-25?';
    const oneYear = figure({ concept: 'total_return', kind: 'percent', column_header: '1-Yr' });
    const threeYears = figure({ concept: 'total_return', kind: 'percent', column_header: '3-Yr' });
    expect(featuresOf(question, oneYear)).toMatchObject({ span_asked: 1, span_other: 0 });
    expect(featuresOf(question, threeYears)).toMatchObject({ span_asked: 0, span_other: 1 });
  });

  it('reads one year asked without its year as the year to the report date, not a calendar year', () => {
    const question = 'What one-year return has Class I earned?';
    const calendar = { concept: 'total_return', kind: 'percent', label: 'Calendar year total returns' };
    const trailing = figure({ ...calendar, label: 'Class I at NAV', column_header: '1 Year' });
    const ofAYear = figure({ ...calendar, column_header: '2025' });
    expect(featuresOf(question, trailing)).toMatchObject({ span_asked: 1, span_other: 0 });
    expect(featuresOf(question, ofAYear)).toMatchObject({ span_asked: 0, span_other: 1 });
    // Asked of that year, the year's column is the span asked.
    expect(featuresOf('What did Class I return in calendar year 2025?', ofAYear)).toMatchObject({
      span_asked: 1,
    });
  });

  it('sees the row a question asks its concept of, and a heading it writes by its initials', () => {
    const question = 'How much can the CIO commit to a co-investment?';
    const coInvestment = figure({
      concept: 'other',
      label: 'Co-investment',
      column_header: 'Chief Investment Officer',
      value: '$500 million',
    });
    const secondary = figure({
      concept: 'other',
      label: 'Secondary purchase',
      column_header: 'Investment Director',
      value: '$250 million',
    });
    const [own, other] = [coInvestment, secondary].map((hit) => featuresOf(question, hit));
    expect(own).toMatchObject({ object_in_label: 1 });
    expect(other).toMatchObject({ object_in_label: 0 });
    expect(own.words_in_label).toBeGreaterThan(other.words_in_label);
  });

  it("reads a target's label that only names what is asked as its sentence's subject's", () => {
    const question = "What is the program's strategic target for private equity?";
    const quote = 'Private equity was 11.4% of total fund assets against a strategic target of 13%.';
    const target = figure({ concept: 'allocation', label: 'Strategic target', value: '13%', quote });
    const actual = figure({ concept: 'allocation', label: 'Private equity', value: '11.4%', quote });
    expect(featuresOf(question, target)).toMatchObject({ object_in_label: 1, target_missing: 0 });
    expect(featuresOf(question, actual)).toMatchObject({ object_in_label: 1, target_missing: 1 });
    const elsewhere = figure({
      concept: 'allocation',
      label: 'Strategic target',
      value: '8%',
      quote: 'Real assets were 6.0% against a strategic target of 8%.',
    });
    expect(featuresOf(question, elsewhere)).toMatchObject({ object_in_label: 0 });
  });

  it('reads a fiscal year asked by one year as the year it ends in', () => {
    const committed = (period: string) =>
      featuresOf(
        'How much did the program commit in fiscal year 2026?',
        figure({ concept: 'commitment', period }),
      );
    expect(committed('Fiscal Year 2025-26')).toMatchObject({ year_asked: 1, year_other: 0 });
    expect(committed('fiscal year 2026-27')).toMatchObject({ year_asked: 0, year_other: 1 });
    const spanned = featuresOf(
      'How much did the program commit in fiscal year 2026-27?',
      figure({ concept: 'commitment', period: 'fiscal year 2026-27' }),
    );
    expect(spanned).toMatchObject({ year_asked: 1 });
    // Asked across its two years, a fiscal year is not the next one that shares a year with it.
    const next = featuresOf(
      'How much did the program commit in fiscal year 2024-25?',
      figure({ concept: 'commitment', period: '2025-26' }),
    );
    expect(next).toMatchObject({ year_asked: 0, year_other: 1 });
  });

  it('takes a percent a measure moved by for the growth asked', () => {
    const question = 'By how much did the program’s distributions rise in fiscal year 2026?';
    const quote = 'Distributions rose 22% from fiscal year 2025 as sponsors resumed exits.';
    const rise = figure({ concept: 'other', label: 'Distributions', value: '22%', kind: 'percent', quote });
    expect(featuresOf(question, rise)).toMatchObject({ concept_first: 1 });
    const level = figure({ concept: 'other', label: 'Distributions', value: '5.0', kind: 'amount' });
    expect(featuresOf(question, level)).toMatchObject({ concept_first: 0 });
    // So is the rate a perfect says it has grown at.
    const grown = figure({
      concept: 'other',
      label: 'Revenue has grown',
      value: '15.5%',
      kind: 'percent',
      quote: 'Revenue has grown at 15.5% a year since 2023.',
    });
    expect(featuresOf("How fast has Kestrel's revenue grown?", grown)).toMatchObject({ concept_first: 1 });
  });

  it("reads a column's year marked as actual or budgeted as that year", () => {
    const question = 'What revenue does the 2026 budget show?';
    expect(featuresOf(question, figure({ column_header: '2026B' }))).toMatchObject({ year_asked: 1 });
    expect(featuresOf(question, figure({ column_header: '2025A' }))).toMatchObject({ year_other: 1 });
  });

  it("reads a fiscal year's column written as one word ('FY2024') as that year", () => {
    const question = 'How much did the program receive in distributions in FY2024?';
    expect(featuresOf(question, figure({ column_header: 'FY2024' }))).toMatchObject({ year_asked: 1 });
    expect(featuresOf(question, figure({ column_header: 'FY2022' }))).toMatchObject({ year_other: 1 });
  });

  it('reads year to date as its own span, not as since inception', () => {
    const features = featuresOf(
      'What did the fund distribute year to date?',
      figure({ column_header: 'Year-to-date' }),
    );
    expect(features).toMatchObject({ span_asked: 1, span_other: 0 });
  });

  it('tells a return over the years asked from one over other years', () => {
    const question = 'What was the fund’s 5-year net return?';
    expect(featuresOf(question, figure({ column_header: '5 Yr' }))).toMatchObject({ span_asked: 1 });
    expect(featuresOf(question, figure({ column_header: 'Ten Years' }))).toMatchObject({ span_other: 1 });
  });

  it("never takes a party's name alone for the concept asked, only for whose the figure is", () => {
    const question = "What annualised return have Thornbury II's limited partners earned?";
    const share = figure({ concept: 'other', label: 'Limited Partners', value: '80%', kind: 'percent' });
    const named = figure({
      concept: 'other',
      label: 'Limited partners return',
      value: '17.8%',
      kind: 'percent',
    });
    expect(featuresOf(question, share)).toMatchObject({ words_in_label: 0 });
    expect(featuresOf(question, named).words_in_label).toBeGreaterThan(0);
  });

  it('tells a figure the question states from the one it asks for', () => {
    const question = "How much would a 100 basis point rise in discount rates cut Fund II's NAV?";
    const rise = figure({
      concept: 'other',
      label: 'Rise',
      value: '100 basis point',
      kind: 'bps',
      number: 100,
    });
    const cut = figure({ concept: 'other', label: 'Reduce NAV', value: '6%', kind: 'percent', number: 6 });
    expect(featuresOf(question, rise).value_in_question).toBe(1);
    expect(featuresOf(question, cut).value_in_question).toBe(0);
  });

  it("names a fund its manager's document numbers alone ('Fund II') by the question's full name", () => {
    const question = "How large was Sable Harbor's second fund?";
    // A track record's rows, each a prior fund by its number alone.
    const recordRow = (fund: string) =>
      figure({ concept: 'fund_size', label: fund, scope: 'prior_fund', scope_name: fund });
    const [row, other] = [recordRow('Fund II'), recordRow('Fund I')];
    expect(featuresOf(question, row).owner_named).toBe(1);
    expect(featuresOf(question, other).owner_named).toBe(0);
  });

  it("counts a party the question names that the figure's row and column leave out", () => {
    const question = "What is LP #5's unfunded commitment?";
    const features = (column: string) =>
      answerFeatures(
        figure({ concept: 'unfunded', label: 'Ending Unfunded Commitment', column_header: column }),
        understandQuestion(question),
        new Map(),
        askedText(question, [], ['LP 5']),
      );
    expect(features("LP #5's Allocation of Total Fund").party_unheld).toBe(0);
    expect(features('Total Fund (incl. GP Allocation)').party_unheld).toBe(1);
  });

  it("takes a party named in the figure's own clause as holding it, and not one named in the clause before", () => {
    const question = 'How much is Hollins Ridge committing to the continuation fund?';
    const quote =
      'Hollins Ridge Secondary Partners will lead the transaction with a commitment of $600 million, and co-investors have committed a further $410 million.';
    const features = (value: string) =>
      answerFeatures(
        figure({ concept: 'commitment', label: 'Commitment', value, quote }),
        understandQuestion(question),
        new Map(),
        askedText(question, [], ['Hollins Ridge']),
      );
    expect(features('$600 million').party_unheld).toBe(0);
    expect(features('$410 million').party_unheld).toBe(1);
  });

  it("takes the reader's own rows of a notice for the party it is addressed to, and no one else's", () => {
    const question = "What is Thistledown's share of the distribution?";
    const asked = askedText(question, ['Thistledown'], ['Thistledown']);
    const features = (overrides: Partial<LedgerHit>) =>
      answerFeatures(
        figure({ concept: 'distributed', label: 'Total distribution', ...overrides }),
        understandQuestion(question),
        new Map(),
        asked,
      );
    const addressee = 'Thistledown University Endowment';
    expect(features({ column_header: 'Your Share', addressee })).toMatchObject({
      party_unheld: 0,
      row_named: 1,
    });
    expect(features({ column_header: 'Partnership Total', addressee }).party_unheld).toBe(1);
    expect(features({ column_header: 'Your Share' }).party_unheld).toBe(1);
    const prose = {
      label: 'Interest',
      value: '2.5%',
      quote: 'Your share reflects your 2.5% interest in the Partnership.',
      addressee,
    };
    expect(features(prose).party_unheld).toBe(0);
    expect(features({ section: 'Your Account After This Distribution', addressee }).party_unheld).toBe(0);
  });

  it("takes an index's figure for the index's alone, whatever fund's sentence labels it", () => {
    const question = "What total return did the fund's Class I shares earn?";
    const features = (scope: LedgerHit['scope'], scopeName: string | null) =>
      featuresOf(
        question,
        figure({
          concept: 'total_return',
          label: "Fund's Class I shares returned",
          value: scope === 'benchmark' ? '9.18%' : '10.42%',
          kind: 'percent',
          scope,
          scope_name: scopeName,
        }),
      );
    expect(features('benchmark', 'Morningstar LSTA US Leveraged Loan Index').owner_named).toBe(0);
    expect(features('fund', null).own_figure).toBe(1);
  });

  it('reads the phrase of a concept asked first in the label of a figure read as the one asked after it', () => {
    const question = "How much was drawn on the fund's credit facility?";
    const facility = (label: string) =>
      featuresOf(
        question,
        figure({ concept: 'credit_facility', label, value: '$1.35 billion', kind: 'money' }),
      );
    expect(facility('Amount outstanding')).toMatchObject({ concept_other: 1, phrase_in_label: 1 });
    expect(facility('Secured revolving credit facility').phrase_in_label).toBe(0);
  });

  it("reads a questionnaire's question heading an answer as saying what the answer's figures are", () => {
    const question = "What is Kestrel Ridge's loss ratio?";
    const answer = (section: string) =>
      featuresOf(
        question,
        figure({
          concept: 'other',
          label: 'Capital lost on investments below cost',
          value: '4.1%',
          kind: 'percent',
          section,
        }),
      );
    const asked = answer("Track Record › 3.2 What is the loss ratio across the firm's investments?");
    expect(asked.words_in_label).toBe(2);
    expect(asked.fit_without_concept).toBeGreaterThan(0.5);
    expect(answer('Track Record › Loss ratio').words_in_label).toBe(0);
  });

  it("knows a total column from a party's share of the total", () => {
    const question = 'How much has Harbor Fund II called?';
    expect(
      featuresOf(question, figure({ column_header: 'Total Fund (incl. GP Allocation)' })).total_column,
    ).toBe(1);
    expect(
      featuresOf(question, figure({ column_header: "LP #5's Allocation of Total Fund" })).total_column,
    ).toBe(0);
  });

  it("sees a class of partner's column the question names no such class for", () => {
    const classOf = (question: string, column: string) =>
      featuresOf(question, figure({ column_header: column })).column_class_unasked;
    const whole = 'How much capital did the partners of Harbor Fund II contribute in 2025?';
    expect(classOf(whole, 'General partner')).toBe(1);
    expect(classOf(whole, 'Limited partners')).toBe(1);
    expect(classOf(whole, 'Total')).toBe(0);
    expect(classOf(whole, 'Total Fund (incl. GP Allocation)')).toBe(0);
    expect(
      classOf('How much did the limited partners of Harbor Fund II contribute?', 'Limited partners'),
    ).toBe(0);
    expect(
      classOf('How much has LP #5 contributed since inception?', "LP #5's Allocation of Total Fund"),
    ).toBe(0);
  });

  it('sees a party the question names in the column heading', () => {
    const features = featuresOf(
      'How much has LP #5 contributed since inception?',
      figure({ column_header: "ITD LP #5's Allocation of Total Fund" }),
    );
    expect(features.column_named).toBe(1);
  });

  it("counts the question's further names in a row: the investor and the fund", () => {
    const question = 'How much did CalPERS commit to Blackstone Core Equity Partners II?';
    const row = (label: string) => figure({ concept: 'commitment', label, scope: 'prior_fund' });
    expect(featuresOf(question, row('CalPERS Blackstone Core Equity Partners II Buyout')).names_in_row).toBe(
      1,
    );
    expect(
      featuresOf(question, row('CalPERS Hellman & Friedman Capital Partners X Buyout')).names_in_row,
    ).toBe(0);
  });

  it('marks a balance owed or prepaid that the question does not ask for', () => {
    const question = 'How much capital did partners contribute during the year?';
    expect(featuresOf(question, figure({ label: 'Capital contributions receivable' })).balance_item).toBe(1);
    expect(featuresOf(question, figure({ label: 'Capital contributions' })).balance_item).toBe(0);
    expect(
      featuresOf(
        'What capital contributions are receivable?',
        figure({ label: 'Capital contributions receivable' }),
      ).balance_item,
    ).toBe(0);
  });

  it('marks the total row a question for a total asks for, and no part of it', () => {
    const question = 'What was the total cost basis of Harbor Fund II’s investments?';
    const total = figure({ concept: 'cost', label: 'Total acquisition cost', value: '141,760,630' });
    const part = figure({ concept: 'cost', label: 'Affiliated investments at cost', value: '662,235' });
    expect(featuresOf(question, total).total_asked).toBe(1);
    expect(featuresOf(question, part).total_asked).toBe(0);
    expect(featuresOf('What was the cost basis of Harbor Fund II’s investments?', total).total_asked).toBe(0);
  });

  it('marks a figure of another kind than the question asks for, and a range asked for', () => {
    const count = figure({ concept: 'other', label: 'Partnerships', value: '24', kind: 'count' });
    const percent = figure({ concept: 'other', label: 'Partnerships', value: '7.9%', kind: 'percent' });
    const question = 'How many partnerships did the program commit to?';
    expect(featuresOf(question, count).kind_unasked).toBe(0);
    expect(featuresOf(question, percent).kind_unasked).toBe(1);
    expect(featuresOf(question, count).counted_in_label).toBe(1);
    expect(
      featuresOf(question, figure({ label: 'Private equity program', kind: 'count' })).counted_in_label,
    ).toBe(0);
    expect(featuresOf('What did the program commit to partnerships?', percent).kind_unasked).toBe(0);
    const range = figure({ concept: 'allocation', value: '8% to 18%', kind: 'percent', number_high: 18 });
    const target = figure({ concept: 'allocation', value: '13.0%', kind: 'percent' });
    const asked = 'What is the allowed range for the private equity allocation?';
    expect(featuresOf(asked, range).range_asked).toBe(1);
    expect(featuresOf(asked, target).range_asked).toBe(0);
    expect(featuresOf('What is the private equity allocation?', range).range_asked).toBe(0);
  });

  it("marks a benchmark's figure when the question asks of a benchmark, and the fund's when it does not", () => {
    const index = figure({ concept: 'total_return', scope: 'benchmark', value: '8.9%', kind: 'percent' });
    const fund = figure({ concept: 'total_return', value: '10.8%', kind: 'percent' });
    const asked = 'How did the fund’s benchmark perform in 2025?';
    expect(featuresOf(asked, index)).toMatchObject({ benchmark_asked: 1, benchmark_unasked: 0 });
    expect(featuresOf(asked, fund)).toMatchObject({ benchmark_asked: 0, benchmark_unasked: 1 });
    expect(featuresOf('What was the fund’s total return?', index)).toMatchObject({
      benchmark_asked: 0,
      benchmark_unasked: 0,
    });
    // A benchmark the fund is compared with asks for the fund's figure.
    expect(featuresOf('By how much did the fund outperform its benchmark?', fund)).toMatchObject({
      benchmark_unasked: 0,
    });
  });

  it("reads a label's words up to what it takes off, unless the question takes it off too", () => {
    const carry = figure({ concept: 'other', label: 'Carried Interest Accrued/Earned (Total)' });
    const nav = figure({ concept: 'nav', label: 'Ending NAV – Net of Accrued/Earned Carried Interest' });
    const asked = 'How much carried interest has the GP earned since inception?';
    expect(featuresOf(asked, carry).words_in_label).toBe(3);
    expect(featuresOf(asked, nav).words_in_label).toBe(0);
    const ratio = figure({
      concept: 'expense_ratio',
      label: 'Ratio of expenses, excluding incentive fees, to average net assets',
      kind: 'percent',
    });
    expect(featuresOf("What was the fund's expense ratio excluding incentive fees?", ratio)).toMatchObject({
      words_in_label: 1,
    });
  });

  it("marks a figure of another concept than the one asked, and its row's name as no answer", () => {
    const question = 'What was the NAV per share of Harbor Fund Class I?';
    const asked = askedText(question, ['Class I']);
    const features = (hit: LedgerHit) => answerFeatures(hit, understandQuestion(question), new Map(), asked);
    const otherConcept = figure({
      concept: 'total_return',
      label: 'Class I shares returned',
      kind: 'percent',
    });
    const navPerShare = figure({ concept: 'nav_per_share', label: 'Net asset value, end of year Class I' });
    expect(features(otherConcept)).toMatchObject({ concept_unasked: 1, row_named: 0 });
    expect(features(navPerShare)).toMatchObject({ concept_unasked: 0, row_named: 1 });
  });

  it('marks an opening balance the question does not ask for', () => {
    const opening = figure({ concept: 'nav_per_share', label: 'Net asset value, beginning of year' });
    expect(featuresOf('What was the NAV per share at March 31, 2025?', opening).opening_unasked).toBe(1);
    expect(
      featuresOf('What was the NAV per share at the beginning of the year?', opening).opening_unasked,
    ).toBe(0);
  });

  it('marks a zero or a dash, never a real amount', () => {
    const question = 'How much has Harbor Fund II distributed?';
    expect(featuresOf(question, figure({ value: '0' })).zero_value).toBe(1);
    expect(featuresOf(question, figure({ value: '—' })).zero_value).toBe(1);
    expect(featuresOf(question, figure({ value: '(1,452,175,000)' })).zero_value).toBe(0);
    expect(featuresOf(question, figure({ value: '$0.05' })).zero_value).toBe(0);
  });

  it("sees a row the question names in a table the reader took for the fund's own, and a total beside it", () => {
    const question = "What was SVVC's Revasum holding worth at December 31, 2019?";
    const asked = askedText(question, ['SVVC', 'Revasum']);
    const features = (label: string) =>
      answerFeatures(
        figure({ concept: 'other', label, scope: 'fund', column_header: 'Fair value' }),
        understandQuestion(question),
        new Map(),
        asked,
      );
    expect(features('Revasum, Inc. Semiconductor Equipment')).toMatchObject({
      row_named: 1,
      total_of_named_row: 0,
    });
    expect(features('Total market value')).toMatchObject({ row_named: 0, total_of_named_row: 1 });
    expect(features('Wrightspeed, Inc. Automotive')).toMatchObject({ row_named: 0, total_of_named_row: 0 });
  });

  it('takes a total row under a column the question names for the named part, not a total beside it', () => {
    const question = "How much of Harbor Fund II's portfolio is valued using Level 3 inputs?";
    const asked = askedText(question, ['Level 3']);
    const total = (column: string) =>
      answerFeatures(
        figure({ concept: 'fair_value', label: 'Total investments', column_header: column }),
        understandQuestion(question),
        new Map(),
        asked,
      ).total_of_named_row;
    expect(total('Level 3')).toBe(0);
    expect(total('Level 1')).toBe(1);
  });
});

describe('ofOtherDates', () => {
  const asked = (question: string, period: string | null, column: string | null = null) =>
    ofOtherDates(figure({ period, column_header: column }), understandQuestion(question));

  it('tells a figure as of another date of the year asked, by month or quarter', () => {
    const question = 'How many portfolio companies did Ridgeway hold at June 30, 2025?';
    expect(asked(question, 'September 30, 2025')).toBe(true);
    expect(asked(question, 'June 30, 2025')).toBe(false);
    expect(asked('What was the NAV in the second quarter of 2025?', null, 'Sep 30, 2025')).toBe(true);
    expect(asked('What was the NAV in the third quarter of 2025?', null, 'Sep 30, 2025')).toBe(false);
  });

  it("tells a figure of another month than a year's end or a quarter named without its year", () => {
    expect(asked('What was the NAV at the end of 2025?', 'September 30, 2025')).toBe(true);
    expect(asked('What was the NAV at the end of 2025?', 'December 31, 2025')).toBe(false);
    const firstQuarter = 'What was the NAV at the end of the first quarter?';
    expect(asked(firstQuarter, 'June 30, 2026')).toBe(true);
    expect(asked(firstQuarter, 'March 31, 2026')).toBe(false);
    expect(asked(firstQuarter, null)).toBe(false);
  });

  it('judges nothing when either side gives no month: a year, a fiscal period, no date at all', () => {
    expect(asked('What was the NAV in 2025?', 'September 30, 2025')).toBe(false);
    expect(asked('What was the NAV in Q1 fiscal 2025?', 'September 30, 2025')).toBe(false);
    expect(asked('What was the NAV at June 30, 2025?', null)).toBe(false);
    expect(asked('What was the NAV at June 30, 2025?', 'fiscal 2025')).toBe(false);
  });
});

describe('undatedFarFromTitle', () => {
  const review = (period: string | null) =>
    figure({ concept: 'total_return', label: 'Net', value: '7.3%', period, name: 'Plan_Review_2025.pdf' });
  const far = (question: string, hit: LedgerHit) => undatedFarFromTitle(hit, understandQuestion(question));

  it('sets aside an undated figure of a document titled with years far from the one asked', () => {
    expect(far('What did the portfolio return in fiscal 2020?', review(null))).toBe(true);
    expect(far('What did the portfolio return in fiscal 2030?', review(null))).toBe(true);
  });

  it("sets aside an undated figure of a quarter's report for any other year", () => {
    const letter = figure({
      concept: 'net_irr',
      value: '17.3%',
      period: null,
      name: 'Harbor_Q3_2025_Letter.pdf',
    });
    expect(far("What was Harbor's net IRR at the end of 2024?", letter)).toBe(true);
    expect(far("What was Harbor's net IRR at September 30, 2025?", letter)).toBe(false);
    expect(far("What was Harbor's net IRR at February 28, 2026?", letter)).toBe(false);
  });

  it('keeps it for a year near the title, a dated figure, an untitled year or a question of no year', () => {
    expect(far('What did the portfolio return in fiscal 2024?', review(null))).toBe(false);
    expect(far('What did the portfolio return in fiscal 2020?', review('June 30, 2020'))).toBe(false);
    expect(
      far('What did the portfolio return in fiscal 2020?', figure({ period: null, name: 'Plan review.pdf' })),
    ).toBe(false);
    expect(far('What did the portfolio return?', review(null))).toBe(false);
  });
});
