import { z } from 'zod';
import { zActivity } from './activity';
import { zDocumentListItem } from './document';
import { zInvestment } from './investment';

/** SPEC 7: the time ranges every analytics call takes; 'all' when none is given. */
export const analyticsRanges = ['7d', '30d', '90d', 'all'] as const;
export const zAnalyticsRange = z.enum(analyticsRanges);
export type AnalyticsRange = z.infer<typeof zAnalyticsRange>;

/** How far back each range reaches from now; 'all' has no start. */
export const analyticsRangeDays: Record<AnalyticsRange, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  all: null,
};

export const zAnalyticsQuery = z.object({ range: zAnalyticsRange.default('all') }).strict();
export type AnalyticsQuery = z.infer<typeof zAnalyticsQuery>;

/** SPEC 7: the three raw views of the Detailed tab. */
export const detailedKinds = ['documents', 'investments', 'activity'] as const;
export const zDetailedKind = z.enum(detailedKinds);
export type DetailedKind = z.infer<typeof zDetailedKind>;
export const zDetailedQuery = zAnalyticsQuery.extend({ kind: zDetailedKind }).strict();

/**
 * SPEC 9: analytics lists show the top 5 unless SPEC names another length. A chart of categories
 * (geographies, strategies, document types) draws the top 4 and 'Other' for the rest; its table and the
 * API list every one, so no category goes missing.
 */
export const analyticsListLengths = {
  default: 5,
  fundTypes: 8,
  sizeDistribution: 6,
  topKeywords: 10,
} as const;

/** One bar of a chart: a label and how many rows it counts. */
export const zNamedCount = z.object({ name: z.string(), count: z.number().int() });
export type NamedCount = z.infer<typeof zNamedCount>;

export const zAnalyticsTrends = z.object({
  range: zAnalyticsRange,
  summary: z.object({
    totalInvestments: z.number().int(),
    totalDocuments: z.number().int(),
    totalActivities: z.number().int(),
    /** Documents attached to an investment, per investment of the range; 0 with no investments. */
    avgDocumentsPerDeal: z.number(),
  }),
  dealTrends: z.object({
    byStatus: z.array(zNamedCount),
    byGeography: z.array(zNamedCount),
    byStrategy: z.array(zNamedCount),
  }),
  documentTrends: z.object({
    processingRate: z.object({
      processed: z.number().int(),
      processing: z.number().int(),
      total: z.number().int(),
      /** processed / total, rounded to a whole percent; 0 with no documents. */
      percent: z.number().int(),
    }),
    byType: z.array(zNamedCount),
    /** Documents uploaded per calendar month (UTC), oldest first, by type. */
    byMonth: z.array(z.object({ month: z.string(), types: z.array(zNamedCount) })),
  }),
  activityTrends: z.object({
    /** Activities of the last 7 days (SPEC 9 'This Week'), whatever the range. */
    recentActivity: z.number().int(),
  }),
});
export type AnalyticsTrends = z.infer<typeof zAnalyticsTrends>;

/** A word as people wrote it (lower-cased) and how often the range's documents use it. */
export const zKeywordCount = z.object({ word: z.string(), count: z.number().int() });
export type KeywordCount = z.infer<typeof zKeywordCount>;

export const zAnalyticsKeywords = z.object({
  range: zAnalyticsRange,
  /** Processed documents of the range whose words are counted. */
  documentsAnalyzed: z.number().int(),
  topKeywords: z.array(zKeywordCount),
  industryKeywords: z.array(zKeywordCount),
  /** Words counted, stop words and numbers left out. */
  totalWordsAnalyzed: z.number().int(),
  uniqueWords: z.number().int(),
  riskKeywords: z.array(zKeywordCount),
  opportunityKeywords: z.array(zKeywordCount),
});
export type AnalyticsKeywords = z.infer<typeof zAnalyticsKeywords>;

export const zStrategySummary = zNamedCount.extend({
  /** Sum of the strategy's target sizes, in dollars, by SPEC 5's B/M/K rule. */
  totalTargetSize: z.number(),
});

export const zAnalyticsDealTypes = z.object({
  range: zAnalyticsRange,
  fundTypes: z.array(zNamedCount),
  /** Target sizes in fixed buckets, smallest first; buckets with no investment are left out. */
  sizeDistribution: z.array(zNamedCount),
  strategies: z.array(zStrategySummary),
});
export type AnalyticsDealTypes = z.infer<typeof zAnalyticsDealTypes>;

/** The Detailed tab's raw rows: the newest of the range, and how many the range holds in all. */
export const detailedRowLimit = 100;

export const zAnalyticsDetailed = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('documents'),
    range: zAnalyticsRange,
    total: z.number().int(),
    rows: z.array(zDocumentListItem),
  }),
  z.object({
    kind: z.literal('investments'),
    range: zAnalyticsRange,
    total: z.number().int(),
    rows: z.array(zInvestment),
  }),
  z.object({
    kind: z.literal('activity'),
    range: zAnalyticsRange,
    total: z.number().int(),
    rows: z.array(zActivity),
  }),
]);
export type AnalyticsDetailed = z.infer<typeof zAnalyticsDetailed>;

/** Target-size buckets of the Deal Trends tab, in dollars; an upper bound is exclusive. */
export const sizeBuckets = [
  { name: 'Under $100M', below: 1e8 },
  { name: '$100M to $500M', below: 5e8 },
  { name: '$500M to $1B', below: 1e9 },
  { name: '$1B to $5B', below: 5e9 },
  { name: '$5B and above', below: Number.POSITIVE_INFINITY },
] as const;
/** Sizes that SPEC 5's rule reads as 0 or less: blank or not a number. */
export const unstatedSizeBucket = 'Not stated';

/** The bucket of a target size already parsed with SPEC 5's B/M/K rule. */
export function sizeBucketOf(amount: number): string {
  if (!(amount > 0)) return unstatedSizeBucket;
  return sizeBuckets.find((bucket) => amount < bucket.below)?.name ?? unstatedSizeBucket;
}
