import { describe, expect, it } from 'vitest';
import { askedSpan, sameSpan, spanOf, statedSpan } from './figure-spans';

describe('spanOf', () => {
  it('reads a count of years however it is written', () => {
    for (const text of ['10-Year', '10 Yr', 'Ten Years', 'ten-year return', '10Y'])
      expect(spanOf(text), text).toBe('years:10');
    expect(spanOf('What was the 1-year return?')).toBe('years:1');
    expect(spanOf('trailing twelve months')).toBe('years:1');
  });

  it('reads months, with three months as the quarter', () => {
    expect(spanOf('FOR THE NINE MONTHS ENDED SEPTEMBER 30, 2022')).toBe('months:9');
    expect(spanOf('for the first nine months of 2022')).toBe('months:9');
    expect(spanOf('Three Months Ended June 30')).toBe('quarter');
  });

  it('names since inception and year to date before any count', () => {
    expect(spanOf('Since Inception (5 years)')).toBe('inception');
    expect(spanOf('Year-to-date')).toBe('year-to-date');
    expect(spanOf('Since its inception in 2004')).toBe('inception');
    expect(spanOf("from the Fund's inception")).toBe('inception');
    expect(spanOf("The Program's since-inception internal rate of return")).toBe('inception');
  });

  it('reads the year ended as one year, unless a count or a named span says otherwise', () => {
    expect(spanOf('FOR THE YEAR ENDED DECEMBER 31, 2021')).toBe('years:1');
    expect(spanOf('for the fiscal year ending June 30, 2024')).toBe('years:1');
    expect(spanOf('Fiscal Year Ended June 30, 2024 10-Year')).toBe('years:10');
    expect(spanOf('Year ended June 30, 2024 Since Inception')).toBe('inception');
  });

  it("reads a quarter named by its number as the quarter, and what has flowed 'to date' since inception", () => {
    for (const text of ['Q1 2026', '3Q25', 'How much did the fund distribute in Q3 2025?'])
      expect(spanOf(text), text).toBe('quarter');
    expect(spanOf('Distributions to date')).toBe('inception');
    expect(spanOf('Quarter-to-date distributions')).toBe('quarter');
    expect(spanOf('Year to date')).toBe('year-to-date');
  });

  it("reads a report's own period as any span a quarter or a year may be, never year to date", () => {
    expect(spanOf('Current period')).toBe('period');
    expect(spanOf('Reporting Period')).toBe('period');
    expect(sameSpan('quarter', 'period')).toBe(true);
    expect(sameSpan('years:1', 'period')).toBe(true);
    expect(sameSpan('year-to-date', 'period')).toBe(false);
    expect(sameSpan('inception', 'period')).toBe(false);
  });

  it('finds no span in a year, a date or an amount in millions', () => {
    for (const text of ['fiscal year 2024', 'Commitments ($5m)', '2019'])
      expect(spanOf(text), text).toBeNull();
  });
});

describe('askedSpan', () => {
  it('reads a flow asked of in the perfect, with no span or date, as asked since inception', () => {
    expect(askedSpan('How much capital have LPs paid into Fund III?')).toBe('inception');
    expect(askedSpan('How much has the fund distributed to investors?')).toBe('inception');
    expect(askedSpan('How much has the fund distributed in the third quarter?')).toBe('quarter');
    expect(askedSpan('How much has the fund distributed in 2024?')).toBeNull();
    expect(askedSpan('How much did the fund call in the quarter?')).toBe('quarter');
    expect(askedSpan('What is the net asset value?')).toBeNull();
  });

  it("reads a return asked of a year as the year's, but not an IRR or a multiple asked of one", () => {
    expect(askedSpan('What did the private equity program return in fiscal year 2024-25?')).toBe('years:1');
    expect(askedSpan('What did the policy benchmark return for the fiscal year?')).toBe('years:1');
    expect(askedSpan('How did the portfolio perform last year?')).toBe('years:1');
    expect(askedSpan('What did the infrastructure portfolio earn over the last year?')).toBe('years:1');
    expect(askedSpan('What net IRR had the program earned by fiscal year 2025?')).toBeNull();
    expect(askedSpan('What TVPI did the program return in fiscal year 2025?')).toBeNull();
    expect(askedSpan('What was the NAV in fiscal year 2025?')).toBeNull();
  });
});

describe('statedSpan', () => {
  const prose = (value: string, quote: string) =>
    statedSpan({ label: 'Returned', value, column_header: null, period: null, quote });

  it("reads a prose figure's span from its sentence, the nearest of several", () => {
    const quote =
      'Private equity returned 11.6% for the year and remains the best asset class over ten years, at 14.2% annualised.';
    expect(prose('11.6%', quote)).toBe('years:1');
    expect(prose('14.2%', quote)).toBe('years:10');
    expect(prose('10.8%', 'Since its inception in 2004 the program has earned a net IRR of 10.8%.')).toBe(
      'inception',
    );
    expect(prose('$4.2 billion', 'The plan has committed $4.2 billion.')).toBeNull();
  });

  it("reads a table figure's span from its column alone", () => {
    expect(
      statedSpan({
        label: 'Buyout',
        value: '8.9%',
        column_header: '10-Year',
        period: null,
        quote: 'Buyout 8.9%',
      }),
    ).toBe('years:10');
  });
});
