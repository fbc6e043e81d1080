import { describe, expect, it } from 'vitest';
import { readTableHeaders } from './table-headers';

describe('readTableHeaders', () => {
  it('reads the scale and currency a table header gives, in its several forms', () => {
    const cases: [string, { scale: string | null; currency: string | null }][] = [
      ['(in millions of U.S. dollars)\nRevenue 18,775', { scale: 'millions', currency: 'USD' }],
      ['Amounts in US$ thousands\nRevenue 18,775', { scale: 'thousands', currency: 'USD' }],
      ['Revenue (€000s)\nRevenue 18,775', { scale: 'thousands', currency: 'EUR' }],
      ['(expressed in U.S. dollars)\nRevenue 18,775', { scale: null, currency: 'USD' }],
      ['in billions\nRevenue 18,775', { scale: 'billions', currency: null }],
      ['Revenue 18,775', { scale: null, currency: null }],
    ];
    for (const [text, expected] of cases) {
      expect(readTableHeaders(text).scaleAt(text.indexOf('18,775')), text).toEqual(expected);
    }
  });

  it('keeps a header to its own page and sheet', () => {
    const paged = '(in millions)\nRevenue 1,000\fRevenue 2,000';
    expect(readTableHeaders(paged).scaleAt(paged.indexOf('2,000')).scale).toBeNull();
    const sheets = 'Sheet: A\n(in millions)\nSheet: B\nRevenue,2000';
    expect(readTableHeaders(sheets).scaleAt(sheets.indexOf('2000')).scale).toBeNull();
  });

  it('dates a figure by the last period before it, or by its own sentence', () => {
    const text = 'Statement of Operations\nFor the year ended December 31, 2024\nNet income 5,000';
    const headers = readTableHeaders(text);
    expect(headers.periodAt(text.indexOf('5,000'))).toBe('For the year ended December 31, 2024');
    expect(headers.periodIn('NAV was $5M as at 30 June 2024.')).toBe('as at 30 June 2024');
    expect(headers.periodIn('Revenue grew in Q3 2024.')).toBe('Q3 2024');
    expect(headers.periodIn('The fee is 2%.')).toBeNull();
  });
});
