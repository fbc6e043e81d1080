import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { parseIrr, parseTargetSize, missingIrr } from '@shared/investment-sorting';
import { namesNoDocumentKeptOut } from '../../db/ai-access';
import type { Db } from '../../db/client';
import { activities, investments } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import type { PipelineFilters, PipelineVocabulary, Threshold } from './pipeline-question';

/** The distinct strategies and geographies of the team's pipeline. */
export async function pipelineVocabulary(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
): Promise<PipelineVocabulary> {
  const rows = await db
    .selectDistinct({ strategy: investments.strategy, geography: investments.geography })
    .from(investments)
    .where(ownedBy(investments, scope));
  return {
    strategies: [...new Set(rows.map((row) => row.strategy))],
    geographies: [...new Set(rows.map((row) => row.geography))],
  };
}

const passes = (value: number, threshold: Threshold | null) =>
  threshold === null || (threshold.direction === 'above' ? value > threshold.value : value < threshold.value);

/**
 * The team's investments that pass the filters: stage, type, strategy, geography and vintage in SQL;
 * IRR and size, which are text as people typed them, parsed by SPEC 5's rules. Archived investments are
 * out of the pipeline unless asked for.
 */
export async function findPipelineInvestments(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  filters: PipelineFilters,
) {
  const rows = await db
    .select({
      id: investments.id,
      name: investments.name,
      type: investments.type,
      status: investments.status,
      strategy: investments.strategy,
      targetSize: investments.targetSize,
      vintage: investments.vintage,
      geography: investments.geography,
      irr: investments.irr,
    })
    .from(investments)
    .where(
      ownedBy(
        investments,
        scope,
        filters.statuses.length > 0
          ? inArray(investments.status, filters.statuses)
          : ne(investments.status, 'archived'),
        filters.type ? eq(investments.type, filters.type) : undefined,
        filters.strategies.length > 0 ? inArray(investments.strategy, filters.strategies) : undefined,
        filters.geographies.length > 0 ? inArray(investments.geography, filters.geographies) : undefined,
        filters.vintage !== null ? eq(investments.vintage, filters.vintage) : undefined,
      ),
    )
    .orderBy(investments.name, investments.id);
  return rows.filter((row) => {
    const irr = parseIrr(row.irr);
    if (filters.irr && irr === missingIrr) return false;
    return passes(irr, filters.irr) && passes(parseTargetSize(row.targetSize), filters.size);
  });
}
export type PipelineInvestment = Awaited<ReturnType<typeof findPipelineInvestments>>[number];

/** The team's activity since `since`, newest first, with the investment it concerns. */
export async function activitySince(db: Db, scope: Pick<TeamScope, 'teamId'>, since: Date, limit: number) {
  return db
    .select({
      id: activities.id,
      description: activities.description,
      createdAt: activities.createdAt,
      investmentId: activities.investmentId,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(activities)
    .where(
      and(
        eq(activities.teamId, scope.teamId),
        gte(activities.createdAt, since),
        namesNoDocumentKeptOut(scope.teamId),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
