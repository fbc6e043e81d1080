import { count, desc, gte, ne, sql } from 'drizzle-orm';
import type { AnalyticsRange, AnalyticsTrends, NamedCount } from '@shared/analytics';
import { isProcessedStatus } from '@shared/document';
import { thisWeekMs } from '@shared/metrics';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { activities, documents, investments } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { rangeStart } from './analytics-range';

type Deps = { db: Db; clock: Clock };

/** Investments of the range by one column, every group, largest first (ties by name). */
function investmentsBy(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  start: Date | null,
  column: typeof investments.status | typeof investments.geography | typeof investments.strategy,
) {
  return db
    .select({ name: column, count: count() })
    .from(investments)
    .where(inRangeInvestments(scope, start))
    .groupBy(column)
    .orderBy(desc(count()), column);
}

/** Archived investments and documents are out of the team's figures, as on the dashboard. */
export function inRangeInvestments(scope: Pick<TeamScope, 'teamId'>, start: Date | null) {
  return ownedBy(
    investments,
    scope,
    ne(investments.status, 'archived'),
    start ? gte(investments.createdAt, start) : undefined,
  );
}

function addTo(counts: Map<string, number>, name: string, by: number) {
  counts.set(name, (counts.get(name) ?? 0) + by);
}

function ranked(counts: Map<string, number>): NamedCount[] {
  return Array.from(counts, ([name, value]) => ({ name, count: value })).sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name),
  );
}

/** SPEC 3 Analytics trends for a range: what was created in it, counted in SQL. */
export async function getAnalyticsTrends(
  { db, clock }: Deps,
  scope: Pick<TeamScope, 'teamId'>,
  range: AnalyticsRange,
): Promise<AnalyticsTrends> {
  const start = rangeStart(range, clock);
  const weekAgo = new Date(clock.now().getTime() - thisWeekMs);
  // A month as the epoch milliseconds of its first UTC instant: truncating is cheaper per row than
  // formatting, and only the few groups left are named ('2026-05') afterwards.
  const month =
    sql<number>`extract(epoch from date_trunc('month', ${documents.createdAt} at time zone 'UTC')) * 1000`.mapWith(
      Number,
    );
  const attached = sql<boolean>`${documents.investmentId} is not null`;
  const [byStatus, byGeography, byStrategy, documentGroups, [activity]] = await Promise.all([
    investmentsBy(db, scope, start, investments.status),
    investmentsBy(db, scope, start, investments.geography),
    investmentsBy(db, scope, start, investments.strategy),
    // One pass over the range's documents, grouped finely enough for every document figure.
    db
      .select({ type: documents.type, status: documents.status, month, attached, count: count() })
      .from(documents)
      .where(
        ownedBy(
          documents,
          scope,
          ne(documents.status, 'archived'),
          start ? gte(documents.createdAt, start) : undefined,
        ),
      )
      .groupBy(documents.type, documents.status, month, attached),
    db
      .select({
        total: count(),
        thisWeek: sql<number>`count(*) filter (where ${activities.createdAt} >= ${weekAgo})`.mapWith(Number),
      })
      .from(activities)
      .where(ownedBy(activities, scope, start ? gte(activities.createdAt, start) : undefined)),
  ]);

  const totalInvestments = byStatus.reduce((sum, group) => sum + group.count, 0);
  let total = 0;
  let processed = 0;
  let processing = 0;
  let attachedDocuments = 0;
  const byType = new Map<string, number>();
  const byMonth = new Map<string, Map<string, number>>();
  for (const group of documentGroups) {
    total += group.count;
    if (isProcessedStatus(group.status)) processed += group.count;
    if (group.status === 'processing') processing += group.count;
    if (group.attached) attachedDocuments += group.count;
    addTo(byType, group.type, group.count);
    const monthName = new Date(group.month).toISOString().slice(0, 7);
    if (!byMonth.has(monthName)) byMonth.set(monthName, new Map());
    addTo(byMonth.get(monthName)!, group.type, group.count);
  }
  return {
    range,
    summary: {
      totalInvestments,
      totalDocuments: total,
      totalActivities: activity.total,
      avgDocumentsPerDeal:
        totalInvestments === 0 ? 0 : Math.round((attachedDocuments / totalInvestments) * 10) / 10,
    },
    dealTrends: { byStatus, byGeography, byStrategy },
    documentTrends: {
      processingRate: {
        processed,
        processing,
        total,
        percent: total === 0 ? 0 : Math.round((processed / total) * 100),
      },
      byType: ranked(byType),
      byMonth: Array.from(byMonth.keys())
        .sort()
        .map((key) => ({ month: key, types: ranked(byMonth.get(key)!) })),
    },
    activityTrends: { recentActivity: activity.thisWeek },
  };
}
