const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * day],
  ['month', 30 * day],
  ['week', 7 * day],
  ['day', day],
  ['hour', hour],
  ['minute', minute],
];

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', '3 weeks ago': how long ago something happened, in its largest unit. */
export function formatRelativeTime(isoDate: string, now: number = Date.now()): string {
  const elapsed = new Date(isoDate).getTime() - now;
  for (const [unit, size] of units) {
    if (Math.abs(elapsed) >= size) return relativeTime.format(Math.trunc(elapsed / size), unit);
  }
  return 'just now';
}
