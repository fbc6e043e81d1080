import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passages } from '../../db/schema';
import type { TeamScope } from '../../db/tenancy';
import { rowsOf } from './rows-of';

/** The passages of some of the team's documents that meet a condition, each with its document's id. */
export async function passagesWhere(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  ids: readonly number[],
  condition: SQL,
  limit: number,
): Promise<{ id: number; text: string }[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${passages.documentId} as id, ${passages.text} as text
    from ${passages}
    where ${passages.teamId} = ${scope.teamId}
      and ${passages.documentId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      and ${condition}
    limit ${limit}`);
  return rowsOf<{ id: number; text: string }>(result);
}
