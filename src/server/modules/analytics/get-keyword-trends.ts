import { count, desc, gt, gte, lt, sql, sum, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  analyticsListLengths,
  type AnalyticsKeywords,
  type AnalyticsRange,
  type KeywordCount,
} from '@shared/analytics';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documentTermCounts, teamTermDays, teamTerms, type TermKind } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { rangeStart, utcDayOf } from './analytics-range';
import { backfillDocumentTerms } from './backfill-document-terms';

type Deps = { db: Db; clock: Clock };

/** Words, or the lexicons' themes (risk, opportunity, industry): a few dozen terms at most. */
type TermGroup = 'words' | 'themes';

function ofGroup(column: SQLWrapper, group: TermGroup) {
  return group === 'words' ? sql`${column} = 'word'` : sql`${column} <> 'word'`;
}

/**
 * The range's term counts, one row per term and day: from the team's totals for all time; otherwise from
 * the day totals after the range's first day, plus that first day's documents read one by one, since the
 * range starts part-way through it.
 */
function termsInRange(db: Db, scope: Pick<TeamScope, 'teamId'>, start: Date | null, group: TermGroup) {
  if (!start) {
    return db
      .select({ kind: teamTerms.kind, term: teamTerms.term, count: teamTerms.count })
      .from(teamTerms)
      .where(ownedBy(teamTerms, scope, ofGroup(teamTerms.kind, group)))
      .as('range_terms');
  }
  const first = utcDayOf(start);
  // Set-returning functions side by side in a select list run in step: one row per term of each document.
  const firstDay = db
    .select({
      kind: sql<TermKind>`unnest(${documentTermCounts.kinds})`.as('kind'),
      term: sql<string>`unnest(${documentTermCounts.terms})`.as('term'),
      count: sql<number>`unnest(${documentTermCounts.counts})::bigint`.mapWith(Number).as('count'),
    })
    .from(documentTermCounts)
    .where(
      ownedBy(
        documentTermCounts,
        scope,
        gte(documentTermCounts.documentCreatedAt, start),
        lt(documentTermCounts.documentCreatedAt, first.end),
      ),
    )
    .as('first_day_terms');
  return unionAll(
    db
      .select({ kind: teamTermDays.kind, term: teamTermDays.term, count: teamTermDays.count })
      .from(teamTermDays)
      .where(
        ownedBy(teamTermDays, scope, ofGroup(teamTermDays.kind, group), gt(teamTermDays.day, first.day)),
      ),
    db
      .select({ kind: firstDay.kind, term: firstDay.term, count: firstDay.count })
      .from(firstDay)
      .where(ofGroup(firstDay.kind, group)),
  ).as('range_terms');
}

/** The range's most used words, and how many distinct words it holds, in one pass over its counts. */
async function topWords(db: Db, scope: Pick<TeamScope, 'teamId'>, start: Date | null) {
  const terms = termsInRange(db, scope, start, 'words');
  const total = sql<number>`sum(${terms.count})`.mapWith(Number);
  const rows = await db
    .select({
      term: terms.term,
      total,
      // Counted over every group before the limit applies: the range's unique words.
      distinctTerms: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(terms)
    .groupBy(terms.term)
    .orderBy(desc(total), terms.term)
    .limit(analyticsListLengths.topKeywords);
  return {
    keywords: rows.map((row) => ({ word: row.term, count: row.total })),
    uniqueWords: rows[0]?.distinctTerms ?? 0,
  };
}

async function themeTotals(db: Db, scope: Pick<TeamScope, 'teamId'>, start: Date | null) {
  const terms = termsInRange(db, scope, start, 'themes');
  return db
    .select({ kind: terms.kind, term: terms.term, total: sql<number>`sum(${terms.count})`.mapWith(Number) })
    .from(terms)
    .groupBy(terms.kind, terms.term);
}

/**
 * SPEC 3 Keywords for a range: the words of the team's processed documents added up in SQL from the
 * counts stored when each was processed (the text is never read here, but for a bounded backfill).
 */
export async function getKeywordTrends(
  { db, clock }: Deps,
  scope: Pick<TeamScope, 'teamId'>,
  range: AnalyticsRange,
): Promise<AnalyticsKeywords> {
  await backfillDocumentTerms(db, scope);
  const start = rangeStart(range, clock);
  // One snapshot for the three reads: a document whose counts commit between them would otherwise be
  // counted among the documents analysed but missing from the words, or the other way round.
  const { words, themes, stats } = await db.transaction(
    async (tx) => {
      const readWords = await topWords(tx, scope, start);
      const readThemes = await themeTotals(tx, scope, start);
      const [readStats] = await tx
        .select({ documents: count(), words: sum(documentTermCounts.words).mapWith(Number) })
        .from(documentTermCounts)
        .where(
          ownedBy(
            documentTermCounts,
            scope,
            start ? gte(documentTermCounts.documentCreatedAt, start) : undefined,
          ),
        );
      return { words: readWords, themes: readThemes, stats: readStats };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const listOf = (kind: TermKind): KeywordCount[] =>
    themes
      .filter((row) => row.kind === kind)
      .sort((a, b) => b.total - a.total || (a.term < b.term ? -1 : 1))
      .slice(0, analyticsListLengths.default)
      .map((row) => ({ word: row.term, count: row.total }));
  return {
    range,
    documentsAnalyzed: stats.documents,
    topKeywords: words.keywords,
    industryKeywords: listOf('industry'),
    totalWordsAnalyzed: stats.words ?? 0,
    uniqueWords: words.uniqueWords,
    riskKeywords: listOf('risk'),
    opportunityKeywords: listOf('opportunity'),
  };
}
