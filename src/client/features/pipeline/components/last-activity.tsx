import { formatDate } from '@client/lib/format-date';

/** When the investment last changed, or SPEC 2's text for one that never did. */
export function LastActivity({ at, emptyText }: { at: string | null; emptyText: string }) {
  if (!at) return <span className="text-xs text-muted-foreground">{emptyText}</span>;
  return (
    <time dateTime={at} className="text-xs text-muted-foreground">
      {formatDate(at)}
    </time>
  );
}
