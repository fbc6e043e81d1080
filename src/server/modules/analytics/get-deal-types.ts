import { count } from 'drizzle-orm';
import {
  analyticsListLengths,
  sizeBucketOf,
  sizeBuckets,
  unstatedSizeBucket,
  type AnalyticsDealTypes,
  type AnalyticsRange,
  type NamedCount,
} from '@shared/analytics';
import { parseTargetSize } from '@shared/investment-sorting';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { investments } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { rangeStart } from './analytics-range';
import { inRangeInvestments } from './get-analytics-trends';

type Deps = { db: Db; clock: Clock };

const bucketOrder = [...sizeBuckets.map((bucket) => bucket.name), unstatedSizeBucket];

/**
 * SPEC 3 Deal types for a range: investment types (top 8), target sizes in buckets by SPEC 5's B/M/K rule
 * (at most 6) and strategies with the capital they target. Sizes are text, so SQL groups the distinct
 * (type, strategy, size) triples and the rule reads each once.
 */
export async function getDealTypes(
  { db, clock }: Deps,
  scope: Pick<TeamScope, 'teamId'>,
  range: AnalyticsRange,
): Promise<AnalyticsDealTypes> {
  const groups = await db
    .select({
      type: investments.type,
      strategy: investments.strategy,
      targetSize: investments.targetSize,
      count: count(),
    })
    .from(investments)
    .where(inRangeInvestments(scope, rangeStart(range, clock)))
    .groupBy(investments.type, investments.strategy, investments.targetSize);

  const types = new Map<string, number>();
  const sizes = new Map<string, number>();
  const strategies = new Map<string, { count: number; totalTargetSize: number }>();
  for (const group of groups) {
    types.set(group.type, (types.get(group.type) ?? 0) + group.count);
    const amount = parseTargetSize(group.targetSize);
    const bucket = sizeBucketOf(amount);
    sizes.set(bucket, (sizes.get(bucket) ?? 0) + group.count);
    const strategy = strategies.get(group.strategy) ?? { count: 0, totalTargetSize: 0 };
    strategy.count += group.count;
    strategy.totalTargetSize += Math.max(amount, 0) * group.count;
    strategies.set(group.strategy, strategy);
  }
  const largestFirst = (a: NamedCount, b: NamedCount) => b.count - a.count || a.name.localeCompare(b.name);
  return {
    range,
    fundTypes: Array.from(types, ([name, value]) => ({ name, count: value }))
      .sort(largestFirst)
      .slice(0, analyticsListLengths.fundTypes),
    sizeDistribution: bucketOrder
      .filter((name) => sizes.has(name))
      .map((name) => ({ name, count: sizes.get(name)! }))
      .slice(0, analyticsListLengths.sizeDistribution),
    strategies: Array.from(strategies, ([name, value]) => ({ name, ...value })).sort(largestFirst),
  };
}
