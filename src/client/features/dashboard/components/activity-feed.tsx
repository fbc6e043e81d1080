import { investmentTexts } from '@client/texts/investment-messages';
import { useActivities } from '@client/api/activities/get-activities';
import { ActivityList } from './activity-list';
import { EmptyText, ListLoadError, ListSkeleton } from './list-states';

type ActivityFeedProps = {
  label: string;
  /** How many of the newest activities to show; all of them when absent. */
  limit?: number;
  skeletonRows: number;
};

/** The team's recent activity with its loading, error and empty states. */
export function ActivityFeed({ label, limit, skeletonRows }: ActivityFeedProps) {
  const activities = useActivities();
  if (activities.isPending)
    return <ListSkeleton label={`Loading ${label.toLowerCase()}`} rows={skeletonRows} />;
  if (activities.isError)
    return <ListLoadError what="recent activity" onRetry={() => void activities.refetch()} />;
  if (activities.data.length === 0) return <EmptyText>{investmentTexts.noRecentActivity}</EmptyText>;
  return <ActivityList label={label} activities={activities.data.slice(0, limit)} />;
}
