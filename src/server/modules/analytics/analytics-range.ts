import { analyticsRangeDays, type AnalyticsRange } from '@shared/analytics';
import type { Clock } from '../../clock';

const dayMs = 24 * 60 * 60 * 1000;

/** Where a range starts: `days` before now; null for 'all'. Rows created at the start are inside. */
export function rangeStart(range: AnalyticsRange, clock: Clock): Date | null {
  const days = analyticsRangeDays[range];
  return days === null ? null : new Date(clock.now().getTime() - days * dayMs);
}

/** The UTC day a time falls on ('2026-06-01') and the midnight that ends it. */
export function utcDayOf(at: Date): { day: string; end: Date } {
  const day = at.toISOString().slice(0, 10);
  return { day, end: new Date(Date.parse(`${day}T00:00:00Z`) + dayMs) };
}
