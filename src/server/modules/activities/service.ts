import { desc, eq } from 'drizzle-orm';
import type { Activity } from '@shared/activity';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';

/** Writes one activity-feed item; called inside the transaction of the change it describes. */
export async function recordActivity(
  tx: Db,
  scope: TeamScope,
  entry: { description: string; investmentId?: number | null; at: Date },
): Promise<void> {
  await tx.insert(activities).values({
    teamId: scope.teamId,
    userId: scope.userId,
    investmentId: entry.investmentId ?? null,
    description: entry.description,
    createdAt: entry.at,
  });
}

export const activityFeedLimit = 200;

/** The team's feed, newest first; optionally one investment's. */
export async function listActivities(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  options: { investmentId?: number; limit?: number } = {},
): Promise<Activity[]> {
  const rows = await db
    .select({
      id: activities.id,
      description: activities.description,
      investmentId: activities.investmentId,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(
      ownedBy(
        activities,
        scope,
        options.investmentId ? eq(activities.investmentId, options.investmentId) : undefined,
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(options.limit ?? activityFeedLimit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
