import { describe, expect, it } from 'vitest';
import { readNumbers } from '../numbers/number-grammar';
import { proseLabel } from './prose-label';

/** The label of each figure of the sentence, by its value as written. */
const labelsIn = (sentence: string) =>
  readNumbers(sentence).figures.map((figure) => [figure.text, proseLabel(sentence, figure)]);

describe('proseLabel', () => {
  it.each([
    ['the label before a colon', 'Management Fee: 2.0% of commitments per annum.', '2.0%', 'Management Fee'],
    ['the label before a dash', 'Hurdle – 8% compounded annually.', '8%', 'Hurdle'],
    ['the subject a verb ties to it', 'The management fee is 2.0% per annum.', '2.0%', 'Management fee'],
    [
      'a share with the participle that says of what',
      'Fund V is 88% invested across 14 companies.',
      '88%',
      'Fund V invested',
    ],
    ['a share with no participle after it', 'The hurdle is 8% compounded annually.', '8%', 'Hurdle'],
    [
      'the subject past an adverb of how usual the figure is',
      'The minimum commitment to a fund is generally $5 million.',
      '$5 million',
      'Minimum commitment to a fund',
    ],
    [
      'a share of a whole held in something by what it is held in',
      'The Association holds at least 2% of assets in cash and cash equivalents.',
      '2%',
      'Assets in cash',
    ],
    [
      'a multiple of paid-in capital returned as distributed to paid-in',
      'Following this distribution the Partnership has returned 1.31x paid-in capital to its partners.',
      '1.31x',
      'Distributed to paid-in',
    ],
    [
      'a return by what returned it, not by what it is net of',
      'The consultant reported that the total fund returned 8.9% net of fees for the fiscal year.',
      '8.9%',
      'Total fund returned',
    ],
    [
      "a sale's price past its buyer",
      'Marden Bio was acquired by a strategic buyer for $385 million in cash.',
      '$385 million',
      'Acquired for',
    ],
    [
      'what the subject acquired a company for as its cost',
      'Fund III acquired Corvane Packaging in 2018 for $64.0 million.',
      '$64.0 million',
      'Acquisition cost',
    ],
    [
      "a sale's price past what was sold",
      'The fund sold a 24.9% stake to a pension investor for $118.0 million.',
      '$118.0 million',
      'Sold for',
    ],
    [
      'what is drawn on a facility as the amount drawn',
      'The Fund has a $500 million credit facility, of which $310 million was drawn at June 30.',
      '$310 million',
      'Amount drawn',
    ],
    [
      'what is outstanding on a line as the amount outstanding',
      'Its subscription line of $40 million had $12.5 million outstanding at quarter end.',
      '$12.5 million',
      'Amount outstanding',
    ],
    [
      'the verb before a share that recurs, not its period',
      'The Fund currently intends to offer 5% each quarter.',
      '5%',
      'Fund currently intends to offer',
    ],
    [
      'a share of commitments by the verb that called them',
      'The Partnership will have drawn 61% of aggregate commitments of $1.2 billion.',
      '61%',
      'Aggregate commitments drawn',
    ],
    [
      'a share of commitments restating an amount called',
      'The Limited Partner has contributed $38,250,000, or 76.5% of its commitment.',
      '76.5%',
      'Commitment contributed',
    ],
    [
      'the subject a figure moved to, without the move',
      'The interim target is 15%, rising to a long-term target of 18% by 2028.',
      '18%',
      'Long-term target',
    ],
    [
      'a share of commitments the paid-in capital before it restates',
      'The call brings paid-in capital to $1,402.0 million, or 70.1% of total commitments of $2.0 billion.',
      '70.1%',
      'Total commitments paid in',
    ],
    [
      'a share of commitments no verb called',
      'The pension plan allocated 12% of commitments to venture capital.',
      '12%',
      'Commitments',
    ],
    [
      'the subject of "of"',
      'The net asset value per unit was $3.91 at year end.',
      '$3.91',
      'Net asset value per unit',
    ],
    [
      'the subject a verb ties to it, without the date it is true at',
      'The number of redeemable shares in issue at 31 December 2024 was 3,412,880.',
      '3,412,880',
      'Number of redeemable shares in issue',
    ],
    [
      "the subject of 'amount to', without the year it dates from",
      "Total commitments since the program's inception in 1998 amount to $9.75 billion.",
      '$9.75 billion',
      "Total commitments since the program's inception",
    ],
    [
      'the subject without the period it is for',
      'Net investment income for the year ended June 30, 2025 was $12.4 million.',
      '$12.4 million',
      'Net investment income',
    ],
    [
      'the subject past a closed aside',
      'The net increase in net assets (net of deferred taxes) totaled $19,872,529.',
      '$19,872,529',
      'Net increase in net assets',
    ],
    [
      'the subject after an amount, without its scale word',
      'Distributions of $2.9 billion exceeded capital calls of $2.4 billion.',
      '$2.4 billion',
      'Exceeded capital calls',
    ],
    ['the noun it qualifies', 'The Manager receives a 2% management fee.', '2%', 'Management fee'],
    [
      'the noun it qualifies after "the"',
      'The GP seeks a waiver of the 15% single-company limit.',
      '15%',
      'Single-company limit',
    ],
    ['what it is a share of', 'The General Partner is allocated 20% of net profits.', '20%', 'Net profits'],
    ['the thing it counts', 'The fund holds 12 portfolio companies in Europe.', '12', 'Portfolio companies'],
    [
      'the thing it counts, after a linking word',
      'It has lent $40 million to 180 borrowers.',
      '180',
      'Borrowers',
    ],
    ['the noun after it, through an initialism', '100.0% U.S. Equities', '100.0%', 'U.S. Equities'],
    [
      'the term the document defines it as',
      'Distributions equal to a rate of return of 8% (the "Preferred Return") on contributions.',
      '8%',
      'Preferred Return',
    ],
    [
      'a defined term in curly quotes after "per annum"',
      'The Manager receives 2% per annum (the “Management Fee”) of commitments.',
      '2%',
      'Management Fee',
    ],
    [
      'what happens so often, before it',
      'The Committee shall meet not less frequently than quarterly to set values.',
      'quarterly',
      'Committee shall meet',
    ],
    [
      "the sentence's subject, when the verb follows an aside",
      'Commitments to any one manager, across all its funds, shall not exceed 15% of its net asset value.',
      '15%',
      'Commitments to any one manager',
    ],
    [
      'the subject a bound ties to the figure',
      'Fees shall be no higher than 1.75% and carried interest no higher than 20% above a hurdle.',
      '20%',
      'Carried interest',
    ],
    [
      'the subject through a bound after a link',
      'A preferred return of at least 8% per annum, compounded.',
      '8%',
      'Preferred return',
    ],
    [
      'what happens so often, after it',
      'The Committee shall, at least annually, review and reassess this charter.',
      'annually',
      'Review and reassess this charter',
    ],
    [
      'the subject before the verb that ties it to its figure',
      'Overall materiality for an investment company is commonly set at 1% of net assets.',
      '1%',
      'Overall materiality for an investment company',
    ],
    [
      'the subject with a verb that changes it',
      'The annual management fee rate shall be reduced by 0.25 percentage points per year.',
      '0.25 percentage points',
      'Management fee rate shall be reduced',
    ],
    [
      'what a period covers',
      'The going concern assessment period covers one year after the date the statements are issued.',
      'one year',
      'Going concern assessment period',
    ],
    [
      'what must happen within a period',
      'Large advisers must file annual reports within 120 days after their fiscal year end.',
      '120 days',
      'Large advisers must file annual reports',
    ],
    [
      'the phrase after a colon, not the words before it',
      'Exits recovered only partly: sponsor-backed exits totalled $410 billion.',
      '$410 billion',
      'Sponsor-backed exits',
    ],
    [
      'the term a definition defines',
      '“Preferred Return” means, as of any date, an amount equal to an annual rate of return of 8% on contributions.',
      '8%',
      'Preferred Return',
    ],
    [
      'what a group a pronoun stands for does',
      'We study 1,184 buyout funds and find that 62% of them used a subscription line of credit.',
      '62%',
      'Used a subscription line of credit',
    ],
    [
      "the subject 'less than' ties to it, before what it is a share of",
      'The manager will limit benefit plan investors to less than 25% of the value of each class.',
      '25%',
      'Manager will limit benefit plan investors',
    ],
  ])('takes %s', (_how, sentence, value, label) => {
    expect(labelsIn(sentence)).toContainEqual([value, label]);
  });

  it('takes what is drawn of no facility for no amount owed', () => {
    const drawn = labelsIn('Of its $50 million commitment, the partner has had $30 million drawn to date.');
    expect(drawn).not.toContainEqual(['$30 million', 'Amount drawn']);
  });

  it('labels a figure by what it is, not by what it is set against or when it ran', () => {
    expect(labelsIn('Private equity returned 11.6% for the year.')).toEqual([
      ['11.6%', 'Private equity returned'],
    ]);
    expect(labelsIn('Commitments now total $210 million against a pacing plan of $250 million.')).toEqual([
      ['$210 million', 'Commitments now total'],
      ['$250 million', 'Pacing plan'],
    ]);
    expect(
      labelsIn('Private equity was 11.4% of total fund assets against a strategic target of 13%.'),
    ).toContainEqual(['13%', 'Strategic target']);
  });

  it('labels a figure by the subject of its own clause, never by the clause before it', () => {
    expect(
      labelsIn(
        'The Investor may appoint one member for so long as its Capital Commitment is at least $50,000,000.',
      ),
    ).toEqual([['$50,000,000', 'Capital Commitment']]);
    expect(
      labelsIn(
        'It may elect any provision granted to another Limited Partner whose Capital Commitment is equal to or less than $80,000,000.',
      ),
    ).toEqual([['$80,000,000', 'Capital Commitment']]);
  });

  it('labels a part of a counted whole with what the whole counts', () => {
    expect(labelsIn('Seven of the nine trustees were present.')).toEqual([
      ['Seven', 'Trustees'],
      ['nine', 'Trustees'],
    ]);
  });

  it('labels a commitment with whom it is to', () => {
    expect(
      labelsIn('Staff recommended a commitment of $40 million to Sorrel Infrastructure Fund II.'),
    ).toEqual([['$40 million', 'Commitment to Sorrel Infrastructure Fund II']]);
  });

  it('labels each value of a list of names and values by the name before it', () => {
    expect(labelsIn('By region: North America 63%, Europe 28% and Asia 9%.')).toEqual([
      ['63%', 'North America'],
      ['28%', 'Europe'],
      ['9%', 'Asia'],
    ]);
    // A name's verb is no part of it.
    expect(
      labelsIn('Real assets returned 3.1%, with core real estate returning 1.8% and infrastructure 8.9%.'),
    ).toEqual([
      ['3.1%', 'Real assets returned'],
      ['1.8%', 'Core real estate'],
      ['8.9%', 'Infrastructure'],
    ]);
  });

  it('labels a gap past the figure it is a gap from, an earlier value as its later one, and what a share is of', () => {
    expect(
      labelsIn('The fund returned 10.3%, ahead of its policy benchmark return of 9.6% by 70 basis points.'),
    ).toContainEqual(['70 basis points', 'Ahead of its policy benchmark return']);
    expect(
      labelsIn(
        'The funded ratio rose to 81.2% on an actuarial basis at June 30, 2025, from 78.5% a year earlier.',
      ),
    ).toEqual([
      ['81.2%', 'Funded ratio'],
      ['78.5%', 'Funded ratio'],
    ]);
    expect(labelsIn('The ten largest borrowers together represented 15.6% of net assets.')).toEqual([
      ['15.6%', 'Ten largest borrowers together'],
    ]);
  });

  it('labels each figure of a sentence by its own phrase', () => {
    expect(labelsIn('Carried interest is 20%, subject to an 8% preferred return.')).toEqual([
      ['20%', 'Carried interest'],
      ['8%', 'Preferred return'],
    ]);
    expect(labelsIn('Fund size: $500 million; hard cap: $600 million.')).toEqual([
      ['$500 million', 'Fund size'],
      ['$600 million', 'Hard cap'],
    ]);
  });

  it('labels an amount that restates the one before it after ", or" as that one, per share where it is', () => {
    expect(labelsIn('Distributable earnings were $538 million, or $1.21 per share of common stock.')).toEqual(
      [
        ['$538 million', 'Distributable earnings'],
        ['$1.21 per share', 'Distributable earnings per share'],
      ],
    );
    expect(labelsIn('Net assets were $18.6 billion, or 12.7% of total fund assets.')).toEqual([
      ['$18.6 billion', 'Net assets'],
      ['12.7%', 'Total fund assets'],
    ]);
  });

  it('labels the figures a verb of movement moves by and to with what moved', () => {
    expect(labelsIn('Assets under management grew 14% year over year to $212.4 billion.')).toEqual([
      ['14%', 'Assets under management'],
      ['$212.4 billion', 'Assets under management'],
    ]);
    expect(labelsIn('Net asset value per unit increased by 3.2% in 2024.')).toEqual([
      ['3.2%', 'Net asset value per unit'],
    ]);
  });

  it('labels the second bound of a choice with the first one, unless it is a share of its own', () => {
    expect(
      labelsIn('The manager will commit the lesser of 2% of aggregate commitments and $30 million.'),
    ).toEqual([
      ['2%', 'Manager will commit the lesser'],
      ['$30 million', 'Manager will commit the lesser'],
    ]);
    expect(
      labelsIn('The manager will commit the greater of $30 million and 2% of aggregate commitments.'),
    ).toEqual([
      ['$30 million', 'Manager will commit the greater'],
      ['2%', 'Aggregate commitments'],
    ]);
  });

  it('labels where a figure moved to in a clause of its own, and an aside comparing it, with what moved', () => {
    expect(
      labelsIn(
        'Private equity fundraising fell for a third consecutive year in 2024, to an estimated $680 billion, about 21% below the 2021 peak.',
      ),
    ).toEqual([
      ['$680 billion', 'Private equity fundraising'],
      ['21%', 'Private equity fundraising'],
    ]);
  });

  it('labels where a figure moved from with what moved', () => {
    expect(
      labelsIn(
        "The Fund's net asset value rose to $612.4 million at quarter end, up from $574.9 million a quarter earlier.",
      ),
    ).toEqual([
      ['$612.4 million', "Fund's net asset value"],
      ['$574.9 million', "Fund's net asset value"],
    ]);
  });

  it('labels the part a subject makes up or accounts for with the subject', () => {
    expect(
      labelsIn(
        'LP-led sales made up $51 billion of the total, with GP-led transactions accounting for the remaining $43 billion.',
      ),
    ).toEqual([
      ['$51 billion', 'LP-led sales'],
      ['$43 billion', 'GP-led transactions'],
    ]);
  });

  it('labels a value at an earlier date with the figure it is compared with', () => {
    expect(
      labelsIn(
        "Fund II's net asset value stood at $1.09 billion at March 31, 2026, up from $1.01 billion at December 31, 2025.",
      ),
    ).toEqual([
      ['$1.09 billion', "Fund II's net asset value"],
      ['$1.01 billion', "Fund II's net asset value"],
    ]);
    expect(labelsIn('The net IRR was 14.2% at year end, compared with 13.1% a year earlier.')).toEqual([
      ['14.2%', 'Net IRR'],
      ['13.1%', 'Net IRR'],
    ]);
    expect(
      labelsIn('Single-asset continuation vehicles were 47% of GP-led volume, down from 52% a year earlier.'),
    ).toEqual([
      ['47%', 'Single-asset continuation vehicles'],
      ['52%', 'Single-asset continuation vehicles'],
    ]);
    // A move by a share from an amount is no restatement of the share.
    expect(labelsIn('Revenue grew 12% from $40 million.')[1][1]).not.toBe('Revenue');
  });

  it('labels a flow by the verb that made it and whom it went to, never by what follows it', () => {
    expect(
      labelsIn(
        'During the quarter we called $31.5 million for two new platform investments and returned $48.2 million to limited partners.',
      ),
    ).toEqual([
      ['$31.5 million', 'Capital called'],
      ['two', 'New platform investments'],
      ['$48.2 million', 'Returned to limited partners'],
    ]);
    expect(labelsIn('The Fund distributed $12.0 million in the year.')).toEqual([
      ['$12.0 million', 'Distributed'],
    ]);
    // A second amount of the same flow is the verb's too, by whom it went to, however many.
    expect(
      labelsIn(
        'Over the year the Company committed £312m to 11 new fund investments and £64m to 5 co-investments.',
      ),
    ).toEqual([
      ['£312m', 'Committed to new fund investments'],
      ['11', 'New fund investments'],
      ['£64m', 'Committed to co-investments'],
      ['5', 'Co-investments'],
    ]);
  });

  it('labels a figure by the noun phrase a verb or a total it is brought to names, in its own clause', () => {
    // A verb's object from its article on; what a total is brought to is that total.
    expect(
      labelsIn(
        'The Board proposes a final dividend of 15.0p per share, bringing the total for the year to 28.0p.',
      ),
    ).toEqual([
      ['15.0p per share', 'Final dividend'],
      ['28.0p', 'Total for the year'],
    ]);
    // An article before no noun opens nothing: 'have committed a further'.
    expect(
      labelsIn(
        'The lead has committed $600 million, and co-investors have committed a further $410 million.',
      )[1],
    ).toEqual(['$410 million', 'Co-investors have committed']);
    // A clause joined to an earlier figure's is the next figure's own.
    expect(
      labelsIn('The private equity program returned 12.6% for the year and venture capital returned 6.9%.'),
    ).toEqual([
      ['12.6%', 'Private equity program returned'],
      ['6.9%', 'Venture capital returned'],
    ]);
  });

  it('labels a duration by what its possessive measures', () => {
    expect(
      labelsIn("Capital is called upon not less than ten (10) business days' prior written notice."),
    ).toEqual([['ten (10) business days', 'Prior written notice']]);
  });

  it('never labels a time counted from an event with that event, but a deadline with what it follows', () => {
    expect(labelsIn('Four years from the final closing date.')).toEqual([['Four years', null]]);
    expect(
      labelsIn(
        'The Partnership shall continue until the tenth (10th) anniversary of the Final Closing Date.',
      ),
    ).toEqual([['tenth (10th) anniversary', 'Partnership shall continue']]);
    expect(labelsIn('Capital calls made in the first 90 days after the balance sheet date.')).toEqual([
      ['90 days', 'Balance sheet'],
    ]);
  });

  it("labels a margin over a base rate with the subject tied to the rate, never with the rate's period", () => {
    expect(
      labelsIn('The partnership may charge default interest at the prime rate plus 4% per annum.'),
    ).toEqual([['4%', 'Partnership may charge default interest']]);
    expect(labelsIn('Limited partners pay a 1.5% per annum management fee.')).toEqual([
      ['1.5%', 'Management fee'],
    ]);
  });

  it('gives no label to a figure standing alone', () => {
    expect(labelsIn('2.0%')).toEqual([['2.0%', null]]);
  });
});
