import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { documentSearchPageSize, type DocumentSearchResult } from '@shared/document';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { presentDocument } from './present-document';
import { listColumns } from './service';

/**
 * How many matches are ranked in full. Ranking reads each match's whole stored vector (several KB, kept
 * out of line); past this many, the matches whose name has the words come first, then the newest.
 */
export const rankedCandidates = 1000;

/** Characters of text around the first match that a snippet is chosen from, and how far before it. */
const snippetWindow = 1500;
const snippetLead = 300;

/**
 * Ranked full-text matches over names and extracted text, best first, with highlighted snippets, and
 * how many documents matched in all. The work is bounded whatever the word: matches are found in the
 * GIN index, at most `rankedCandidates` are ranked, and only the hits returned get a snippet.
 */
export async function searchDocuments(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  options: { q: string; investmentId?: number },
): Promise<DocumentSearchResult> {
  const query = sql`websearch_to_tsquery('english', ${options.q})`;
  return db.transaction(async (tx) => {
    // The planner does not price reading each row's out-of-line vector, so for a common word it would
    // scan the table and read all of them; the index finds the same rows without reading one.
    await tx.execute(sql`set local enable_seqscan = off`);
    const matches = tx.$with('matches').as(
      tx
        .select({
          id: documents.id,
          createdAt: documents.createdAt,
          inName: sql<boolean>`${documents.nameVector} @@ ${query}`.as('in_name'),
        })
        .from(documents)
        .where(
          ownedBy(
            documents,
            scope,
            sql`${documents.searchVector} @@ ${query}`,
            options.investmentId ? eq(documents.investmentId, options.investmentId) : undefined,
          ),
        ),
    );
    const candidates = tx
      .$with('candidates')
      .as(
        tx
          .select({ id: matches.id })
          .from(matches)
          .orderBy(desc(matches.inName), desc(matches.createdAt), desc(matches.id))
          .limit(rankedCandidates),
      );
    const rank = sql<number>`ts_rank_cd(${documents.searchVector}, ${query})`.mapWith(Number).as('rank');
    const rows = await tx
      .with(matches, candidates)
      .select({
        ...listColumns,
        rank,
        // Evaluated after the sort and limit (PostgreSQL defers costly output columns): one per hit.
        snippet: snippetOf(options.q, query),
        total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
      })
      .from(documents)
      .innerJoin(candidates, eq(candidates.id, documents.id))
      .orderBy(desc(sql`${rank}`), desc(documents.createdAt), desc(documents.id))
      .limit(documentSearchPageSize);
    return {
      total: rows[0]?.total ?? 0,
      hits: rows.map(({ rank, snippet, ...row }) => ({ ...presentDocument(row), rank, snippet })),
    };
  });
}

/**
 * The words around the first match, with the matches in <mark>…</mark>. ts_headline parses all the text
 * it is given, so it gets a window around where the query's words first start a word (as typed or as
 * stemmed: 'equity' and 'equiti'), not a whole report; a document matched only by its name shows its start.
 */
function snippetOf(q: string, query: SQL): SQL<string> {
  const text = documents.extractedText;
  const needles = sql`unnest(array_cat(tsvector_to_array(to_tsvector('english', ${q})), regexp_split_to_array(lower(${q}), '\\W+')))`;
  const firstMatch = sql`(select min(nullif(regexp_instr(${text}, '\\m' || needle, 1, 1, 0, 'i'), 0)) from ${needles} as needle where needle ~ '^\\w{2,}$')`;
  const window = sql`substr(${text}, greatest(1, coalesce(${firstMatch}, 1) - ${snippetLead}), ${snippetWindow})`;
  return sql<string>`ts_headline('english', coalesce(${window}, ${documents.name}), ${query}, 'StartSel=<mark>, StopSel=</mark>, MaxWords=35, MinWords=15')`;
}
