const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Mar 14, 2025': the dates of notes, documents and the last activity. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
