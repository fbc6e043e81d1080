const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 14, 2025': the day something was uploaded, written or last touched. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** 'Mar 14, 2025, 10:00 AM': when an activity happened. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
