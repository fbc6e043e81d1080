import { sql, type SQL } from 'drizzle-orm';
import { activities, documents, teams } from './schema';

/**
 * A document the AI never reads (issue 26): marked "Keep out of AI" itself, or of a confidentiality
 * level its team keeps out. Read from the rows at query time, so a change holds from the next query on.
 */
export const keptOutOfAi = sql<boolean>`(${documents.keepOutOfAi} or exists (select 1 from ${teams}
  where ${teams.id} = ${documents.teamId} and ${documents.confidentialityLevel} = any(${teams.aiExcludedLevels})))`;

/** A document the analyst may read, quote and cite: not archived and not kept out of AI. */
export const readableByAi = sql`(${documents.status} <> 'archived' and not ${keptOutOfAi})`;

/**
 * An activity line of the team that names no document kept out of AI ('Uploaded Side letter.pdf to …'):
 * the feed is the analyst's too, and a kept-out document's name must not reach it that way either. The
 * names are read once per query (an uncorrelated array), not once per activity.
 */
export function namesNoDocumentKeptOut(teamId: number): SQL {
  const pattern = sql`'%' || replace(replace(replace(${documents.name}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  return sql`not (${activities.description} like any (array(select ${pattern} from ${documents}
    where ${documents.teamId} = ${teamId} and ${keptOutOfAi})))`;
}
