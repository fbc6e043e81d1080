import { describe, expect, it } from 'vitest';
import { understandQuestion } from '../chat/understand-question';
import { ledgerHit } from './test-support/ledger-hit';
import type { LedgerHit } from './answer-features';
import {
  actualUnasked,
  amountUnasked,
  changeUnasked,
  movementUnasked,
  drawnUnasked,
  classUnasked,
  countUnasked,
  goalUnasked,
  investorPartUnasked,
  kindUnasked,
  levelUnasked,
  perUnitUnasked,
  phaseUnasked,
  priorUnasked,
  sideUnasked,
  inclusionUnasked,
  spanUnasked,
  standInOfOtherKind,
  targetUnasked,
} from './unasked-figures';

describe('movementUnasked', () => {
  it("sets aside a balance's movement for a question asking the balance, not for one asking the movement", () => {
    const borrowings = { label: 'Borrowings under credit facility' };
    const balance = { label: 'Credit facility' };
    const outstanding = "How much was outstanding on the fund's credit facility at year-end?";
    expect(movementUnasked(borrowings, outstanding)).toBe(true);
    expect(movementUnasked(balance, outstanding)).toBe(false);
    expect(movementUnasked(borrowings, 'How much did the fund borrow during the year?')).toBe(false);
    expect(movementUnasked(borrowings, 'How big is the credit facility?')).toBe(false);
  });
});

describe('drawnUnasked', () => {
  const size = 'How large is the credit facility?';
  const facility = (overrides: Partial<LedgerHit>) =>
    ledgerHit({ concept: 'credit_facility', kind: 'money', label: 'Credit facility', ...overrides });
  const statement = facility({
    value: '48,000',
    column_header: 'December 31, 2025',
    quote: 'Credit facility  48,000',
  });
  const drawn = facility({
    value: '$85.0 million',
    quote: 'The facility had $85.0 million outstanding at quarter end, against $250.0 million of capacity.',
  });
  const stated = facility({
    value: '$150 million',
    quote: 'The Partnership has a $150 million revolving credit facility with a commercial bank.',
  });

  it("sets aside what is drawn on a facility, or its statement's balance, for a question of its size", () => {
    expect(drawnUnasked(statement, understandQuestion(size), size)).toBe(true);
    expect(drawnUnasked(drawn, understandQuestion(size), size)).toBe(true);
    expect(
      drawnUnasked(
        facility({ label: 'Borrowings outstanding', value: '$60 million' }),
        understandQuestion(size),
        size,
      ),
    ).toBe(true);
    expect(drawnUnasked(stated, understandQuestion(size), size)).toBe(false);
  });

  it('keeps it for a question of what is drawn or owed', () => {
    const owed = 'How much was outstanding on the credit facility at year-end?';
    expect(drawnUnasked(statement, understandQuestion(owed), owed)).toBe(false);
    const used = 'How much has the fund borrowed under its credit facility?';
    expect(drawnUnasked(drawn, understandQuestion(used), used)).toBe(false);
  });
});

describe('changeUnasked', () => {
  const change = ledgerHit({ label: 'Management fees, net', value: '12%', column_header: '% Change' });
  const amount = ledgerHit({ label: 'Management fees, net', value: '702', column_header: 'Sep 30, 2025' });

  it("sets a row's change aside for a question not about movement", () => {
    expect(changeUnasked(change, 'What were the net management fees in the quarter?')).toBe(true);
    expect(changeUnasked(amount, 'What were the net management fees in the quarter?')).toBe(false);
  });

  it('keeps it for a question about how much the row moved', () => {
    expect(changeUnasked(change, 'By how much did net management fees grow?')).toBe(false);
    expect(changeUnasked(change, 'What was the change in net management fees?')).toBe(false);
  });
});

describe('perUnitUnasked', () => {
  const perShare = ledgerHit({
    label: 'Distributable earnings per share',
    value: '$1.21 per share',
    column_header: null,
  });

  it('sets a per-share amount aside for a question about the whole', () => {
    expect(perUnitUnasked(perShare, 'What were the distributable earnings in the quarter?')).toBe(true);
    expect(
      perUnitUnasked(ledgerHit({ label: 'Distributable earnings' }), 'What were the distributable earnings?'),
    ).toBe(false);
  });

  it('keeps it for a question about shares, prices or payouts', () => {
    expect(perUnitUnasked(perShare, 'What were distributable earnings per share?')).toBe(false);
    expect(perUnitUnasked(perShare, 'What was the share price?')).toBe(false);
  });
});

describe('amountUnasked', () => {
  const fees = ledgerHit({ label: 'Management fees', value: '4,500,000', kind: 'amount' });
  const rate = ledgerHit({ label: 'Management fee', value: '1.5%', kind: 'percent' });

  it('sets an amount aside for a question asking a rate, not a percentage', () => {
    expect(amountUnasked(fees, 'What is the management fee rate of Harbor Fund II?')).toBe(true);
    expect(amountUnasked(rate, 'What is the management fee rate of Harbor Fund II?')).toBe(false);
  });

  it('keeps it for a question asking no rate, or a run rate', () => {
    expect(amountUnasked(fees, 'How much were the management fees?')).toBe(false);
    expect(amountUnasked(fees, 'What is the run-rate of management fees?')).toBe(false);
  });
});

describe('standInOfOtherKind', () => {
  const ratio = understandQuestion("What was Harbor Fund II's expense ratio for the year?");

  it("sets aside a related concept's figure of a kind the concept asked never takes", () => {
    const accrued = ledgerHit({
      concept: 'expenses',
      label: 'Accrued expenses',
      value: '222,000',
      kind: 'amount',
    });
    expect(standInOfOtherKind(accrued, ratio)).toBe(true);
  });

  it('keeps one of a kind it takes, and a figure of the concept asked', () => {
    const share = ledgerHit({ concept: 'expenses', label: 'Expenses', value: '2.71%', kind: 'percent' });
    const asked = ledgerHit({ concept: 'expense_ratio', label: 'Expenses', value: '2.71%', kind: 'percent' });
    expect(standInOfOtherKind(share, ratio)).toBe(false);
    expect(standInOfOtherKind(asked, ratio)).toBe(false);
    const moic = ledgerHit({ concept: 'moic', label: 'MOIC', value: '3.1x', kind: 'multiple' });
    expect(standInOfOtherKind(moic, understandQuestion('What did Tillwise return?'))).toBe(false);
  });
});

describe('phaseUnasked', () => {
  const during = ledgerHit({
    concept: 'management_fee',
    value: '1.75%',
    quote: 'During the Commitment Period, the Partnership shall pay an annual fee of 1.75% of Commitments.',
  });
  const thereafter = ledgerHit({
    concept: 'management_fee',
    value: '1.25%',
    quote: 'Thereafter, the management fee shall equal 1.25% of Net Invested Capital.',
  });

  it('sets aside a term the sentence places in the other phase than the question asks', () => {
    const after = 'What is the management fee after the commitment period?';
    expect(phaseUnasked(during, after)).toBe(true);
    expect(phaseUnasked(thereafter, after)).toBe(false);
    const within = 'What management fee is charged during the commitment period?';
    expect(phaseUnasked(thereafter, within)).toBe(true);
    expect(phaseUnasked(during, within)).toBe(false);
  });

  it('reads the phase a clause places its figure in after it, when one sentence holds both phases', () => {
    const quote =
      'The Partnership will pay an annual management fee equal to 1.5% of Commitments during the investment period and 1.25% of net invested capital thereafter.';
    const first = ledgerHit({ concept: 'management_fee', value: '1.5%', quote });
    const second = ledgerHit({ concept: 'management_fee', value: '1.25%', quote });
    const after = 'What is the management fee after the investment period?';
    expect(phaseUnasked(first, after)).toBe(true);
    expect(phaseUnasked(second, after)).toBe(false);
    const within = 'What is the management fee during the investment period?';
    expect(phaseUnasked(first, within)).toBe(false);
    expect(phaseUnasked(second, within)).toBe(true);
  });

  it("reads a clause opening with 'then' as the phase after the one before it", () => {
    const quote =
      'Management fee 1.5% of commitments during the investment period, then 1.25% of invested capital';
    const first = ledgerHit({ concept: 'management_fee', value: '1.5%', quote });
    const second = ledgerHit({ concept: 'management_fee', value: '1.25%', quote });
    const within = 'What management fee does the fund charge during the investment period?';
    expect(phaseUnasked(first, within)).toBe(false);
    expect(phaseUnasked(second, within)).toBe(true);
  });

  it('reads a figure before one its sentence places after the period as the rate within it', () => {
    const quote = '1.75% on commitments; 1.5% on invested capital after the investment period';
    const first = ledgerHit({ concept: 'management_fee', value: '1.75%', quote });
    const second = ledgerHit({ concept: 'management_fee', value: '1.5%', quote });
    const after = "What is the fund's management fee after the investment period?";
    expect(phaseUnasked(first, after)).toBe(true);
    expect(phaseUnasked(second, after)).toBe(false);
  });

  it("reads the phase a later clause opens with as its figure's, over the sentence's opening", () => {
    const quote =
      'During the investment period, 1.0% per annum of capital commitments; thereafter, 0.75% per annum of invested capital.';
    const first = ledgerHit({ concept: 'management_fee', value: '1.0%', quote });
    const second = ledgerHit({ concept: 'management_fee', value: '0.75%', quote });
    const after = 'What management fee applies after the investment period?';
    expect(phaseUnasked(first, after)).toBe(true);
    expect(phaseUnasked(second, after)).toBe(false);
  });

  it('reads the rate a fee steps down from as the first phase and the rate it steps to as the next', () => {
    const quote =
      'On the sixth anniversary the management fee steps down from 2.0% of commitments to 1.5% of invested capital.';
    const from = ledgerHit({ concept: 'management_fee', value: '2.0%', quote });
    const to = ledgerHit({ concept: 'management_fee', value: '1.5%', quote });
    const after = 'What management fee does the fund charge after the investment period?';
    expect(phaseUnasked(from, after)).toBe(true);
    expect(phaseUnasked(to, after)).toBe(false);
    const within = 'What is the management fee during the investment period?';
    expect(phaseUnasked(from, within)).toBe(false);
    expect(phaseUnasked(to, within)).toBe(true);
  });

  it('reads the rate a clause opening in a phase steps to as that phase', () => {
    const quote = 'During the extension the management fee will be reduced from 1.0% to 0.5% of cost.';
    const to = ledgerHit({ concept: 'management_fee', value: '0.5%', quote });
    const from = ledgerHit({ concept: 'management_fee', value: '1.0%', quote });
    const within = 'What management fee will the fund charge during the extension?';
    expect(phaseUnasked(to, within)).toBe(false);
    expect(phaseUnasked(from, 'What management fee will the fund charge after the extension?')).toBe(false);
  });

  it('sets none aside for a question about no phase', () => {
    expect(phaseUnasked(during, 'What is the management fee?')).toBe(false);
    expect(phaseUnasked(thereafter, 'What is the management fee?')).toBe(false);
  });
});

describe('levelUnasked', () => {
  const quote = 'Assets under management grew 14% year over year to $212.4 billion.';
  const move = ledgerHit({ label: 'Assets under management', value: '14%', quote });
  const level = ledgerHit({ label: 'Assets under management', value: '$212.4 billion', quote });

  it('sets the level a move reached aside for a question about the size of the move', () => {
    const question = 'By how much did assets under management grow?';
    expect(levelUnasked(level, question)).toBe(true);
    expect(levelUnasked(move, question)).toBe(false);
  });

  it('keeps it for a question about the level', () => {
    expect(levelUnasked(level, 'What were the assets under management?')).toBe(false);
  });
});

describe('targetUnasked', () => {
  const targeted = ledgerHit({ concept: 'other', label: 'Target Net IRR', value: '15% - 18%' });
  const expected = ledgerHit({
    concept: 'other',
    label: 'properties',
    value: '12 to 15',
    quote: 'The Company expects to acquire 12 to 15 properties with long remaining leases.',
  });
  const achieved = ledgerHit({ concept: 'net_irr', label: 'Net IRR', value: '11.2%' });

  it('sets a target or an expectation aside for a question about what has happened', () => {
    expect(targetUnasked(targeted, 'What net IRR has the fund achieved to date?')).toBe(true);
    expect(targetUnasked(expected, 'How many properties does the fund own today?')).toBe(true);
    expect(targetUnasked(achieved, 'What net IRR has the fund achieved to date?')).toBe(false);
  });

  it('keeps it for a question that does not ask what has happened', () => {
    expect(targetUnasked(targeted, 'What net IRR does the fund target?')).toBe(false);
    expect(targetUnasked(expected, 'How many properties will the fund buy?')).toBe(false);
  });
});

describe('goalUnasked', () => {
  const policy = ledgerHit({
    concept: 'allocation',
    label: 'Policy target for private markets',
    value: '12%',
  });
  const bounds = ledgerHit({
    concept: 'other',
    label: 'Permissible range',
    value: '8% to 16%',
    number_high: 16,
  });
  const share = "What share of the plan's total assets is in private markets?";

  it('finds a labelled target or allowed range unasked by a question that names no target, limit or plan', () => {
    expect(goalUnasked(policy, share)).toBe(true);
    expect(goalUnasked(bounds, share)).toBe(true);
    expect(goalUnasked(ledgerHit({ concept: 'other', label: 'Limited Partners', value: '99%' }), share)).toBe(
      false,
    );
  });

  it('finds it asked by a question that names one', () => {
    expect(goalUnasked(policy, 'What is the policy target for private markets?')).toBe(false);
    expect(goalUnasked(bounds, 'What range is permitted for private markets?')).toBe(false);
    expect(goalUnasked(policy, 'How much does the plan plan to allocate to private markets?')).toBe(false);
  });
});

describe('spanUnasked', () => {
  const oneYear = ledgerHit({ label: 'Private Markets Portfolio', value: '7.9%', column_header: 'One Year' });

  it('sets a figure over another span aside', () => {
    expect(spanUnasked(oneYear, "What was the portfolio's twenty-year time-weighted return?")).toBe(true);
    expect(spanUnasked(oneYear, "What was the portfolio's 1-year time-weighted return?")).toBe(false);
  });

  it("sets the quarter's flow aside for a flow asked to date", () => {
    const called = ledgerHit({
      label: 'Capital called',
      value: '$31.5 million',
      column_header: null,
      quote: 'During the quarter we called $31.5 million for two new platform investments.',
    });
    expect(spanUnasked(called, 'How much capital have LPs paid into the fund?')).toBe(true);
    expect(spanUnasked(called, 'How much did the fund call in the quarter?')).toBe(false);
  });

  it('judges nothing when either side names no span', () => {
    expect(spanUnasked(oneYear, "What was the portfolio's time-weighted return?")).toBe(false);
    expect(
      spanUnasked(ledgerHit({ label: 'Net return', value: '9.8%' }), 'What was the 20-year return?'),
    ).toBe(false);
  });

  it("reads a prose figure's span from its sentence, the one nearest it when it names several", () => {
    const sinceInception = ledgerHit({
      label: 'Net internal rate of return',
      value: '10.8%',
      quote: 'Since its inception in 2004, the program has earned a net internal rate of return of 10.8%.',
    });
    expect(spanUnasked(sinceInception, 'What is the 10-year return of the program?')).toBe(true);
    expect(spanUnasked(sinceInception, 'What is the since-inception IRR of the program?')).toBe(false);
    const quote = 'The program returned 7.1% over one year and 9.4% over five years.';
    const oneYear = ledgerHit({ label: 'Return', value: '7.1%', quote });
    const fiveYears = ledgerHit({ label: 'Return', value: '9.4%', quote });
    expect(spanUnasked(oneYear, 'What is the 5-year return of the program?')).toBe(true);
    expect(spanUnasked(fiveYears, 'What is the 5-year return of the program?')).toBe(false);
    expect(spanUnasked(oneYear, 'What is the one-year return of the program?')).toBe(false);
  });

  it("reads the year a prose figure's sentence says it ended as one year", () => {
    const fiscalYear = ledgerHit({
      label: 'Net',
      value: '9.8%',
      quote: 'The program returned 9.8% net of fees for the fiscal year ended June 30, 2024.',
    });
    expect(spanUnasked(fiscalYear, "What was the program's 20-year net return?")).toBe(true);
    expect(spanUnasked(fiscalYear, "What was the program's one-year net return?")).toBe(false);
  });

  it('reads a calendar year, a fiscal year or the trailing year a figure states as one year', () => {
    const calendarYear = ledgerHit({
      label: 'Contributions',
      value: '$0.98 billion',
      period: 'calendar year 2024',
    });
    expect(spanUnasked(calendarYear, 'What were contributions in the fourth quarter?')).toBe(true);
    const trailing = ledgerHit({
      label: 'Portfolio underperformed its benchmark',
      value: '270 basis points',
      quote: 'Over the trailing year the portfolio underperformed its benchmark by 270 basis points.',
    });
    expect(spanUnasked(trailing, 'What was the twenty-year return?')).toBe(true);
    expect(spanUnasked(trailing, 'What was the 1-year return?')).toBe(false);
  });
});

describe('countUnasked', () => {
  const quote =
    'The plan has committed $7.95 billion to 86 partnerships managed by 41 firms since inception.';
  const partnerships = ledgerHit({ label: 'Partnerships managed', value: '86', quote, kind: 'count' });
  const firms = ledgerHit({ label: 'Firms since inception', value: '41', quote, kind: 'count' });
  const question = 'How many partnerships has the plan committed to since inception?';
  const counted = understandQuestion(question).counted;

  it('sets aside a count the words after which count something else', () => {
    expect(countUnasked(firms, counted, question)).toBe(true);
    expect(countUnasked(partnerships, counted, question)).toBe(false);
  });

  it('keeps a count whose next words hold what is counted, or words of the question', () => {
    const companies = ledgerHit({
      value: '12',
      quote: 'The fund holds 12 portfolio companies.',
      kind: 'count',
    });
    expect(countUnasked(companies, 'company', 'How many companies does the fund hold?')).toBe(false);
    expect(countUnasked(companies, 'company', 'How many portfolio firms does the fund hold?')).toBe(false);
    expect(countUnasked(firms, null, 'What is the fee?')).toBe(false);
  });

  it("keeps a count whose label or value says what it counts, whatever follows it in a table's row", () => {
    const units = ledgerHit({
      label: 'Units Acquired to Date',
      value: '42',
      quote: 'Units Acquired to Date 42 Preferred Return 8%',
      kind: 'count',
    });
    expect(countUnasked(units, 'unit', 'How many units has the fund acquired?')).toBe(false);
    const days = ledgerHit({
      label: 'Contribute capital within',
      value: 'ten (10) Business Days',
      quote: 'Each partner shall contribute capital within ten (10) Business Days after receipt of a notice.',
    });
    expect(countUnasked(days, 'day', 'How many days do partners have to meet a call?')).toBe(false);
  });
});

describe('classUnasked', () => {
  const classI = ledgerHit({
    label: 'Total return',
    value: '10.42%',
    quote: "For the year, the Fund's Class I shares returned 10.42%.",
  });
  const whole = ledgerHit({ label: 'Total return', value: '10.1%', quote: 'The Fund returned 10.1%.' });

  it("sets another share class's figure aside for a question naming a class", () => {
    expect(classUnasked(classI, 'What did the Class A shares return for fiscal 2025?')).toBe(true);
    expect(classUnasked(classI, 'What did the Class I shares return for fiscal 2025?')).toBe(false);
  });

  it('keeps a figure naming no class, and any figure for a question naming none', () => {
    expect(classUnasked(whole, 'What did the Class A shares return for fiscal 2025?')).toBe(false);
    expect(classUnasked(classI, 'What total return did the fund earn in fiscal 2025?')).toBe(false);
    expect(classUnasked(classI, 'What is the return of each class of shares?')).toBe(false);
  });
});

describe('kindUnasked', () => {
  const rate = ledgerHit({
    concept: 'management_fee',
    kind: 'percent',
    label: 'Management fee',
    value: '1.5%',
  });
  const charged = ledgerHit({
    concept: 'other',
    kind: 'amount',
    label: 'Management fees',
    value: '(375,000)',
  });
  const unasked = (hit: typeof rate, question: string) =>
    kindUnasked(hit, understandQuestion(question), question);

  it('sets a figure aside whose kind is not the kind the question asks for', () => {
    const question = 'What management fees were charged to the Limited Partner year to date?';
    expect(unasked(rate, question)).toBe(true);
    expect(unasked(charged, question)).toBe(false);
  });

  it("keeps periods counted for a count, a part's share and any figure for a question asking no kind", () => {
    const periods = ledgerHit({ concept: 'term_extension', kind: 'duration', value: 'two one-year periods' });
    expect(unasked(periods, 'How many extensions of the term does the term sheet allow?')).toBe(false);
    const share = ledgerHit({ concept: 'other', kind: 'percent', label: 'Co-investments', value: '10%' });
    expect(unasked(share, 'How much of the allocation may go to co-investments?')).toBe(false);
    expect(unasked(rate, 'What is the management fee?')).toBe(false);
  });
});

describe('sideUnasked', () => {
  const before = ledgerHit({ label: 'Total return before carried interest', value: '12.9%' });
  const after = ledgerHit({ label: 'Total return after carried interest', value: '10.6%' });
  const gross = ledgerHit({ label: 'Management fees, gross of offsets', value: '(450,000)' });

  it('sets aside a figure on the other side of a deduction than the question asks', () => {
    const question = 'What total return after carried interest did the limited partners earn?';
    expect(sideUnasked(before, question)).toBe(true);
    expect(sideUnasked(after, question)).toBe(false);
    expect(sideUnasked(gross, 'What are the management fees net of offsets year to date?')).toBe(true);
  });

  it('keeps every figure for a question that takes no side', () => {
    expect(sideUnasked(before, 'What total return did the limited partners earn?')).toBe(false);
    expect(sideUnasked(gross, 'What management fees were charged year to date?')).toBe(false);
  });
});

describe('inclusionUnasked', () => {
  const without = ledgerHit({ label: 'Net IRR without line', value: '14.8%' });
  const withLine = ledgerHit({ label: 'Net IRR with line', value: '17.2%' });

  it('sets aside a figure without what the question asks it with, and the other way', () => {
    expect(inclusionUnasked(without, 'What was the mean net IRR with the line?')).toBe(true);
    expect(inclusionUnasked(withLine, 'What was the mean net IRR with the line?')).toBe(false);
    expect(inclusionUnasked(withLine, 'What was the net IRR excluding the line?')).toBe(true);
  });

  it('keeps every figure where the two speak of different things', () => {
    expect(inclusionUnasked(without, 'Which funds with a net IRR above 15% used a line?')).toBe(false);
    expect(inclusionUnasked(without, 'What was the mean net IRR?')).toBe(false);
  });
});

describe('actualUnasked', () => {
  const size = ledgerHit({ concept: 'fund_size', label: 'Total capital commitments', value: '$312,500,000' });
  const target = ledgerHit({ concept: 'fund_size', label: 'Target commitments', value: '$350,000,000' });

  it('sets aside what happened for a question asking only for a target', () => {
    expect(actualUnasked(size, understandQuestion("What is the fund's target fund size?"))).toBe(true);
    expect(actualUnasked(target, understandQuestion("What is the fund's target fund size?"))).toBe(false);
  });

  it('keeps it for a question asking what happened', () => {
    expect(actualUnasked(size, understandQuestion('How large is the fund?'))).toBe(false);
  });
});

describe('priorUnasked', () => {
  const prior = ledgerHit({
    concept: 'net_irr',
    value: '16.3%',
    scope: 'prior_fund',
    quote: "The General Partner's prior programme generated a net IRR of 16.3%.",
  });
  const named = new Map([[1, 1]]);

  it("sets aside an unnamed prior fund's figure for a question about the document's own fund", () => {
    const question = "What is Alder Bay Fund I's net IRR to date?";
    expect(priorUnasked(prior, understandQuestion(question), named)).toBe(true);
    const own = ledgerHit({ concept: 'net_irr', value: '12.1%' });
    expect(priorUnasked(own, understandQuestion(question), named)).toBe(false);
  });

  it('keeps it for a question about the track record, or one naming no document', () => {
    const record = "What net IRR has Alder Bay's prior programme generated?";
    expect(priorUnasked(prior, understandQuestion(record), named)).toBe(false);
    const unnamed = 'What net IRR has the fund generated?';
    expect(priorUnasked(prior, understandQuestion(unnamed), new Map())).toBe(false);
  });
});

describe('investorPartUnasked', () => {
  const part = ledgerHit({
    concept: 'nav',
    value: '32,081,960',
    section: "Section A: Investor's allocation",
  });
  const whole = ledgerHit({ concept: 'nav', value: '481,229,400', section: 'Section B: Total fund' });

  it("sets aside one investor's part for a question about the whole fund", () => {
    for (const question of [
      'What is the total fund NAV of Ostrava Fund II?',
      'What were the net management fees of the whole Ostrava Partners Fund II?',
    ]) {
      expect(investorPartUnasked(part, question), question).toBe(true);
      expect(investorPartUnasked(whole, question), question).toBe(false);
    }
  });

  it('keeps it for a question about the investor', () => {
    expect(investorPartUnasked(part, "What is Brennan County's NAV in Ostrava Fund II?")).toBe(false);
  });
});
