import { count, notInArray, sql } from 'drizzle-orm';
import { formatMoney, thisWeekMs, type Metrics } from '@shared/metrics';
import { parseTargetSize } from '@shared/investment-sorting';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documents, investments, usageEvents } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';

/** Counts one generated memo or answered AI question; called in the transaction of what it counts. */
export async function recordUsageEvent(
  tx: Db,
  scope: TeamScope,
  event: { kind: 'memo_generated' | 'ai_query'; at: Date },
): Promise<void> {
  await tx
    .insert(usageEvents)
    .values({ teamId: scope.teamId, userId: scope.userId, kind: event.kind, createdAt: event.at });
}

/** Statuses that are out of the active pipeline. */
const inactiveStatuses = ['archived', 'rejected'];

/** SPEC 3 Metrics from real counts; the three queries run side by side. */
export async function getMetrics(
  { db, clock }: { db: Db; clock: Clock },
  scope: Pick<TeamScope, 'teamId'>,
): Promise<Metrics> {
  const weekAgo = new Date(clock.now().getTime() - thisWeekMs);
  const [activeSizes, [documentCounts], [usage]] = await Promise.all([
    db
      .select({ targetSize: investments.targetSize })
      .from(investments)
      .where(ownedBy(investments, scope, notInArray(investments.status, inactiveStatuses))),
    db
      .select({
        total: count(),
        thisWeek: sql<number>`count(*) filter (where ${documents.createdAt} >= ${weekAgo})`.mapWith(Number),
        processed:
          sql<number>`count(*) filter (where ${documents.status} in ('processed', 'analyzed'))`.mapWith(
            Number,
          ),
      })
      .from(documents)
      .where(ownedBy(documents, scope, notInArray(documents.status, ['archived']))),
    db
      .select({
        memos: sql<number>`count(*) filter (where ${usageEvents.kind} = 'memo_generated')`.mapWith(Number),
        memosThisWeek:
          sql<number>`count(*) filter (where ${usageEvents.kind} = 'memo_generated' and ${usageEvents.createdAt} >= ${weekAgo})`.mapWith(
            Number,
          ),
        aiQueries: sql<number>`count(*) filter (where ${usageEvents.kind} = 'ai_query')`.mapWith(Number),
      })
      .from(usageEvents)
      .where(ownedBy(usageEvents, scope)),
  ]);
  const totalAum = activeSizes.reduce((sum, row) => sum + parseTargetSize(row.targetSize), 0);
  return {
    activePipeline: activeSizes.length,
    totalDocuments: documentCounts.total,
    documentsThisWeek: documentCounts.thisWeek,
    documentsProcessed: documentCounts.processed,
    totalAUM: formatMoney(totalAum),
    memosGenerated: usage.memos,
    memosThisWeek: usage.memosThisWeek,
    aiQueries: usage.aiQueries,
  };
}
