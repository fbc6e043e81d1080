const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Mar 14, 2025': when a document was uploaded. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
