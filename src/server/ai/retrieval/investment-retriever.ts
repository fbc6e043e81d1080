import { getTableColumns, sql } from 'drizzle-orm';
import { investments } from '../../db/schema';
import type { InvestmentRow } from '../../db/schema';
import { investmentText } from './investment-text';
import type { Retriever } from './retriever';
import { investmentHref } from './source-links';

const {
  teamId: _teamId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...described
} = getTableColumns(investments);

/** Words in so many fund names that they pick out none: left out of the name search. */
const genericNameWords = new Set([
  'fund',
  'funds',
  'partners',
  'capital',
  'growth',
  'equity',
  'investment',
  'investments',
  'ventures',
  'holdings',
  'infrastructure',
  'credit',
  'opportunities',
  'management',
  'what',
  'which',
  'about',
  'compare',
]);

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
        citation: { kind: 'investment' as const, id: row.id, title: row.name, href: investmentHref(row.id) },
      }));
    }
    // A capitalised word is the likeliest name; each word searched costs an index scan, so at most four.
    const distinctive = (word: string) => word.length >= 4 && !genericNameWords.has(word) && !/\d/.test(word);
    const named = terms.names.filter(distinctive);
    const words = (named.length > 0 ? named : terms.words.filter(distinctive))
      .sort((a, b) => b.length - a.length)
      .slice(0, 4);
    if (words.length === 0) return [];
    const anyWord = sql.join(
      words.map((word) => sql`${word} <% ${investments.name}`),
      sql` or `,
    );
    const firstWord = sql`word_similarity(split_part(${investments.name}, ' ', 1), ${question})`;
    const score = sql<number>`(case when ${firstWord} >= 0.8 and length(split_part(${investments.name}, ' ', 1)) >= 4 then 1 else 0 end) + word_similarity(${investments.name}, ${question})`;
    const rows = await db
      .select({ ...described, score: score.mapWith(Number) })
      .from(investments)
      .where(
        sql`${investments.teamId} = ${scope.teamId} and ${investments.status} <> 'archived' and (${anyWord}) and ${score} >= 0.9`,
      )
      .orderBy(sql`${score} desc`, investments.id)
      .limit(limit);
    return rows.map(({ score: rank, ...row }) => ({
      text: investmentText(row as Omit<InvestmentRow, 'teamId' | 'createdAt' | 'updatedAt'>),
      score: rank,
      citation: { kind: 'investment' as const, id: row.id, title: row.name, href: investmentHref(row.id) },
    }));
  },
};
