import { describe, expect, it } from 'vitest';
import { columnEntityScope, mainFundName, readFactScope, rowEntityScope } from './fact-scope';

const read = (
  concept: Parameters<typeof readFactScope>[0],
  window: string,
  fundName: string | null = 'Fund IV',
) => readFactScope(concept, { window, label: window }, fundName);

describe('readFactScope', () => {
  it('tells an earlier fund’s figure from the fund’s own, by name or by words', () => {
    expect(read('net_irr', 'Fund III generated a net IRR of 18%.')).toMatchObject({
      scope: 'prior_fund',
      scopeName: 'Fund III',
      basis: 'net',
      targetOrActual: 'actual',
    });
    expect(read('tvpi', 'Our prior funds returned 2.1x TVPI.')).toMatchObject({ scope: 'prior_fund' });
    expect(read('tvpi', 'Fund IV has a TVPI of 1.2x.')).toMatchObject({ scope: 'fund', scopeName: null });
  });

  it('gives a deal’s return to the deal, and a target to the target', () => {
    expect(read('gross_irr', 'The co-investment targets a 25% gross IRR.')).toMatchObject({
      scope: 'deal',
      basis: 'gross',
      targetOrActual: 'target',
    });
    expect(read('management_fee', 'The transaction fee offsets the 2% management fee.')).toMatchObject({
      scope: 'fund',
      targetOrActual: null,
    });
  });

  it('reads gross or net only for returns and multiples', () => {
    expect(read('moic', 'A gross MOIC of 2.5x.').basis).toBe('gross');
    expect(read('nav', 'Net asset value of $5M.').basis).toBeNull();
  });
});

describe('mainFundName', () => {
  it('is the fund the document names most', () => {
    expect(
      mainFundName('Harbor Partners IV, L.P. (the Fund). Harbor Partners IV, L.P. Fund III did well.'),
    ).toBe('Harbor Partners IV');
    expect(mainFundName('No fund is named here.')).toBeNull();
  });

  it('is never a name that only labels a table’s row', () => {
    const text = 'Harbor Partners I,2012,$300M\nHarbor Partners II,2016,$550M';
    expect(mainFundName(text)).toBe('Harbor Partners I');
    expect(mainFundName(text, new Set(['Harbor Partners I', 'Harbor Partners II']))).toBeNull();
  });
});

describe('columnEntityScope', () => {
  it('gives a row’s figure to the fund its column names, and leaves periods and kinds alone', () => {
    expect(columnEntityScope('Harbor Growth Partners III', 'Harbor Growth Partners IV')).toEqual({
      scope: 'prior_fund',
      scopeName: 'Harbor Growth Partners III',
    });
    for (const header of ['Q2 2025', 'Gross', 'Total', 'YTD 2024']) {
      expect(columnEntityScope(header, 'Harbor Growth Partners IV'), header).toBeNull();
    }
  });
});

describe('rowEntityScope', () => {
  it('names the fund or deal of a row, and leaves periods and dates to the fund', () => {
    expect(rowEntityScope('Harbor Growth Partners II', 'Harbor Growth Partners IV')).toEqual({
      scope: 'prior_fund',
      scopeName: 'Harbor Growth Partners II',
    });
    expect(rowEntityScope('Growth Partners IV', 'Harbor Growth Partners IV')).toEqual({
      scope: 'fund',
      scopeName: null,
    });
    expect(rowEntityScope('ClinicFlow', 'Harbor Growth Partners IV')).toEqual({
      scope: 'deal',
      scopeName: 'ClinicFlow',
    });
    expect(rowEntityScope('Total', null)).toEqual({ scope: 'portfolio', scopeName: null });
    for (const period of ['Q1 2024', '2023', 'FY2022', 'YTD', '31/12/2024', 'December 31, 2024']) {
      expect(rowEntityScope(period, null), period).toBeNull();
    }
  });
});
