import { describe, expect, it } from 'vitest';
import { understandQuestion } from './understand-question';

describe('understandQuestion', () => {
  it("reads a phrase's value as of a date as that phrase's, not as a value 'valued at'", () => {
    expect(understandQuestion("What was Acme Fund II's net asset value at June 30, 2026?")).toMatchObject({
      concepts: ['nav'],
      names: ['Acme Fund II'],
    });
    expect(understandQuestion('What was the portfolio valued at on June 30, 2026?').concepts).toEqual([
      'fair_value',
    ]);
  });

  it("reads a finance abbreviation as its concept, not as a name ('LTV')", () => {
    expect(understandQuestion('What is the LTV limit for Acme Property Fund II?')).toMatchObject({
      concepts: ['borrowing_limit'],
      names: ['Acme Property Fund II'],
    });
  });

  it('puts first, of two concepts one word asks for, the one the word names', () => {
    expect(understandQuestion("What is Acme Credit Fund's leverage?").concepts).toEqual([
      'leverage',
      'borrowing_limit',
    ]);
  });

  it("reads the party a 'who' question asks for, and whose it is", () => {
    expect(understandQuestion('Who is the administrator of Acme Fund II?').party).toEqual({
      role: 'administrator',
      of: 'Acme Fund II',
    });
    expect(understandQuestion('What is the net IRR of Acme Fund II?').party).toBeNull();
  });

  it('tells a question for a track record from one for the fund itself', () => {
    expect(understandQuestion("What net IRR did Helios's prior funds generate?").record).toBe(true);
    expect(understandQuestion('What is the track record of Helios Capital?').record).toBe(true);
    expect(understandQuestion('What net IRR has Helios Fund II generated?').record).toBe(false);
  });

  it('reads the concept asked, and whose it is, keeping a measure out of the name', () => {
    expect(understandQuestion('What is the Net IRR of Fund II?')).toMatchObject({
      intent: 'figure',
      concepts: ['net_irr'],
      names: ['Fund II'],
    });
    expect(understandQuestion('What is the Management Fee of Helios Capital Fund?')).toMatchObject({
      concepts: ['management_fee'],
      names: ['Helios Capital Fund'],
    });
  });

  it("reads a company's valuation, a stake and what is drawn on a facility by the words people ask with", () => {
    expect(understandQuestion('At what valuation did Corvane Robotics raise its Series C?').concepts[0]).toBe(
      'company_valuation',
    );
    expect(understandQuestion('What did Marisol Bio sell for?').concepts).toEqual(['company_valuation']);
    expect(understandQuestion('How much of Corvane Robotics does the fund own?').concepts).toEqual([
      'ownership',
    ]);
    expect(understandQuestion("How much is drawn on the fund's credit facility?").concepts).toEqual([
      'debt',
      'credit_facility',
    ]);
    expect(understandQuestion('How much has the fund drawn from its investors?').concepts).toEqual([
      'called_capital',
    ]);
  });

  it('keeps a numbered party in its name, and reads names joined by "in" or "at" apart', () => {
    expect(understandQuestion("What is LP #5's ending capital in the Harbor report?").names).toEqual([
      'LP 5',
      'Harbor',
    ]);
    expect(
      understandQuestion('How much has LP #5 committed to Harbor Fund II in the Keystone template?').names,
    ).toEqual(['LP 5', 'Harbor Fund II', 'Keystone']);
    expect(understandQuestion("What is the Bank of America's fee?").names).toEqual(['Bank of America']);
  });

  it("ends a name at a plural's possessive, unless the name goes on after it", () => {
    expect(understandQuestion("What are Fenwick Veterinary Holdings' realised proceeds?").names).toEqual([
      'Fenwick Veterinary Holdings',
    ]);
    expect(
      understandQuestion("What is Brennan County Employees' Retirement Fund's commitment?").names,
    ).toEqual(["Brennan County Employees' Retirement Fund"]);
    expect(understandQuestion("How fast is Tessaly Payments' ARR growing?").names).toEqual([
      'Tessaly Payments',
    ]);
    expect(understandQuestion('At what price did Pellucid Analytics IPO?').names).toEqual([
      'Pellucid Analytics',
    ]);
    expect(understandQuestion('What is the preferred return under the ILPA Model LPA?').names).toEqual([
      'ILPA Model LPA',
    ]);
  });

  it('reads the date a growth is measured from as no date asked', () => {
    const from = understandQuestion('By how much did secondary volume grow from the first half of 2025?');
    expect([from.years, from.period]).toEqual([[], null]);
    const over = understandQuestion('By how much did net asset value grow in 2025?');
    expect(over.years).toEqual([2025]);
  });

  it('reads a role or measure with a word hyphened to it as no name', () => {
    expect(understandQuestion('What share of GP-led volume were single-asset deals?').names).toEqual([]);
    expect(understandQuestion('How much LP-led volume did Harbor Fund II sell?').names).toEqual([
      'Harbor Fund II',
    ]);
  });

  it('reads a number a document gives itself as no name', () => {
    expect(
      understandQuestion("What is Cedar Grove's share of Harbor Fund II's capital call No. 7?").names,
    ).toEqual(['Cedar Grove', 'Harbor Fund II']);
    expect(understandQuestion('How much does capital call notice #3 ask for?').names).toEqual([]);
  });

  it("ends a name at its numeral when 'for' or 'and' joins another name to it", () => {
    expect(
      understandQuestion('What is the net asset value of Ashford Ventures III for Cedar Valley?').names,
    ).toEqual(['Ashford Ventures III', 'Cedar Valley']);
    expect(understandQuestion('Compare the net IRR of Harbor Fund II and Harbor Fund III').names).toEqual([
      'Harbor Fund II',
      'Harbor Fund III',
    ]);
    expect(understandQuestion('What did the Center for Private Equity Research find?').names).toEqual([
      'Center for Private Equity Research',
    ]);
  });

  it("ends a fund's name at 'Fund', but for its numeral, legal form or share class", () => {
    expect(
      understandQuestion('How often must the Harbor Technology Fund Valuation Committee meet?').names,
    ).toEqual(['Harbor Technology Fund', 'Valuation Committee']);
    expect(understandQuestion('What is the NAV of Harbor Lending Fund Class I?').names).toEqual([
      'Harbor Lending Fund Class I',
    ]);
    expect(understandQuestion('What is the fee of Harbor Fund III-A?').names).toEqual(['Harbor Fund III-A']);
    expect(understandQuestion("What did Harbor Lending Fund's Class A shares return in 2025?").names).toEqual(
      ['Harbor Lending Fund', 'Class A'],
    );
    expect(understandQuestion('What is the fee of ABC Private Equity Fund LP?').names).toEqual([
      'ABC Private Equity Fund LP',
    ]);
    // A share class after a name that is no fund's full name is that fund's class.
    expect(understandQuestion('What is the minimum investment for Harbor Class I shares?').names).toEqual([
      'Harbor',
      'Class I',
    ]);
  });

  it.each([
    ['How many redeemable shares of the fund were in issue at the end of 2024?', 'shares_outstanding'],
    ['How much did investors redeem from the fund in 2024?', 'redemptions'],
    ['How much was subscribed into the fund in 2024?', 'subscriptions'],
    ['By how much did Fund II beat its benchmark over one year?', 'excess_return'],
    ['By how much did the portfolio trail its benchmark over the last year?', 'excess_return'],
  ])('reads "%s" as asking for %s', (question, concept) => {
    expect(understandQuestion(question).concepts).toEqual([concept]);
  });

  it('reads no number in words as a word of the label asked', () => {
    expect(understandQuestion('How levered are the two Aberlour continuation companies?').labelWords).toEqual(
      ['continuat', 'company'],
    );
  });

  it("reads a question's own word for a concept before another concept as a qualifier of that one", () => {
    expect(understandQuestion('What is the minimum allocation to real assets?')).toMatchObject({
      concepts: ['allocation'],
      labelWords: expect.arrayContaining(['minimum']),
    });
    expect(understandQuestion('What is the minimum for new investors?').concepts).toEqual([
      'minimum_commitment',
    ]);
    expect(understandQuestion('What is the cap on organizational expenses?')).toMatchObject({
      concepts: ['organizational_expenses'],
      labelWords: expect.arrayContaining(['cap']),
    });
    expect(
      understandQuestion("What is the cap on Harbor Fund II's organizational expenses?").concepts,
    ).toEqual(['organizational_expenses']);
    // What moves another figure is not asked.
    expect(understandQuestion('By how much did the subscription line raise the net IRR?').concepts).toEqual([
      'net_irr',
    ]);
    // A verb's own word before its object asks for the object.
    expect(understandQuestion('Has the manager raised the management fee?').concepts).toEqual([
      'management_fee',
    ]);
    expect(understandQuestion('How much was raised for the fund?').concepts).toEqual(['fund_size']);
  });

  it('reads a question for how much something grew as one for its growth, sought by its words, an acronym spelt out too', () => {
    expect(understandQuestion('By how much did assets under management grow?')).toMatchObject({
      concepts: ['growth_rate'],
      labelWords: expect.arrayContaining(['asset', 'manag']),
    });
    expect(understandQuestion("By how much did the Fund's NAV rise in the quarter?").labelWords).toEqual(
      expect.arrayContaining(['nav', 'net', 'asset']),
    );
    expect(understandQuestion("How fast is Linmoor Dental Partners' revenue growing?")).toMatchObject({
      concepts: ['growth_rate'],
      labelWords: expect.arrayContaining(['revenu']),
    });
    expect(understandQuestion('What were the assets under management?').concepts).toEqual(['aum']);
    expect(
      understandQuestion('By how much would net assets rise if equity prices increased 10%?').concepts,
    ).not.toContain('growth_rate');
  });

  it('reads a question for the share of commitments called as one for how far they are called', () => {
    for (const question of [
      'What share of its commitment has the Limited Partner contributed?',
      'What percentage of commitments will the fund have drawn after the call?',
      'What percent of its commitment has the investor funded?',
    ])
      expect(understandQuestion(question).concepts).toEqual(['percent_called']);
    expect(understandQuestion('How much has the Limited Partner contributed?').concepts).toEqual([
      'called_capital',
    ]);
    // How much of its commitments a fund has called is that share, or the amount called.
    expect(understandQuestion('How much of its commitments has Harbor Fund II called?').concepts).toEqual([
      'percent_called',
      'called_capital',
    ]);
    expect(understandQuestion('What share of commitments went to buyout funds?').concepts).toEqual([
      'commitment',
    ]);
  });

  it("reads a cue that heads a concept's name, after a noun of its own, as that noun's", () => {
    expect(understandQuestion('What was the mean facility size?')).toMatchObject({
      concepts: [],
      labelWords: ['mean', 'facility', 'size'],
    });
    expect(understandQuestion('What is the administration fee?').concepts).toEqual([]);
    expect(understandQuestion('What is the final size of the fund?').concepts).toEqual(['fund_size']);
    expect(understandQuestion('What is the size of the fund?').concepts).toEqual(['fund_size']);
  });

  it("reads of two phrases sharing a word the later, the compound's head", () => {
    const concepts = understandQuestion(
      "What is the Limited Partner's capital commitment to Harbor Fund II?",
    ).concepts;
    expect(concepts).toContain('commitment');
    expect(concepts).not.toContain('ending_balance');
  });

  it('reads how large a fund is as its size, unless the question names what is large', () => {
    expect(understandQuestion('How large is Harbor Infrastructure Fund II?').concepts).toEqual(['fund_size']);
    expect(understandQuestion('How large is the incentive fee Harbor pays?').concepts).toEqual([
      'incentive_fee',
    ]);
  });

  it("reads a concept's word joined by a hyphen to the next as a modifier, sought in labels", () => {
    expect(understandQuestion('What were the fee-related earnings?')).toMatchObject({
      concepts: [],
      labelWords: ['fee', 'relat', 'earn'],
    });
    expect(understandQuestion('What were the fee-paying assets under management?').concepts).toEqual(['aum']);
    expect(understandQuestion('What is the management fee?').concepts).toEqual(['management_fee']);
  });

  it('seeks no word of the policy a question ends by pointing at in labels', () => {
    for (const question of [
      "What is the maximum allocation to private credit in Helios's policy?",
      'What is the maximum allocation to private credit under the investment policy statement?',
    ])
      expect(understandQuestion(question).labelWords, question).toEqual(['maximum', 'privat', 'credit']);
  });

  it('reads a maturity as part of what it names, not as when the figure is asked of', () => {
    expect(understandQuestion("What coupon do Helios's notes due 2028 pay?").years).toEqual([]);
    expect(understandQuestion('What did Helios pay in 2028?').years).toEqual([2028]);
  });

  it('reads a year before a peak or a level as what a figure is measured against, not when it is asked of', () => {
    expect(understandQuestion('How far below the 2021 peak was fundraising?')).toMatchObject({
      years: [],
      labelWords: ['peak', 'fundraiz'],
    });
    expect(understandQuestion('How did fundraising compare with 2019 levels?').years).toEqual([]);
    expect(understandQuestion('What was the fundraising total in 2021?').years).toEqual([2021]);
  });

  it('seeks no word of a date or period in labels', () => {
    expect(understandQuestion('What were distributions in the third quarter of 2025?')).toMatchObject({
      labelWords: [],
      years: [2025],
      period: 'third quarter of 2025',
    });
    expect(
      understandQuestion('What did infrastructure funds price at in the first half of 2025?'),
    ).toMatchObject({
      labelWords: ['infrastructur', 'pric'],
      period: 'first half of 2025',
    });
  });

  it("reads a concept's longer phrase spread around the word matched as that concept", () => {
    expect(
      understandQuestion('How much will the general partner of Harbor Fund II commit?').concepts,
    ).toEqual(['gp_commitment']);
    expect(understandQuestion('How much did the limited partners commit?').concepts).toEqual(['commitment']);
    expect(understandQuestion('How much is the GP committing to Harbor Fund II?').concepts).toEqual([
      'gp_commitment',
    ]);
  });

  it("reads people's words for what a fund's figures are", () => {
    const conceptsOf = (question: string) => understandQuestion(question).concepts;
    // A determiner inside a phrase is read past.
    expect(conceptsOf('How much has Harbor Fund II returned to its investors?')).toEqual(['distributed']);
    expect(conceptsOf('How much is the GP putting into Harbor Fund II?')).toEqual(['gp_commitment']);
    expect(conceptsOf('What is Harbor Fund II currently marked at?')).toEqual(['fair_value']);
    expect(conceptsOf('How levered is the portfolio?')).toEqual(['leverage']);
    expect(conceptsOf('What is the cap on formation costs?')).toEqual(['organizational_expenses']);
  });

  it('reads what a portfolio earned as its return, unless the question names what was earned', () => {
    const conceptsOf = (question: string) => understandQuestion(question).concepts;
    expect(conceptsOf("What did the plan's infrastructure portfolio earn over the last year?")).toEqual([
      'total_return',
    ]);
    expect(conceptsOf('What net IRR has Harbor Fund II earned?')).toEqual(['net_irr']);
    expect(conceptsOf('How much investment income did Harbor Fund II earn in 2024?')).toEqual([
      'investment_income',
    ]);
    // Earnings are no return.
    expect(conceptsOf("What were the manager's fee-related earnings last quarter?")).toEqual([]);
  });

  it("names a manager's fund asked by its ordinal as its numbered fund", () => {
    expect(understandQuestion("How large was Sable Harbor's second fund?").names).toEqual([
      'Sable Harbor Fund II',
    ]);
    // Only a named manager's: 'the manager's second fund' names no fund.
    expect(understandQuestion("What was the manager's second fund's size?").names).toEqual([]);
  });

  it('seeks no modal or light verb in labels', () => {
    expect(understandQuestion('What is the largest co-investment the plan may make?').labelWords).toEqual([
      'largest',
      'invest',
      'plan',
    ]);
  });

  it("seeks the modifier of a concept's name in labels: 'target' of 'target allocation'", () => {
    expect(understandQuestion('What is the target allocation to private equity?')).toMatchObject({
      concepts: ['allocation'],
      labelWords: expect.arrayContaining(['target']),
    });
    expect(understandQuestion('What is the net asset value per share?').labelWords).toEqual([]);
  });

  it.each([
    'What were the fee-related earnings in the third quarter of 2025?',
    'What was net investment income for the year?',
    "What were the fund's management fees in 2023?",
    'What management fees were charged to the limited partner year to date?',
    'What carried interest was allocated to the limited partner during the quarter?',
    'How much carried interest has been allocated to the general partner in total?',
    'What fees has the fund paid to date?',
  ])('reads "%s" as asking for an amount over the period', (question) => {
    expect(understandQuestion(question).valueKinds).toEqual(['money', 'amount']);
  });

  it.each([
    'How much had the fund invested in Norvale Logistics?',
    'How much did the Pembry Foods recapitalisation return to the fund?',
    'How much did Straven Growth Fund II put into the Dunmere Freight acquisition?',
  ])('reads "%s" as asking for money invested or returned', (question) => {
    expect(understandQuestion(question).valueKinds).toEqual(['money', 'amount']);
  });

  it.each([
    'How much of Fund V has the manager invested?',
    'How much can the fund invest in a single company?',
  ])('reads "%s" as asking for a share or a limit as well as an amount', (question) => {
    expect(understandQuestion(question).valueKinds).not.toEqual(['money', 'amount']);
  });

  it.each([
    ["What is Merrow County's private equity target?", 'allocation'],
    ["What is Harlow's target for growth equity?", 'allocation'],
    ["What is Aldwych Growth Partners IV's target?", 'target_size'],
    ['What is the fundraising target?', 'target_size'],
  ])('reads "%s" as asking for %s', (question, concept) => {
    expect(understandQuestion(question).concepts).toEqual([concept]);
  });

  it("reads a fee paid for something named as that thing's fee, and one for the fund as its management fee", () => {
    expect(
      understandQuestion('What fee is the adviser paid for the fairness opinion?').concepts,
    ).not.toContain('management_fee');
    expect(understandQuestion('What is the fee for the fund?').concepts).toEqual(['management_fee']);
  });

  it.each([
    "What hurdle multiple does the continuation fund's carry start at?",
    'At what multiple of invested capital did the median fund mark its portfolio?',
  ])('reads "%s" as asking for a multiple', (question) => {
    expect(understandQuestion(question).valueKinds).toEqual(['multiple']);
  });

  it('reads a loan-to-value as a share, whatever the sentence sets beside it', () => {
    expect(
      understandQuestion('What is the loan-to-value ratio pro forma for the initial drawing?').valueKinds,
    ).toEqual(['percent']);
    expect(understandQuestion('At what LTV does the cash sweep start?').valueKinds).toEqual(['percent']);
  });

  it("reads a stake as a share owned, and a stake's worth as money", () => {
    expect(understandQuestion('What stake does the fund still own in Pembry Foods?').concepts).toEqual([
      'ownership',
    ]);
    for (const question of [
      'How much is the Pellucid Analytics stake worth?',
      "What was the value of the fund's Intevac stake at June 30, 2011?",
    ])
      expect(understandQuestion(question)).toMatchObject({
        concepts: expect.not.arrayContaining(['ownership']),
        valueKinds: ['money', 'amount'],
      });
  });

  it('reads how much of a whole goes to a use as that amount, of no concept the whole names', () => {
    expect(understandQuestion('How much of the capital call goes to management fees?')).toMatchObject({
      concepts: [],
      labelWords: expect.arrayContaining(['manag', 'fee']),
      valueKinds: ['money', 'amount'],
    });
    // Or comes from a part, whose words are sought, not the whole's.
    const part = understandQuestion('How much of the investment costs came from private markets?');
    expect(part.concepts).toEqual([]);
    expect(part.labelWords).toEqual(expect.arrayContaining(['privat', 'market']));
    expect(part.labelWords).not.toContain('cost');
    // What is held back of it is an amount or a share of it, never how long.
    const escrow = understandQuestion('How much of the sale proceeds is held in escrow?').valueKinds;
    expect(escrow).toEqual(expect.arrayContaining(['money', 'percent']));
    expect(escrow).not.toContain('duration');
    // How much of a fund's shares it buys back is a share of them.
    expect(
      understandQuestion('How much of its shares does the fund intend to repurchase each quarter?')
        .valueKinds,
    ).toEqual(['percent']);
    // What goes to a party is its share.
    expect(understandQuestion('How much of distributions go to the GP during the catch-up?')).toMatchObject({
      concepts: expect.arrayContaining(['catch_up']),
      valueKinds: [],
    });
  });

  it('reads a margin or a return over a period as no amount', () => {
    expect(understandQuestion('What was the fee-related earnings margin in the quarter?').valueKinds).toEqual(
      [],
    );
    expect(understandQuestion('What was the income return in 2024?').valueKinds).toEqual([]);
  });

  it.each([
    'How soon must the fund repay a borrowing?',
    'How long is the investment period?',
    'How many days do investors have to meet a capital call?',
    'How much notice does Harrowgate give for capital calls?',
  ])('reads "%s" as asking for a duration', (question) => {
    expect(understandQuestion(question).valueKinds).toEqual(['duration']);
  });

  it.each([
    'When are current reports on Form PF due?',
    'When must the final closing of Cedar Ridge IV happen?',
  ])('reads "%s" as asking for a time allowed, or the date it ends', (question) => {
    expect(understandQuestion(question).valueKinds).toEqual(['duration', 'date']);
  });

  it('leaves the verb of when something must happen out of the label words', () => {
    expect(understandQuestion('When must the final closing of Cedar Ridge IV happen?').labelWords).toEqual([
      'final',
      'clos',
    ]);
  });

  it('reads when something is expected or did happen as asking a date, not a duration', () => {
    expect(understandQuestion('When is the initial closing of Helios Fund II expected?').valueKinds).toEqual([
      'date',
    ]);
    expect(understandQuestion('When did the plan commit to Helios Fund II?').valueKinds).toEqual(['date']);
  });

  it("reads what 'how many' counts, past a rate's unit, with the words that say which ones", () => {
    expect(
      understandQuestion('How many temporary housing listings per week does Craigslist have?'),
    ).toMatchObject({ counted: 'list', countedQualifiers: ['temporary', 'hous'] });
    expect(
      understandQuestion('How many venture capital funds does the subscription lines paper study?'),
    ).toMatchObject({ counted: 'fund', countedQualifiers: ['ventur', 'capit'] });
  });

  it('reads a question asking when as one for a date, or a time allowed where a deadline is asked', () => {
    expect(understandQuestion('When is the capital call due?')).toMatchObject({
      concepts: ['due_date'],
      valueKinds: ['duration', 'date'],
    });
    expect(understandQuestion('When does the investment period end?')).toMatchObject({
      concepts: ['investment_period'],
      valueKinds: ['date', 'duration'],
    });
    expect(understandQuestion('When is the initial closing expected?').valueKinds).toEqual(['date']);
    expect(understandQuestion('What is the fund termination date?')).toMatchObject({
      concepts: ['fund_term'],
      valueKinds: ['date'],
    });
    expect(understandQuestion('How much is due from brokers?')).toMatchObject({
      concepts: [],
      valueKinds: [],
    });
  });

  it('reads the kind of value asked, and drops a concept that takes none of it', () => {
    expect(understandQuestion('How often must the committee meet?')).toMatchObject({
      valueKinds: ['frequency', 'percent'],
      concepts: [],
    });
    expect(understandQuestion('How many members must the committee have at minimum?')).toMatchObject({
      valueKinds: ['count', 'amount'],
      concepts: [],
    });
    expect(understandQuestion('How many shares outstanding did the fund have?').concepts).toEqual([
      'shares_outstanding',
    ]);
    expect(understandQuestion('How much did the fund distribute per share in 2025?').valueKinds).toEqual([
      'money',
      'amount',
    ]);
    expect(understandQuestion('How many days of notice must the GP give?').valueKinds).toEqual(['duration']);
    // A concept spelled in brackets is the one asked, whatever the words it glosses ask for.
    expect(
      understandQuestion('How much has the fund distributed relative to paid-in capital (DPI)?'),
    ).toMatchObject({ concepts: ['dpi'], valueKinds: [] });
    // So much for each dollar is a multiple, though it is asked as cash.
    expect(understandQuestion('How much cash has the fund returned per dollar paid in?')).toMatchObject({
      concepts: ['dpi'],
      valueKinds: ['multiple'],
    });
    // The commitments are what the uncalled part is of: only the part is asked.
    expect(understandQuestion("How much of the fund's commitments remain uncalled?").concepts).toEqual([
      'unfunded',
    ]);
    expect(
      understandQuestion("What are the fund's total commitments and unfunded commitments?").concepts,
    ).toEqual(['fund_size', 'unfunded']);
    expect(understandQuestion('How many portfolio companies does Harbor Fund II hold?').counted).toBe(
      'company',
    );
    expect(understandQuestion('How many limited partners provided cash flow data?').counted).toBe('partner');
    expect(understandQuestion('What is the management fee?').counted).toBeNull();
    expect(understandQuestion("What were the fund's management fees in 2023?")).toMatchObject({
      valueKinds: ['money', 'amount'],
      concepts: [],
      labelWords: ['manag', 'fee'],
    });
    expect(understandQuestion('What management fee rate applies in 2023?').concepts).toEqual([
      'management_fee',
    ]);
    expect(
      understandQuestion('What was the ratio of total expenses to average net assets in fiscal 2025?')
        .concepts,
    ).toEqual(['expense_ratio']);
    // A carry realized is an amount; the share paid to the sponsor is its rate.
    expect(understandQuestion('How much carried interest did Fund II realize?')).toMatchObject({
      valueKinds: ['money', 'amount'],
      concepts: [],
      labelWords: expect.arrayContaining(['carri', 'interest']),
    });
    expect(
      understandQuestion("How much carried interest has been allocated to Fund II's general partner?")
        .valueKinds,
    ).toEqual(['money', 'amount']);
    expect(understandQuestion('How much did Fund II pay in carried interest?').valueKinds).toEqual([
      'money',
      'amount',
    ]);
    expect(understandQuestion('How much carried interest is paid to the General Partner?').concepts).toEqual([
      'carried_interest',
    ]);
    // A value is an amount, but for a share of it.
    expect(understandQuestion('What is the market value of the buyout portfolio?').valueKinds).toEqual([
      'money',
      'amount',
    ]);
    expect(
      understandQuestion('What share of the market value of the portfolio is buyout?').valueKinds,
    ).toEqual([]);
    expect(
      understandQuestion("What was the fund's total return based on market value in 2021?").valueKinds,
    ).toEqual([]);
    // What was spent, budgeted, raised or borrowed is money too.
    for (const question of [
      'How much did the fund spend repurchasing shares during the year?',
      'How much is budgeted for remodels at Harbor Fund II?',
      'How much has Harbor Fund II raised?',
      'How much has the fund borrowed?',
    ])
      expect(understandQuestion(question).valueKinds, question).toEqual(['money', 'amount']);
    // By how much something moved is asked in its own unit.
    expect(understandQuestion('By how much did the subscription line raise the net IRR?').valueKinds).toEqual(
      [],
    );
  });

  it("reads a word that names a concept only in a label as that concept when asked in the singular after 'the'", () => {
    expect(understandQuestion('What is the term of Harbor Fund II?')).toMatchObject({
      concepts: ['fund_term'],
      labelWords: [],
    });
    expect(understandQuestion("What is the fund's duration?").concepts).toEqual(['fund_term']);
    expect(understandQuestion("What is the term sheet's minimum?").concepts).not.toContain('fund_term');
    expect(understandQuestion('Which term applies to transfers?').concepts).toEqual([]);
  });

  it('asks for what a figure measures, not what it is compared with or what is taken off', () => {
    expect(understandQuestion('By how much did Fund II outperform its benchmark?').concepts).toEqual([
      'excess_return',
    ]);
    expect(understandQuestion("Compare Fund II's return versus its benchmark").concepts).toEqual([
      'total_return',
      'benchmark_return',
    ]);
    expect(
      understandQuestion("What was the five-year return of Fund II's policy benchmark?").concepts,
    ).toEqual(['benchmark_return']);
    // Words that name an index ask nothing of their own: 'leveraged' is the index's, not a leverage.
    expect(
      understandQuestion('What did the leveraged loan index return over the same year as the fund?').concepts,
    ).toEqual(['benchmark_return']);
    expect(
      understandQuestion("What share of profits does Fund II's manager receive after the preferred return?")
        .concepts,
    ).toEqual([]);
    expect(understandQuestion('What is the net IRR of Fund II after fees?').concepts).toEqual(['net_irr']);
    // A period after 'after' says when.
    expect(
      understandQuestion('For how long after the commitment period can Fund II make follow-on investments?')
        .concepts,
    ).toEqual(['investment_period']);
    expect(understandQuestion("What is Fund II's expense ratio excluding incentive fees?").takesOff).toBe(
      true,
    );
    expect(understandQuestion("What is Fund II's expense ratio?").takesOff).toBe(false);
  });

  it("reads 'target' beside another concept as that concept's target", () => {
    expect(understandQuestion('What net IRR does Fund II target?').concepts).toEqual(['target_irr']);
    expect(understandQuestion('What equity multiple does Fund II target?').concepts).toEqual([
      'target_multiple',
    ]);
    expect(understandQuestion('What is the target of Fund II?').concepts).toEqual(['target_size']);
  });

  it("reads the verb that ends a 'What <concept> has <subject> <verb>?' question as asking nothing more", () => {
    expect(understandQuestion('What net IRR has Fund II returned?').concepts).toEqual(['net_irr']);
    expect(understandQuestion('What did Fund II return in 2024?').concepts).toEqual(['total_return']);
  });

  it("leaves a question's own words out of the words a label should hold, in any form", () => {
    expect(
      understandQuestion('Please describe where those figures show what goes to Fund II loans').labelWords,
    ).toEqual(['loan']);
  });

  it("takes a concept's word inside a name for part of the name", () => {
    const question = understandQuestion('What is the IRR of Northbridge Growth Partners IV?');
    expect(question.concepts).toEqual(['irr']);
    expect(question.names).toEqual(['Northbridge Growth Partners IV']);
    expect(understandQuestion("What is Growth Fund IV's growth rate?").concepts).toEqual(['growth_rate']);
  });

  it("reads a concept's phrase with a name standing inside it", () => {
    const question = understandQuestion("What percent of Harbor Fund's net assets was Alder Robotics?");
    expect(question.concepts).toEqual(['allocation']);
    expect(question.names).toEqual(['Harbor Fund', 'Alder Robotics']);
  });

  it('knows a question for a part of an amount asks for a percent', () => {
    expect(understandQuestion("What share of the Fund's net assets was Alder Robotics?").shareOf).toBe(true);
    expect(understandQuestion('What were total assets as a percentage of NAV?').shareOf).toBe(true);
    expect(understandQuestion('How much of the net assets did Alder Robotics represent?').shareOf).toBe(true);
    expect(understandQuestion("How much of Harbor Fund's portfolio is in software?").shareOf).toBe(true);
    expect(understandQuestion('How much of Alder Robotics does the fund own?').shareOf).toBe(true);
    expect(understandQuestion("What is the most the plan may own of a fund's commitments?").shareOf).toBe(
      true,
    );
    expect(understandQuestion("What do the fund's own investors pay?").shareOf).toBe(false);
    expect(understandQuestion('How much of the commitments has been called?').shareOf).toBe(false);
    expect(understandQuestion("How much is Cedar Grove's share of the capital call?").shareOf).toBe(false);
    expect(understandQuestion('What stake is Harbor Fund II acquiring in Northline?').shareOf).toBe(true);
    expect(understandQuestion("What were the Fund's net assets at year end?").shareOf).toBe(false);
    expect(understandQuestion("What was the NAV per share of Harbor Fund's Class I?").shareOf).toBe(false);
  });

  it("reads a share of a whole that is in a part of it as the portfolio's weight", () => {
    expect(understandQuestion("What share of Harbor County's plan is in real assets?").concepts).toEqual([
      'allocation',
    ]);
    expect(understandQuestion('What percentage of the fund is invested in Europe?').concepts).toEqual([
      'allocation',
    ]);
    expect(understandQuestion('What share of the funds used a subscription line?').concepts).not.toContain(
      'allocation',
    );
  });

  it('takes a cue such as "how long" for a concept only when the question names none', () => {
    expect(understandQuestion('How long is the investment period of Fund II?').concepts).toEqual([
      'investment_period',
    ]);
    expect(understandQuestion('How long is the life of Fund II?').concepts).toEqual(['fund_term']);
    expect(understandQuestion('How long will Fund II last?').concepts).toEqual(['fund_term']);
    expect(understandQuestion('How long is the going concern assessment period?').concepts).toEqual([]);
    expect(understandQuestion('How long will the fund last?').concepts).toEqual(['fund_term']);
  });

  it('drops a concept that only says what the one before it is about, and keeps two joined by "and"', () => {
    expect(understandQuestion("What hurdle rate applies to Fund II's incentive fee?").concepts).toEqual([
      'hurdle_rate',
    ]);
    expect(understandQuestion('What are the net IRR and TVPI of Fund II?').concepts).toEqual([
      'net_irr',
      'tvpi',
    ]);
  });

  it('asks for the head of a compound, with the words of the concept before it as which one', () => {
    const compound = understandQuestion("What was Fund II's NAV total return for 2024?");
    expect(compound.concepts).toEqual(['total_return']);
    // The words of the concept before are sought by its name and by the question's own words.
    expect(compound.labelWords).toEqual(expect.arrayContaining(['net', 'asset', 'nav']));
    // A target asked in a concept's words has no words of its own to seek.
    expect(() => understandQuestion('What is the fund size target?')).not.toThrow();
    // A head of one word after a concept of one word is only its noun.
    expect(understandQuestion('What DPI multiple has Fund I reached?').concepts[0]).toBe('dpi');
    // A head no longer than the concept before it, in words of its own, is still what is asked.
    expect(understandQuestion("What was the trust's share price total return?").concepts).toEqual([
      'total_return',
    ]);
    // One word after a concept may be its verb.
    expect(understandQuestion('What multiple did the Tarrow Water sale return?').concepts).toEqual(['moic']);
    // A target after a concept is its target.
    expect(understandQuestion("What is Sable Harbor Fund III's gross IRR target?").concepts).toEqual([
      'target_irr',
    ]);
  });

  it('points at a document by what it is, whose words ask for no concept and seek no label', () => {
    const asked = understandQuestion(
      'What management fee do the funds in the subscription lines working paper charge?',
    );
    expect(asked.described).toBe('subscription lines working paper');
    expect(asked.concepts).toEqual(['management_fee']);
    expect(asked.labelWords).not.toContain('paper');
    expect(understandQuestion('What is the fee in the same report?').described).toBeNull();
    expect(
      understandQuestion('How long after the balance sheet date should auditors evaluate capital calls?')
        .described,
    ).toBeNull();
  });

  it("reads a concept as whose figure it is when the words after 'what' name something else", () => {
    const fee = understandQuestion('What upfront fee does the Pellston NAV facility charge?');
    expect(fee.concepts).toEqual([]);
    expect(fee.labelWords).toEqual(expect.arrayContaining(['upfront', 'fee']));
    expect(fee.labelWords).not.toContain('facility');
    expect(understandQuestion('What management fee does the fund charge?').concepts).toEqual([
      'management_fee',
    ]);
    expect(understandQuestion('What share does the NAV facility make up?').concepts).toEqual([
      'credit_facility',
    ]);
  });

  it("reads 'carry' after a subject and its auxiliary as a verb, not carried interest", () => {
    expect(
      understandQuestion("What interest rate margin does Fund II's credit facility carry over SOFR?")
        .concepts,
    ).toEqual([]);
    expect(understandQuestion('What carry does the general partner of Fund II take?').concepts).toEqual([
      'carried_interest',
    ]);
  });

  it('reads a target weight as the weight a policy sets, not a target size', () => {
    expect(
      understandQuestion("What is the target weight of buyout in Granary State's private equity program?")
        .concepts,
    ).toEqual(['allocation']);
    expect(understandQuestion('What is the target size of Fund II?').concepts).toEqual(['target_size']);
  });

  it("seeks the words of what a figure is asked of in labels: 'the policy target for private debt'", () => {
    const asked = understandQuestion('What is the policy target for private debt at Granary State?');
    expect(asked.concepts).toEqual(['allocation']);
    expect(asked.labelWords).toEqual(expect.arrayContaining(['privat', 'debt']));
  });

  it('reads what is done to the concept asked, right after it, as no concept of its own', () => {
    const carry = understandQuestion('How much carried interest is allocated to the general partner?');
    expect(carry.concepts).toEqual(['carried_interest']);
    // A part of a whole that has been drawn is still asked of by its verb.
    expect(understandQuestion('How much of the commitments has been called?').concepts).toContain(
      'called_capital',
    );
    expect(understandQuestion('How much has been allocated to private equity?').concepts).toContain(
      'allocation',
    );
  });

  it("reads a concept's words before 'fee' as the fee's name and after 'fee on' as what it is charged on", () => {
    const asked = understandQuestion('What is the commitment fee on undrawn amounts?');
    expect(asked.concepts).toEqual([]);
    expect(asked.labelWords).toEqual(expect.arrayContaining(['commit', 'fee']));
    expect(understandQuestion('What is the management fee on commitments?').concepts).toEqual([
      'management_fee',
    ]);
  });

  it("reads 'how much of' a whole in some state as a part of it, and 'paid in kind' as no paid-in capital", () => {
    expect(understandQuestion('How much of the NAV facility is available at closing?').concepts).toEqual([]);
    expect(understandQuestion('How much of this distribution can Wexcombe recall?').concepts).toEqual([
      'recallable_distributions',
    ]);
    const kind = understandQuestion('How much of the margin can be paid in kind?');
    expect(kind.concepts).toEqual([]);
    expect(kind.labelWords).toEqual(expect.arrayContaining(['margin', 'kind']));
    expect(understandQuestion('How much capital has been paid in?').concepts).toContain('called_capital');
  });

  it('finds what the question asks its concept of', () => {
    expect(understandQuestion("What is Lakeshore's target allocation to hedge funds?").askedOf).toBe(
      'hedge funds',
    );
  });
});
