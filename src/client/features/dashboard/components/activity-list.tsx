import type { Activity } from '@shared/activity';
import { formatDateTime } from '@client/lib/format-date';
import { formatRelativeTime } from '../lib/relative-time';

/** Activities as the API orders them (newest first), each with how long ago it happened. */
export function ActivityList({ activities, label }: { activities: readonly Activity[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {activities.map((activity) => (
        <li key={activity.id} className="flex items-start gap-3">
          <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm break-words">{activity.description}</p>
            <time
              dateTime={activity.createdAt}
              title={formatDateTime(activity.createdAt)}
              className="text-xs text-muted-foreground"
            >
              {formatRelativeTime(activity.createdAt)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
