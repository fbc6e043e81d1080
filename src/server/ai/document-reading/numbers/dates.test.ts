import { describe, expect, it } from 'vitest';
import { endMonth, findDates } from './dates';

const datesIn = (text: string) =>
  findDates(text).map((date) => {
    expect(text.slice(date.start, date.end)).toBe(date.text);
    return [date.text, date.kind, date.year];
  });

describe('findDates', () => {
  it('reads dates written in words, day first or month first, with the year they name', () => {
    expect(datesIn('As of December 31, 2024, 31 March 2023 and Dec. 31 2022.')).toEqual([
      ['December 31, 2024', 'date', 2024],
      ['31 March 2023', 'date', 2023],
      ['Dec. 31 2022', 'date', 2022],
    ]);
  });

  it('reads numeric dates and gives a two-digit year its century', () => {
    expect(datesIn('On 3/31/24, 12/31/99, 2024-12-31 and 31.12.2021.')).toEqual([
      ['3/31/24', 'date', 2024],
      ['12/31/99', 'date', 1999],
      ['2024-12-31', 'date', 2024],
      ['31.12.2021', 'date', 2021],
    ]);
  });

  it("reads a spreadsheet's dates, day, month and year joined by hyphens, as one date", () => {
    expect(datesIn('As of 30-Jun-2026 and 31-Dec-25')).toEqual([
      ['30-Jun-2026', 'date', 2026],
      ['31-Dec-25', 'date', 2025],
    ]);
    expect(endMonth('30-Jun-2026')).toBe(6);
  });

  it('reads the months a reporting period runs as a period, not as a duration', () => {
    expect(
      datesIn('For the three months ended September 30, 2025 and the 6-month period ending June 30, 2024:'),
    ).toEqual([
      ['three months ended', 'period', null],
      ['September 30, 2025', 'date', 2025],
      ['6-month period ending', 'period', null],
      ['June 30, 2024', 'date', 2024],
    ]);
    expect(datesIn('Nine Months Ended | 2024')).toEqual([
      ['Nine Months Ended', 'period', null],
      ['2024', 'year', 2024],
    ]);
    expect(datesIn('The loan matures in 18 months ending in default.')).toEqual([]);
  });

  it("reads quarters, halves and fiscal years as periods, and a table's month headers as dates", () => {
    expect(
      datesIn(
        'In Q4 2024, 4Q24, H1 2025, FY2023, FY 24, fiscal 2022, full-year 2026 and calendar year 2021; Jun-26.',
      ),
    ).toEqual([
      ['Q4 2024', 'period', 2024],
      ['4Q24', 'period', 2024],
      ['H1 2025', 'period', 2025],
      ['FY2023', 'period', 2023],
      ['FY 24', 'period', 2024],
      ['fiscal 2022', 'period', 2022],
      ['full-year 2026', 'period', 2026],
      ['calendar year 2021', 'period', 2021],
      ['Jun-26', 'date', 2026],
    ]);
    expect(
      datesIn('Fees rose in the third quarter of 2025, the first half of 2025 and the fourth quarter.'),
    ).toEqual([
      ['third quarter of 2025', 'period', 2025],
      ['first half of 2025', 'period', 2025],
      ['fourth quarter', 'period', null],
    ]);
  });

  it('reads a span of years as one period and a year alone as a year', () => {
    expect(datesIn('Over 2019–2024 the fund grew; in 2025 it closed.')).toEqual([
      ['2019–2024', 'period', 2019],
      ['2025', 'year', 2025],
    ]);
    // A year marked as actual or budgeted is the year.
    expect(datesIn('Revenue rose from 2025A to 2026B.')).toEqual([
      ['2025A', 'year', 2025],
      ['2026B', 'year', 2026],
    ]);
  });

  it('gives a fiscal year written across two years both of them', () => {
    const years = (text: string) => findDates(text).map((date) => [date.text, date.years]);
    expect(years('In FY 2023-24 and fiscal year 2024/25; over 2019–2024; on 2023-12-31.')).toEqual([
      ['FY 2023-24', [2023, 2024]],
      ['fiscal year 2024/25', [2024, 2025]],
      ['2019–2024', [2019, 2024]],
      ['2023-12-31', [2023]],
    ]);
  });

  it('never overlaps: a date holding a year is one date', () => {
    expect(datesIn('The DECEMBER 31, 2021 column and December 2024.')).toEqual([
      ['DECEMBER 31, 2021', 'date', 2021],
      ['December 2024', 'date', 2024],
    ]);
  });

  it('takes no year from money, a percent or a decimal, and no month from the verb may', () => {
    expect(datesIn('It held $2024, rose 2024% to 2019.5, and may invest more.')).toEqual([]);
  });
});

describe('endMonth', () => {
  it('gives the calendar month a date, quarter or half ends in', () => {
    expect(endMonth('June 30, 2025')).toBe(6);
    expect(endMonth('31 December 2022')).toBe(12);
    expect(endMonth('12/31/2024')).toBe(12);
    expect(endMonth('2024-09-30')).toBe(9);
    expect(endMonth('the second quarter of 2025')).toBe(6);
    expect(endMonth('3Q24')).toBe(9);
    expect(endMonth('H1 2025')).toBe(6);
    expect(endMonth('second half of 2024')).toBe(12);
    expect(endMonth('end of 2025')).toBe(12);
    expect(endMonth('year-end 2024')).toBe(12);
  });

  it("reads a year's end as its last month's date", () => {
    expect(findDates('What was the NAV at the end of 2025?')).toMatchObject([
      { text: 'end of 2025', year: 2025, kind: 'date' },
    ]);
    expect(findDates('Year-end 2024 valuations').map((date) => date.text)).toEqual(['Year-end 2024']);
  });

  it('gives none for a year, or a fiscal period whose months depend on the fiscal year', () => {
    expect(endMonth('2024')).toBeNull();
    expect(endMonth('fiscal 2025')).toBeNull();
    expect(endMonth('Q1 fiscal 2026')).toBeNull();
  });
});
