import { describe, expect, it } from 'vitest';
import { readNumbers, type FigureToken, type ReadingContext } from './number-grammar';

/** The figures of a text, each checked to quote its source exactly where it says it stands. */
function figuresOf(text: string, context: ReadingContext = 'prose'): FigureToken[] {
  const { figures } = readNumbers(text, context);
  for (const figure of figures) expect(figure.text).toBe(text.slice(figure.start, figure.end));
  return figures;
}

/** The one figure of a text. */
function onlyFigure(text: string, context: ReadingContext = 'prose'): FigureToken {
  const figures = figuresOf(text, context);
  expect(figures.map((figure) => figure.text)).toHaveLength(1);
  return figures[0];
}

const reading = (figure: FigureToken) => ({
  text: figure.text,
  kind: figure.kind,
  value: figure.value,
  high: figure.high,
  unit: figure.unit,
});

describe('readNumbers: numerals and money', () => {
  it('reads thousands separators and decimals as one number', () => {
    expect(reading(onlyFigure('Commitments of 1,234,567.89 were called.'))).toEqual({
      text: '1,234,567.89',
      kind: 'amount',
      value: 1_234_567.89,
      high: null,
      unit: null,
    });
  });

  it.each([
    ['The fund has $850 million in commitments.', '$850 million', 850e6, 'USD', 'millions'],
    ['It raised $1.2bn from investors.', '$1.2bn', 1.2e9, 'USD', 'billions'],
    ['The sleeve holds €350M of loans.', '€350M', 350e6, 'EUR', 'millions'],
    ['A US$25 million facility was drawn.', 'US$25 million', 25e6, 'USD', 'millions'],
    ['The minimum is USD 5m per investor.', 'USD 5m', 5e6, 'USD', 'millions'],
    ['A £40 million cap applies.', '£40 million', 40e6, 'GBP', 'millions'],
    ['Fees of $12,500 were paid.', '$12,500', 12_500, 'USD', null],
  ])('reads money with its currency and scale: %s', (sentence, text, value, unit, scale) => {
    const figure = onlyFigure(sentence);
    expect(reading(figure)).toEqual({ text, kind: 'money', value, high: null, unit });
    expect(figure.writtenScale).toBe(scale);
  });

  it.each([
    ['NAV per share rose to 1,912.4p at the year end.', '1,912.4p', 19.124, 'GBP'],
    ['A final dividend of 15.0p per share is proposed.', '15.0p per share', 0.15, 'GBP'],
    ['The dividend was 28 pence a share.', '28 pence', 0.28, 'GBP'],
    ['It paid 45 cents per unit.', '45 cents per unit', 0.45, 'USD'],
  ])(
    "reads an amount in a currency's minor unit as money in its major unit: %s",
    (sentence, text, value, unit) => {
      const figure = onlyFigure(sentence);
      expect(reading(figure)).toEqual({
        text,
        kind: 'money',
        value: expect.closeTo(value, 9),
        high: null,
        unit,
      });
    },
  );

  it.each(['The meeting starts at 10p.m. sharp.', 'See Table 4p for the detail.'])(
    'reads no pence in a time or a reference: %s',
    (sentence) => {
      expect(figuresOf(sentence).filter((figure) => figure.kind === 'money')).toEqual([]);
    },
  );

  it('applies a scale word to a number without a currency, which stays an amount', () => {
    const figure = onlyFigure('Assets grew to 5.5 billion last year.');
    expect(reading(figure)).toEqual({
      text: '5.5 billion',
      kind: 'amount',
      value: 5.5e9,
      high: null,
      unit: null,
    });
    expect(figure.writtenScale).toBe('billions');
  });

  it('says what an amount is per', () => {
    const figure = onlyFigure('The offer was $13.75 per share in cash.');
    expect(reading(figure)).toMatchObject({ text: '$13.75 per share', kind: 'money', value: 13.75 });
    expect(figure.per).toBe('share');
  });

  it('reads a currency sign before accounting brackets as a negative amount', () => {
    expect(reading(onlyFigure('The loss was $(1,234) for the year.'))).toMatchObject({
      text: '$(1,234)',
      value: -1234,
      unit: 'USD',
    });
  });

  it('reads a sign written as a word, quoting the word with the number', () => {
    expect(reading(onlyFigure('Core real estate returned negative 1.8% for the year.'))).toMatchObject({
      text: 'negative 1.8%',
      value: -1.8,
    });
    expect(reading(onlyFigure('The spread moved by minus 12 basis points.'))).toMatchObject({
      text: 'minus 12 basis points',
      value: -12,
    });
  });
});

describe('readNumbers: a tolerance either side of a target', () => {
  it.each([
    ['Public equity may be 40% +/- 7% of the fund.', '+/- 7%'],
    ['Its range is ±5% of the target.', '±5%'],
    ['Its range is +/-5% of the target.', '+/-5%'],
  ])('quotes the sign with the number and reads no negative: %s', (sentence, text) => {
    const figure = readNumbers(sentence, 'prose').figures.find((found) => found.text === text);
    expect(figure).toMatchObject({ kind: 'percent', negative: false });
    expect(figure?.value).toBeGreaterThan(0);
  });
});

describe('readNumbers: percents, multiples and basis points', () => {
  it.each([
    ['The fee is 2.0% of commitments.', '2.0%', 2],
    ['Carry is 20 percent of profits.', '20 percent', 20],
    ['A fee of fifteen percent applies.', 'fifteen percent', 15],
    ['The net IRR was -3.2% for the year.', '-3.2%', -3.2],
  ])('reads a percent as a percent: %s', (sentence, text, value) => {
    expect(reading(onlyFigure(sentence))).toEqual({ text, kind: 'percent', value, high: null, unit: '%' });
  });

  it('reads a percent in words with its numerals in brackets as one figure', () => {
    const figures = figuresOf('Interest accrues at one and one-half percent (1.5%) per annum.');
    expect(figures.map(reading)).toEqual([
      { text: 'one and one-half percent (1.5%)', kind: 'percent', value: 1.5, high: null, unit: '%' },
    ]);
    expect(figuresOf('A fee of one and three-quarters percent (1.75%) of commitments.').map(reading)).toEqual(
      [
        {
          text: 'one and three-quarters percent (1.75%)',
          kind: 'percent',
          value: 1.75,
          high: null,
          unit: '%',
        },
      ],
    );
  });

  it("reads a form's bracketed alternatives as the first one, marked as a placeholder", () => {
    const figure = onlyFigure('The management fee is [2.5][2.0]% per annum.');
    expect(reading(figure)).toEqual({
      text: '[2.5][2.0]%',
      kind: 'percent',
      value: 2.5,
      high: null,
      unit: '%',
    });
    expect(figure.bracketed).toBe(true);
  });

  it.each([
    ['Total return (7.22)% for the year.', '(7.22)%', -7.22],
    ['Total return was (2.00%) for the year.', '(2.00%)', -2],
  ])('reads a percent in accounting brackets as negative: %s', (sentence, text, value) => {
    const figure = onlyFigure(sentence);
    expect(reading(figure)).toEqual({ text, kind: 'percent', value, high: null, unit: '%' });
    expect(figure.negative).toBe(true);
  });

  it.each([
    ['Margins rose 3.5 percentage points in the year.', '3.5 percentage points'],
    ['Margins rose 3.5pp in the year.', '3.5pp'],
  ])('tells percentage points from percents: %s', (sentence, text) => {
    expect(reading(onlyFigure(sentence))).toEqual({
      text,
      kind: 'percent',
      value: 3.5,
      high: null,
      unit: 'pp',
    });
  });

  it.each([
    ['The deal returned 2.3x gross.', '2.3x', 'multiple', 2.3, 'x'],
    ['It returned 2.5 times invested capital.', '2.5 times', 'multiple', 2.5, 'x'],
    ['A spread of 250 basis points over SOFR.', '250 basis points', 'bps', 250, 'bps'],
    ['A margin of 475 bps applies.', '475 bps', 'bps', 475, 'bps'],
  ])('reads multiples and basis points: %s', (sentence, text, kind, value, unit) => {
    expect(reading(onlyFigure(sentence))).toEqual({ text, kind, value, high: null, unit });
  });
});

describe('readNumbers: durations', () => {
  it.each([
    ['The term is ten (10) years from the first closing.', 'ten (10) years', 10, 'years'],
    ['Notice must be given within 90 days of the request.', '90 days', 90, 'days'],
    ['Reports follow within six months of year end.', 'six months', 6, 'months'],
    ['The fund ends on the [tenth] anniversary of its closing.', '[tenth] anniversary', 10, 'years'],
    ['The plan has a 10-year horizon.', '10-year', 10, 'years'],
    ['It ends on the fifth (5th) anniversary of the closing.', 'fifth (5th) anniversary', 5, 'years'],
  ])('reads a duration in its unit: %s', (sentence, text, value, unit) => {
    expect(reading(onlyFigure(sentence))).toEqual({ text, kind: 'duration', value, high: null, unit });
  });

  it('reads an ordinal before a year or a month as which one, not how long', () => {
    expect(figuresOf('Up to 200 basis points may be paid in kind in the first year.').map(reading)).toEqual([
      { text: '200 basis points', kind: 'bps', value: 200, high: null, unit: 'bps' },
    ]);
    expect(figuresOf('Distributions begin in the third month.')).toEqual([]);
  });

  it('reads repeated extension periods as one figure worth all of them', () => {
    const figures = figuresOf('The term may be extended for two additional one-year periods.');
    expect(figures.map(reading)).toEqual([
      { text: 'two additional one-year periods', kind: 'duration', value: 2, high: null, unit: 'years' },
    ]);
  });
});

describe('readNumbers: ranges and counts', () => {
  it.each([
    ['Target returns are 16-20% net.', '16-20%', 'percent', 16, 20, '%'],
    ['Leverage of 4.3–6.5x is typical.', '4.3–6.5x', 'multiple', 4.3, 6.5, 'x'],
    ['It targets 16% to 20% gross.', '16% to 20%', 'percent', 16, 20, '%'],
    ['Tickets are between $20M and $100M each.', 'between $20M and $100M', 'money', 20e6, 100e6, 'USD'],
    ['A 5-7 year hold is expected.', '5-7 year', 'duration', 5, 7, 'years'],
    ['It holds its assets for five to seven years.', 'five to seven years', 'duration', 5, 7, 'years'],
    [
      'It commits to between eight and twelve partnerships.',
      'between eight and twelve',
      'count',
      8,
      12,
      null,
    ],
    ['It commits to between 8 and 12 partnerships.', 'between 8 and 12', 'count', 8, 12, null],
    ['It expects to acquire 12 to 15 properties.', '12 to 15', 'count', 12, 15, null],
    ['It expects to acquire 12–15 properties.', '12–15', 'count', 12, 15, null],
  ])('reads a range with its low and high ends: %s', (sentence, text, kind, value, high, unit) => {
    expect(reading(onlyFigure(sentence))).toEqual({ text, kind, value, high, unit });
  });

  it('reads a value moved from one figure to another as two figures, not a range', () => {
    const moved = readNumbers('Staff recommends raising the target from 8% to 10% next year.', 'prose');
    expect(moved.figures.map((figure) => [figure.text, figure.high])).toEqual([
      ['8%', null],
      ['10%', null],
    ]);
    const range = readNumbers('The target ranges from 8% to 12%.', 'prose');
    expect(range.figures.map((figure) => [figure.text, figure.high])).toEqual([['8% to 12%', 12]]);
    // 'risks' is no form of 'rise': the range stands.
    const risks = readNumbers('Concentration risks from 8% to 12% of NAV are reviewed.', 'prose');
    expect(risks.figures.map((figure) => [figure.text, figure.high])).toEqual([['8% to 12%', 12]]);
  });

  it('reads a number followed by what it counts as a count, quoting the number alone', () => {
    expect(reading(onlyFigure('The fund made 117 commitments last year.'))).toEqual({
      text: '117',
      kind: 'count',
      value: 117,
      high: null,
      unit: null,
    });
    // So is a number a group's size stands before: 'a staff of 34'.
    expect(reading(onlyFigure('The Office has a staff of 34.'))).toMatchObject({ text: '34', kind: 'count' });
    expect(figuresOf('See page 3 of 12.')).toEqual([]);
    // A change from one count to another is no range: the count is the later one.
    expect(reading(onlyFigure('The programme grew from 10 to 14 funds.'))).toMatchObject({
      text: '14',
      high: null,
    });
  });
});

describe('readNumbers: counts in words and frequencies', () => {
  it.each([
    ['The Committee shall be composed of at least three members.', 'three', 3],
    ['A quorum requires the presence of at least one member who is independent.', 'one', 1],
    ['The board appoints two directors to the committee.', 'two', 2],
  ])('reads a number in words before what it counts as a count: %s', (sentence, text, value) => {
    expect(reading(onlyFigure(sentence))).toEqual({ text, kind: 'count', value, high: null, unit: null });
  });

  it('reads a part of a counted whole as a count, beside the whole', () => {
    expect(figuresOf('Seven of the nine trustees were present.').map(reading)).toEqual([
      { text: 'Seven', kind: 'count', value: 7, high: null, unit: null },
      { text: 'nine', kind: 'count', value: 9, high: null, unit: null },
    ]);
    expect(figuresOf('The Fund owns 12 of the 15 properties.').map((figure) => figure.text)).toEqual([
      '12',
      '15',
    ]);
    expect(figuresOf('Section 12 of the 2019 Agreement applies.')).toEqual([]);
  });

  it.each([
    ['one without a bound', 'Each of them holds one interest in the fund.'],
    ['a fraction', 'Two thirds of the members must agree.'],
    ['a multiple in words', 'The fund returned three times its capital.'],
    ['a rank in words', 'The ten largest borrowers represented 15.6% of net assets.'],
    ['a rank in numerals', 'Its 10 largest holdings make up a third of the fund.'],
    ["a rank after 'top'", 'The top 10 holdings make up a third of the fund.'],
    ['a hyphenated rank', 'The five best-performing funds were all buyout funds.'],
  ])('reads no count from %s', (_what, sentence) => {
    expect(figuresOf(sentence).filter((figure) => figure.kind === 'count')).toEqual([]);
  });

  it.each([
    ['The Committee shall meet not less frequently than quarterly to set values.', 'quarterly', 4],
    ['The Committee shall, at least annually, review this charter.', 'annually', 1],
    ['It shall, no less frequently than each quarter, review the reports.', 'each quarter', 4],
    ['Management fees are payable semi-annually in advance.', 'semi-annually', 2],
    ['Distributions are paid on a monthly basis.', 'monthly', 12],
    ['The policy is reviewed at least every three years.', 'every three years', 1 / 3],
    ['The board meets twice a year.', 'twice a year', 2],
  ])('reads how often as times a year: %s', (sentence, text, value) => {
    expect(reading(onlyFigure(sentence))).toEqual({
      text,
      kind: 'frequency',
      value,
      high: null,
      unit: 'per year',
    });
  });

  it('reads no frequency from an adjective before its noun, but takes one standing alone in a cell', () => {
    expect(figuresOf('The quarterly report and the monthly statement were sent.')).toEqual([]);
    expect(reading(onlyFigure('Quarterly', 'cell'))).toMatchObject({ kind: 'frequency', value: 4 });
  });

  it("reads no frequency from a period's end, which names a day", () => {
    const figures = figuresOf('Reports are sent within 45 days after each quarter-end.');
    expect(figures.map((figure) => figure.kind)).toEqual(['duration']);
  });
});

describe('readNumbers: what is not a figure in prose', () => {
  it.each([
    ['a year', 'In 2024 the fund held its final close.'],
    ['a written date', 'As of December 31, 2024 the fund was fully invested.'],
    ['a numeric date', 'Valuations at 12/31/21 were audited.'],
    ['a quarter', 'Results for Q4 2024 were strong across the book.'],
    ['a fiscal year', 'Our FY2023 report follows this letter.'],
    ['a section', 'See Section 4.2 for the details of the waterfall.'],
    ['an outline number', 'Distributions under 14.3.2 and 14.3.3 follow the waterfall.'],
    ['an item', 'As described in Item 7 of the annual report.'],
    ['a note', 'As set out in Note 6 to the financial statements.'],
    ['a rule with a hyphen', 'Rule 2a-7 funds must hold liquid assets.'],
    ['a form', 'As filed on Form 10-K with the regulator.'],
    ['a page', 'See page 12 of the presentation for more.'],
    ['a fair value level', 'Level 3 assets are valued by the manager.'],
    ['a hyphenated identifier', 'The file number 814-00830 is on the cover.'],
    ['a code ending in a number', 'The COVID-19 pandemic delayed exits.'],
    ['a phone number', 'Call (212) 555-1234 for details.'],
    ['a phone number with dashes', 'Call 1-800-555-0199 for details.'],
    ['a street number and a postcode', 'Our office is at 150 California Street, San Francisco, CA 94105.'],
    ['a postcode after a state', 'The office is in San Jose, California 95113.'],
    ['a footnote mark glued to a word', 'Harbor Fund1 closed early.'],
    ['an enumerator', '(1) the first closing date is set by the manager.'],
    ['an ordinal', 'The 1st closing was held in spring.'],
    ['a bare small number without a noun', 'Of these, 3 were sold and the rest held.'],
    ['a version', 'The UN Principles 3.0 framework applies.'],
    [
      'a section number heading its clause',
      '3.2 General Partner Commitment. The General Partner shall commit.',
    ],
    ['a section number on a new line', 'as set out below.\n7.1 Management Fee. The Manager is paid.'],
    ['a section number set apart from its heading', 'INVESTMENTS\n7.2       Limitation on Indebtedness.'],
    [
      "a clause referred to by its number and title, after another's",
      'calculated under Sections 2.8 (Parallel Vehicles) and 2.9 (Alternative Vehicles) of the costs',
    ],
  ])('rejects %s', (_trap, sentence) => {
    expect(figuresOf(sentence).map((figure) => figure.text)).toEqual([]);
  });

  it('keeps a decimal that opens a sentence but heads no section', () => {
    expect(figuresOf('The fund returned cash.\n1.52 was the TVPI at year end.').map((f) => f.text)).toEqual([
      '1.52',
    ]);
  });

  it('keeps a decimal with a bracketed word after it where no clauses are referred to', () => {
    expect(figuresOf('The TVPI was 1.52 (Net) at year end.').map((figure) => figure.text)).toEqual(['1.52']);
  });

  it('keeps the figure beside a rejected date and reference', () => {
    const figures = figuresOf('As of December 31, 2024, per Section 4.2, the fee was 2.0%.');
    expect(figures.map((figure) => figure.text)).toEqual(['2.0%']);
  });

  it('hands the dates it rejected back as dates', () => {
    const { dates } = readNumbers('In 2024 the fund held its final close on March 31, 2024.');
    expect(dates.map((date) => [date.text, date.kind])).toEqual([
      ['2024', 'year'],
      ['March 31, 2024', 'date'],
    ]);
  });
});

describe('readNumbers: table cells', () => {
  it('reads a bare number in a cell as an amount, which prose would not take', () => {
    expect(reading(onlyFigure('12', 'cell'))).toEqual({
      text: '12',
      kind: 'amount',
      value: 12,
      high: null,
      unit: null,
    });
    expect(figuresOf('12')).toEqual([]);
  });

  it('reads a bracketed cell as negative and a dash as no figure', () => {
    expect(reading(onlyFigure('(1,234)', 'cell'))).toMatchObject({ text: '(1,234)', value: -1234 });
    expect(figuresOf('—', 'cell')).toEqual([]);
    expect(figuresOf('n/a', 'cell')).toEqual([]);
  });
});
