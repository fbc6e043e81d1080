import { and, eq, ne, sql } from 'drizzle-orm';
import { keptOutOfAi } from '../../db/ai-access';
import type { Db } from '../../db/client';
import { documents, investments, notes } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';
import { rubricVersion } from './rubric/rubric-version';
import { notFound } from '../../errors';

/** Microseconds since the epoch: the same text in every process, whatever its session time zone. */
const micros = (column: unknown) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;

/**
 * A key that changes whenever the rubric's version, the investment's record, its documents (their status, summary, facts
 * and AI access move their updated time; a level kept out of AI changes the count kept out) or its notes change, read in one query. A memo Allocator writes is left out:
 * it is never evidence for the analysis, so generating one does not make the analysis stale.
 */
export async function analysisDataVersion(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  investmentId: number,
): Promise<string> {
  const documentVersion = db
    .select({
      // Documents kept out of AI by their level (a team setting) are counted too: the analysis changes.
      version: sql`count(*) || '.' || count(*) filter (where ${keptOutOfAi}) || '.' || coalesce(${micros(sql`max(${documents.updatedAt})`)}, 0)`,
    })
    .from(documents)
    .where(
      ownedBy(documents, scope, and(eq(documents.investmentId, investmentId), ne(documents.type, 'memo'))),
    );
  const noteVersion = db
    .select({ version: sql`count(*) || '.' || coalesce(${micros(sql`max(${notes.updatedAt})`)}, 0)` })
    .from(notes)
    .where(ownedBy(notes, scope, eq(notes.investmentId, investmentId)));
  const [row] = await db
    .select({
      version: sql<string>`${micros(investments.updatedAt)} || '/' || (${documentVersion}) || '/' || (${noteVersion})`,
    })
    .from(investments)
    .where(ownedBy(investments, scope, eq(investments.id, investmentId)));
  if (!row) throw notFound('Investment');
  return `${rubricVersion}:${row.version}`;
}
