import { sql } from 'drizzle-orm';
import { documents, teams } from './schema';

/**
 * A document the AI never reads (issue 26): marked "Keep out of AI" itself, or of a confidentiality
 * level its team keeps out. Read from the rows at query time, so a change holds from the next query on.
 */
export const keptOutOfAi = sql<boolean>`(${documents.keepOutOfAi} or exists (select 1 from ${teams}
  where ${teams.id} = ${documents.teamId} and ${documents.confidentialityLevel} = any(${teams.aiExcludedLevels})))`;

/** A document the analyst may read, quote and cite: not archived and not kept out of AI. */
export const readableByAi = sql`(${documents.status} <> 'archived' and not ${keptOutOfAi})`;
