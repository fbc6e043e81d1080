import { sql } from 'drizzle-orm';
import { namesNoDocumentKeptOut } from '../../db/ai-access';
import { activities } from '../../db/schema';
import { termsQuery } from './question-terms';
import type { Retriever } from './retriever';
import { rowsOf } from './rows-of';
import { investmentHref } from './source-links';

type ActivityHit = {
  id: number;
  investment_id: number | null;
  description: string;
  created_at: string;
  rank: number;
};

/** The team's activity feed, ranked by full-text search, newest first among equals. */
export const activityRetriever: Retriever = {
  source: 'activities',
  async retrieve(db, { terms, scope, investmentId, limit }) {
    const query = termsQuery(terms);
    if (!query) return [];
    const result = await db.execute(sql`
      with question as (select (${query}) as query)
      select ${activities.id} as id, ${activities.investmentId} as investment_id,
        ${activities.description} as description, ${activities.createdAt} as created_at,
        ts_rank_cd(to_tsvector('english'::regconfig, ${activities.description}), question.query) as rank
      from ${activities} cross join question
      where ${activities.teamId} = ${scope.teamId}
        ${investmentId === undefined ? sql`` : sql`and ${activities.investmentId} = ${investmentId}`}
        and to_tsvector('english'::regconfig, ${activities.description}) @@ question.query
        and ${namesNoDocumentKeptOut(scope.teamId)}
      order by rank desc, ${activities.createdAt} desc
      limit ${limit}`);
    return rowsOf<ActivityHit>(result).map((hit) => ({
      text: hit.description,
      score: Number(hit.rank),
      investmentId: hit.investment_id,
      citation: {
        kind: 'activity' as const,
        id: hit.id,
        title: hit.description,
        href: hit.investment_id ? investmentHref(hit.investment_id) : '/dashboard',
      },
    }));
  },
};
