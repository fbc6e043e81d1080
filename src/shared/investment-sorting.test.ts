import { describe, expect, it } from 'vitest';
import {
  isHighIrr,
  matchesInvestmentSearch,
  nextSort,
  parseIrr,
  parseTargetSize,
  sortInvestments,
} from './investment-sorting';

const row = (name: string, targetSize: string, irr: string | null, extra = {}) => ({
  name,
  type: 'fund' as const,
  strategy: 'Buyout',
  targetSize,
  vintage: 2024,
  irr,
  status: 'due_diligence' as const,
  geography: 'Europe',
  ...extra,
});

describe('parseTargetSize', () => {
  it('reads B, M and K suffixes in either case', () => {
    expect(parseTargetSize('$1.35B')).toBe(1.35e9);
    expect(parseTargetSize('$500M')).toBe(5e8);
    expect(parseTargetSize('750k')).toBe(750e3);
    expect(parseTargetSize('$1,200M')).toBe(1.2e9);
    expect(parseTargetSize('42')).toBe(42);
    expect(parseTargetSize('TBD')).toBe(0);
    expect(parseTargetSize(null)).toBe(0);
  });
});

describe('parseIrr', () => {
  it('reads the number and puts missing or N/A lowest', () => {
    expect(parseIrr('24.5%')).toBe(24.5);
    expect(parseIrr('-3%')).toBe(-3);
    expect(parseIrr('N/A')).toBe(-999);
    expect(parseIrr('')).toBe(-999);
    expect(parseIrr(null)).toBe(-999);
  });

  it('marks above 20 up, 20 and below down, nothing when missing', () => {
    expect(isHighIrr('20.1%')).toBe(true);
    expect(isHighIrr('20%')).toBe(false);
    expect(isHighIrr('N/A')).toBeNull();
  });
});

describe('sortInvestments', () => {
  const rows = [row('Beta', '$500M', '12%'), row('alpha', '$1.35B', 'N/A'), row('Gamma', '$900K', '31%')];

  it('sorts target size by value, not by text', () => {
    const names = (sorted: typeof rows) => sorted.map((r) => r.name);
    expect(names(sortInvestments(rows, { column: 'targetSize', direction: 'asc' }))).toEqual([
      'Gamma',
      'Beta',
      'alpha',
    ]);
    expect(names(sortInvestments(rows, { column: 'targetSize', direction: 'desc' }))).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
  });

  it('sorts IRR with N/A lowest, and names case-insensitively', () => {
    const names = (sorted: typeof rows) => sorted.map((r) => r.name);
    expect(names(sortInvestments(rows, { column: 'irr', direction: 'asc' }))).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
    expect(names(sortInvestments(rows, { column: 'name', direction: 'asc' }))).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
  });

  it('orders numbers inside names naturally', () => {
    const funds = [row('Fund 10', '$1M', null), row('fund 2', '$1M', null), row('Fund 1', '$1M', null)];
    expect(sortInvestments(funds, { column: 'name', direction: 'asc' }).map((r) => r.name)).toEqual([
      'Fund 1',
      'fund 2',
      'Fund 10',
    ]);
  });

  it('leaves the input alone and keeps order without a sort', () => {
    const copy = [...rows];
    expect(sortInvestments(rows, null)).toEqual(rows);
    sortInvestments(rows, { column: 'name', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('sorts ascending on a first click and descending on a second click of the same column', () => {
    const first = nextSort(null, 'irr');
    expect(first).toEqual({ column: 'irr', direction: 'asc' });
    expect(nextSort(first, 'irr')).toEqual({ column: 'irr', direction: 'desc' });
    expect(nextSort({ column: 'irr', direction: 'desc' }, 'irr')).toEqual({
      column: 'irr',
      direction: 'asc',
    });
    expect(nextSort({ column: 'irr', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    });
  });
});

describe('matchesInvestmentSearch', () => {
  it('matches name or strategy, case-insensitive', () => {
    const investment = { name: 'Helios Infrastructure II', strategy: 'Core-Plus' };
    expect(matchesInvestmentSearch(investment, 'helios')).toBe(true);
    expect(matchesInvestmentSearch(investment, 'CORE')).toBe(true);
    expect(matchesInvestmentSearch(investment, 'europe')).toBe(false);
    expect(matchesInvestmentSearch(investment, '  ')).toBe(true);
  });
});
