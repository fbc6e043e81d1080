import { getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { investments } from '../../db/schema';
import type { InvestmentRow } from '../../db/schema';
import { isGenericNameWord } from './generic-name-words';
import { investmentText } from './investment-text';
import type { Retriever } from './retriever';
import { investmentHref } from './source-links';

const {
  teamId: _teamId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...described
} = getTableColumns(investments);

/** Names each word of the question may bring in to be scored. */
const candidatesPerWord = 500;

/**
 * Investments the question names. Each distinctive word of the question finds names holding it, or a
 * misspelling of it ('Nortbridge' finds Northbridge Growth Partners IV), through pg_trgm's word
 * similarity on the indexed name; then the name's first word in the question counts most, and the whole
 * name next.
 */
export const investmentRetriever: Retriever = {
  source: 'investments',
  async retrieve(db, { question, terms, scope, investmentId, limit }) {
    // A question about one investment is about it whatever it names.
    if (investmentId !== undefined) {
      const rows = await db
        .select(described)
        .from(investments)
        .where(sql`${investments.teamId} = ${scope.teamId} and ${investments.id} = ${investmentId}`);
      return rows.map((row) => ({
        text: investmentText(row as Omit<InvestmentRow, 'teamId' | 'createdAt' | 'updatedAt'>),
        score: 1,
        investmentId: row.id,
        citation: { kind: 'investment' as const, id: row.id, title: row.name, href: investmentHref(row.id) },
      }));
    }
    // A capitalised word is the likeliest name; each word searched costs an index scan, so at most four.
    const distinctive = (word: string) => word.length >= 4 && !isGenericNameWord(word) && !/\d/.test(word);
    const named = terms.names.filter(distinctive);
    const words = (named.length > 0 ? named : terms.words.filter(distinctive))
      .sort((a, b) => b.length - a.length)
      .slice(0, 4);
    if (words.length === 0) return [];
    const firstWord = (name: SQL | AnyColumn) => sql`split_part(${name}, ' ', 1)`;
    const scoreOf = (name: SQL | AnyColumn) =>
      sql<number>`(case when word_similarity(${firstWord(name)}, ${question}) >= 0.8 and length(${firstWord(name)}) >= 4 then 1 else 0 end) + word_similarity(${name}, ${question})`;
    // Each word brings a bounded set of names, scored on their own before any row is read in full: a
    // word in hundreds of names picks out none of them, and scoring them all would grow with the pipeline.
    const candidates = sql.join(
      words.map(
        (word) => sql`(select ${investments.id} as id, ${investments.name} as name from ${investments}
          where ${investments.teamId} = ${scope.teamId} and ${word} <% ${investments.name}
          limit ${candidatesPerWord})`,
      ),
      sql` union `,
    );
    // Each candidate's score is computed once (`offset 0` keeps the subquery apart) and carried out.
    const closeNames = sql`(select candidate.id, ${scoreOf(sql.raw('candidate.name'))} as score
      from (${candidates}) as candidate offset 0) as close`;
    const score = sql<number>`close.score`;
    const rows = await db.transaction(async (tx) => {
      // Asked for its first 500, the planner would scan the table for a word in many names, testing each
      // name's word similarity in turn (50 ms at 10,000 investments); the trigram index finds them in 5.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx
        .select({ ...described, score: score.mapWith(Number) })
        .from(investments)
        .innerJoin(closeNames, sql`close.id = ${investments.id}`)
        .where(
          sql`${investments.teamId} = ${scope.teamId} and ${investments.status} <> 'archived' and ${score} >= 0.9`,
        )
        .orderBy(sql`${score} desc`, investments.id)
        .limit(limit);
    });
    return rows.map(({ score: rank, ...row }) => ({
      text: investmentText(row as Omit<InvestmentRow, 'teamId' | 'createdAt' | 'updatedAt'>),
      score: rank,
      investmentId: row.id,
      citation: { kind: 'investment' as const, id: row.id, title: row.name, href: investmentHref(row.id) },
    }));
  },
};
