import { sql, type SQL } from 'drizzle-orm';
import { keptOutOfAi, readableByAi } from '../../db/ai-access';
import { documents, passages } from '../../db/schema';
import { selectiveQueries, termsCoverage, termsQuery } from './question-terms';
import type { Retriever } from './retriever';
import { silentOnClassAsked } from './class-silence';
import { rowsOf } from './rows-of';
import { documentHref } from './source-links';

type PassageHit = {
  id: number;
  document_id: number;
  page: number | null;
  sheet: string | null;
  text: string;
  name: string;
  investment_id: number | null;
  rank: number;
  coverage: number;
};

/** Passages ranked by cover density and scored in full: enough that a rare name is not crowded out. */
const candidates = 80;
/** Passages the selective queries (all the words, all the names) may bring in: few hold them all. */
const selectiveMatches = 300;
/**
 * Passages the any-term query may bring in: bounds the work on a word that nearly every passage holds,
 * where ranking more of them buys nothing but time.
 */
const broadMatches = 200;

/** Passages of the team's documents ranked by full-text search over their stored, indexed tsvector. */
export const passageRetriever: Retriever = {
  source: 'documents',
  async retrieve(db, { question, terms, scope, investmentId, limit, silentOnYears }) {
    const query = termsQuery(terms);
    const coverage = termsCoverage(terms, sql.raw('ranked.vector'));
    if (!query || !coverage) return [];
    // Ranking every passage that holds any common word would grow with the team's documents. So the
    // passages holding all the question's words, or all its names, are taken up to a bound, and
    // those holding any of its terms up to a tighter one; the quick ts_rank keeps the best eighty,
    // which cover density then ranks and the question's terms they hold score.
    const ofInvestment =
      investmentId === undefined
        ? sql``
        : sql` and ${passages.documentId} in (select ${documents.id} from ${documents}
            where ${documents.teamId} = ${scope.teamId} and ${documents.investmentId} = ${investmentId})`;
    // Passages of documents kept out of AI never take a place among the bounded candidates.
    const keptOut = sql` and ${passages.documentId} not in (select ${documents.id} from ${documents}
        where ${documents.teamId} = ${scope.teamId} and ${keptOutOfAi})`;
    const matching = (condition: SQL, bound: number) => sql`(select ${passages.id} as id from ${passages}
        where ${passages.teamId} = ${scope.teamId} and ${passages.searchVector} @@ (${condition})${ofInvestment}${keptOut}
        limit ${bound})`;
    const candidateIds = sql.join(
      [
        ...selectiveQueries(terms).map((selective) => matching(selective, selectiveMatches)),
        matching(query, broadMatches),
      ],
      sql` union `,
    );
    const result = await db.execute(sql`
      with question as (select (${query}) as query), candidate as (${candidateIds}), shortlist as (
        select ${passages.id} as id
        from ${passages}
        join candidate on candidate.id = ${passages.id}
        cross join question
        order by ts_rank(${passages.searchVector}, question.query) desc
        limit ${candidates}
      ), ranked as (
        select ${passages.id} as id, ${passages.documentId} as document_id, ${passages.page} as page,
          ${passages.sheet} as sheet, ${passages.text} as text, ${passages.searchVector} as vector,
          ts_rank_cd(${passages.searchVector}, question.query) as rank
        from ${passages}
        join shortlist on shortlist.id = ${passages.id}
        cross join question
      )
      select ranked.id, ranked.document_id, ranked.page, ranked.sheet, ranked.text, ranked.rank,
        ${documents.name} as name, ${documents.investmentId} as investment_id, ${coverage} as coverage
      from ranked
      join ${documents} on ${documents.id} = ranked.document_id
      where ${readableByAi}
      order by coverage desc, ranked.rank desc, ranked.id
      limit ${limit}`);
    const hits = rowsOf<PassageHit>(result);
    // A document that names share classes, none of them the one asked, says nothing of it; nor does
    // one that never names a year asked.
    const silent = new Set([
      ...(await silentOnClassAsked(db, scope, [...new Set(hits.map((hit) => hit.document_id))], question)),
      ...(await silentOnYears(hits)),
    ]);
    return hits
      .filter((hit) => !silent.has(hit.document_id))
      .map((hit) => ({
        text: hit.text,
        score: Number(hit.coverage) + Number(hit.rank),
        investmentId: hit.investment_id,
        citation: {
          kind: 'document' as const,
          id: hit.document_id,
          title: hit.sheet ? `${hit.name} (${hit.sheet})` : hit.name,
          ...(hit.page ? { page: hit.page } : {}),
          href: documentHref(hit.document_id, hit.page),
        },
      }));
  },
};
