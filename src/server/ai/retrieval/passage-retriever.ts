import { sql, type SQL } from 'drizzle-orm';
import { documents, passages } from '../../db/schema';
import { selectiveQueries, termsCoverage, termsQuery } from './question-terms';
import type { Retriever } from './retriever';
import { rowsOf } from './rows-of';
import { documentHref } from './source-links';

type PassageHit = {
  id: number;
  document_id: number;
  page: number | null;
  sheet: string | null;
  text: string;
  name: string;
  rank: number;
  coverage: number;
};

/** Passages scored in full out of the best ranked: enough that a rare name is not crowded out. */
const candidates = 300;
/** Passages each query may bring in: bounds the work on a word that half the documents hold. */
const boundedMatches = 1000;

/** Passages of the team's documents ranked by full-text search over their stored, indexed tsvector. */
export const passageRetriever: Retriever = {
  source: 'documents',
  async retrieve(db, { terms, scope, investmentId, limit }) {
    const query = termsQuery(terms);
    const coverage = termsCoverage(terms, sql.raw('ranked.vector'));
    if (!query || !coverage) return [];
    // Ranking every passage that holds any common word would grow with the team's documents. So the
    // passages holding all the question's words, or all its names, are taken in full, and those holding
    // any of its terms only up to a bound; the best few hundred of them by rank are then scored by how
    // many of the question's terms they hold.
    const ofInvestment =
      investmentId === undefined
        ? sql``
        : sql` and ${passages.documentId} in (select ${documents.id} from ${documents}
            where ${documents.teamId} = ${scope.teamId} and ${documents.investmentId} = ${investmentId})`;
    const matching = (condition: SQL) => sql`(select ${passages.id} as id from ${passages}
        where ${passages.teamId} = ${scope.teamId} and ${passages.searchVector} @@ (${condition})${ofInvestment}
        limit ${boundedMatches})`;
    const candidateIds = sql.join([...selectiveQueries(terms).map(matching), matching(query)], sql` union `);
    const result = await db.execute(sql`
      with question as (select (${query}) as query), candidate as (${candidateIds}), ranked as (
        select ${passages.id} as id, ${passages.documentId} as document_id, ${passages.page} as page,
          ${passages.sheet} as sheet, ${passages.text} as text, ${passages.searchVector} as vector,
          ts_rank_cd(${passages.searchVector}, question.query) as rank
        from ${passages}
        join candidate on candidate.id = ${passages.id}
        cross join question
        order by rank desc
        limit ${candidates}
      )
      select ranked.id, ranked.document_id, ranked.page, ranked.sheet, ranked.text, ranked.rank,
        ${documents.name} as name, ${coverage} as coverage
      from ranked
      join ${documents} on ${documents.id} = ranked.document_id
      where ${documents.status} <> 'archived'
      order by coverage desc, ranked.rank desc, ranked.id
      limit ${limit}`);
    return rowsOf<PassageHit>(result).map((hit) => ({
      text: hit.text,
      score: Number(hit.coverage) + Number(hit.rank),
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
