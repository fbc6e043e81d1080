const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A date as the pipeline shows it, e.g. 'Mar 4, 2025'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
