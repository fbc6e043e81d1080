import { count, desc, gte, ne } from 'drizzle-orm';
import {
  detailedRowLimit,
  type AnalyticsDetailed,
  type AnalyticsRange,
  type DetailedKind,
} from '@shared/analytics';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { activities, documents, investments } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { presentDocument } from '../documents/service';
import { listColumns } from '../documents/service';
import { presentInvestment } from '../investments/service';
import { rangeStart } from './analytics-range';
import { inRangeInvestments } from './get-analytics-trends';

type Deps = { db: Db; clock: Clock };

/**
 * The Detailed tab's raw rows of one kind for a range: the newest 100 as the lists answer them, and how
 * many the range holds, so a team of 100,000 documents is not sent whole to be printed as JSON.
 */
export async function getDetailedRows(
  { db, clock }: Deps,
  scope: Pick<TeamScope, 'teamId'>,
  input: { kind: DetailedKind; range: AnalyticsRange },
): Promise<AnalyticsDetailed> {
  const { kind, range } = input;
  const start = rangeStart(range, clock);
  if (kind === 'investments') {
    const where = inRangeInvestments(scope, start);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(investments)
        .where(where)
        .orderBy(desc(investments.createdAt), desc(investments.id))
        .limit(detailedRowLimit),
      db.select({ count: count() }).from(investments).where(where),
    ]);
    return { kind, range, total: total.count, rows: rows.map(presentInvestment) };
  }
  if (kind === 'documents') {
    const where = ownedBy(
      documents,
      scope,
      ne(documents.status, 'archived'),
      start ? gte(documents.createdAt, start) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(listColumns)
        .from(documents)
        .where(where)
        .orderBy(desc(documents.createdAt), desc(documents.id))
        .limit(detailedRowLimit),
      db.select({ count: count() }).from(documents).where(where),
    ]);
    return { kind, range, total: total.count, rows: rows.map(presentDocument) };
  }
  const where = ownedBy(activities, scope, start ? gte(activities.createdAt, start) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: activities.id,
        description: activities.description,
        investmentId: activities.investmentId,
        createdAt: activities.createdAt,
      })
      .from(activities)
      .where(where)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(detailedRowLimit),
    db.select({ count: count() }).from(activities).where(where),
  ]);
  return {
    kind,
    range,
    total: total.count,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
