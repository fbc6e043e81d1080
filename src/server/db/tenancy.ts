import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Whose rows a query may touch: every service function for tenant-owned rows takes one. */
export type TeamScope = { teamId: number; userId: number };

/** The condition every query on a tenant-owned table starts from: the row belongs to the caller's team. */
export function ownedBy(
  table: { teamId: PgColumn },
  scope: Pick<TeamScope, 'teamId'>,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.teamId, scope.teamId), ...conditions) as SQL;
}
