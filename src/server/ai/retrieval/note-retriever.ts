import { sql } from 'drizzle-orm';
import { noteTypeLabels, type NoteType } from '@shared/note';
import { investments, notes } from '../../db/schema';
import { termsQuery } from './question-terms';
import type { Retriever } from './retriever';
import { rowsOf } from './rows-of';
import { investmentHref } from './source-links';

type NoteHit = {
  id: number;
  investment_id: number;
  content: string;
  type: string;
  name: string;
  rank: number;
};

/** The team's notes on its investments, ranked by full-text search. */
export const noteRetriever: Retriever = {
  source: 'investments',
  async retrieve(db, { terms, scope, investmentId, limit }) {
    const query = termsQuery(terms);
    if (!query) return [];
    const result = await db.execute(sql`
      with question as (select (${query}) as query), team_notes as (
        select ${notes.id} as id, ${notes.investmentId} as investment_id, ${notes.content} as content,
          ${notes.type} as type, ${investments.name} as name,
          to_tsvector('english'::regconfig, ${investments.name} || ' ' || ${notes.content}) as vector
        from ${notes} join ${investments} on ${investments.id} = ${notes.investmentId}
        where ${notes.teamId} = ${scope.teamId}
          ${investmentId === undefined ? sql`` : sql`and ${notes.investmentId} = ${investmentId}`}
      )
      select id, investment_id, content, type, name, ts_rank_cd(vector, question.query) as rank
      from team_notes cross join question
      where vector @@ question.query
      order by rank desc, id
      limit ${limit}`);
    return rowsOf<NoteHit>(result).map((hit) => ({
      text: hit.content,
      score: Number(hit.rank),
      investmentId: hit.investment_id,
      citation: {
        kind: 'note' as const,
        id: hit.id,
        title: `${noteTypeLabels[hit.type as NoteType] ?? 'Note'} note on ${hit.name}`,
        quote: hit.content,
        href: investmentHref(hit.investment_id),
      },
    }));
  },
};
