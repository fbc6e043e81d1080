import { count, desc, eq, gt, gte, lt, ne, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import {
  analyticsListLengths,
  type AnalyticsKeywords,
  type AnalyticsRange,
  type KeywordCount,
} from '@shared/analytics';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { documentTerms, documentTermStats, teamTermDays, teamTerms, type TermKind } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { rangeStart, utcDayOf } from './analytics-range';
import { backfillDocumentTerms } from './backfill-document-terms';

type Deps = { db: Db; clock: Clock };

/** Words, or the lexicons' themes (risk, opportunity, industry): a few dozen terms at most. */
type TermGroup = 'words' | 'themes';

function ofGroup(
  column: typeof teamTerms.kind | typeof teamTermDays.kind | typeof documentTerms.kind,
  group: TermGroup,
) {
  return group === 'words' ? eq(column, 'word') : ne(column, 'word');
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
  return unionAll(
    db
      .select({ kind: teamTermDays.kind, term: teamTermDays.term, count: teamTermDays.count })
      .from(teamTermDays)
      .where(
        ownedBy(teamTermDays, scope, ofGroup(teamTermDays.kind, group), gt(teamTermDays.day, first.day)),
      ),
    db
      .select({
        kind: documentTerms.kind,
        term: documentTerms.term,
        count: sql<number>`${documentTerms.count}::bigint`.mapWith(Number),
      })
      .from(documentTermStats)
      .innerJoin(documentTerms, eq(documentTerms.documentId, documentTermStats.documentId))
      .where(
        ownedBy(
          documentTermStats,
          scope,
          ofGroup(documentTerms.kind, group),
          gte(documentTermStats.documentCreatedAt, start),
          lt(documentTermStats.documentCreatedAt, first.end),
        ),
      ),
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
  const [words, themes, [stats]] = await Promise.all([
    topWords(db, scope, start),
    themeTotals(db, scope, start),
    db
      .select({ documents: count(), words: sum(documentTermStats.words).mapWith(Number) })
      .from(documentTermStats)
      .where(
        ownedBy(
          documentTermStats,
          scope,
          start ? gte(documentTermStats.documentCreatedAt, start) : undefined,
        ),
      ),
  ]);

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
