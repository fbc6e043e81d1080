import type { Investment } from './investment';

/** SPEC 9: an IRR above this many percent gets the up marker. */
export const highIrrThreshold = 20;
/** SPEC 5: a missing or N/A IRR sorts lowest. */
export const missingIrr = -999;

const sizeMultipliers: Record<string, number> = { B: 1e9, M: 1e6, K: 1e3 };

/** SPEC 5: '$1.35B' is 1.35e9; suffixes B, M or K; anything unreadable is 0. */
export function parseTargetSize(text: string | null | undefined): number {
  const match = /(-?\d[\d,]*(?:\.\d+)?)\s*([BMK])?/i.exec(text ?? '');
  if (!match) return 0;
  const value = Number.parseFloat(match[1].replaceAll(',', ''));
  return value * (match[2] ? sizeMultipliers[match[2].toUpperCase()] : 1);
}

/** SPEC 5: the number in an IRR such as '24.5%'; missing or N/A is -999. */
export function parseIrr(text: string | null | undefined): number {
  const match = /-?\d+(?:\.\d+)?/.exec(text ?? '');
  return match ? Number.parseFloat(match[0]) : missingIrr;
}

/** True when an IRR should show the up marker (above 20); null when there is no IRR to mark. */
export function isHighIrr(text: string | null | undefined): boolean | null {
  const irr = parseIrr(text);
  return irr === missingIrr ? null : irr > highIrrThreshold;
}

/** Whether an IRR rose or fell from the one it replaced; null without a previous IRR to compare with. */
export function irrTrend(
  irr: string | null | undefined,
  previousIrr: string | null | undefined,
): 'up' | 'down' | null {
  const now = parseIrr(irr);
  const before = parseIrr(previousIrr);
  if (now === missingIrr || before === missingIrr || now === before) return null;
  return now > before ? 'up' : 'down';
}

export const sortableColumns = [
  'name',
  'type',
  'strategy',
  'targetSize',
  'vintage',
  'irr',
  'status',
  'geography',
] as const;
export type SortColumn = (typeof sortableColumns)[number];
export type SortDirection = 'asc' | 'desc';
export type InvestmentSort = { column: SortColumn; direction: SortDirection };

/** SPEC 2: a first click sorts ascending, a second click on the same column descending. */
export function nextSort(current: InvestmentSort | null, column: SortColumn): InvestmentSort {
  if (current?.column === column && current.direction === 'asc') return { column, direction: 'desc' };
  return { column, direction: 'asc' };
}

type Sortable = Pick<Investment, SortColumn>;

function sortKey(investment: Sortable, column: SortColumn): string | number {
  switch (column) {
    case 'targetSize':
      return parseTargetSize(investment.targetSize);
    case 'irr':
      return parseIrr(investment.irr);
    case 'vintage':
      return investment.vintage;
    default:
      return naturalKey(investment[column] ?? '');
  }
}

/**
 * A key that plain string comparison orders naturally ('Fund 2' before 'Fund 10', case ignored):
 * digit runs are zero-padded. Far cheaper per comparison than Intl.Collator on 10,000 rows.
 */
function naturalKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(20, '0'));
}

function compareText(a: string | number, b: string | number): number {
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A sorted copy; keys are computed once per row, so sorting 10,000 rows stays cheap. */
export function sortInvestments<T extends Sortable>(rows: readonly T[], sort: InvestmentSort | null): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortKey(row, sort.column) }));
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : compareText(a.key, b.key);
    return order * sign;
  });
  return keyed.map(({ row }) => row);
}

/** SPEC 5: investment search matches name or strategy, case-insensitive. */
export function matchesInvestmentSearch(
  investment: Pick<Investment, 'name' | 'strategy'>,
  search: string,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return investment.name.toLowerCase().includes(needle) || investment.strategy.toLowerCase().includes(needle);
}
