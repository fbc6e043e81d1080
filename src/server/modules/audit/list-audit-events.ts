import { and, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditFilters, AuditPage } from '@shared/audit';
import type { Db } from '../../db/client';
import { auditEvents, type AuditEventRow } from '../../db/schema';
import { ownedBy, type TeamScope } from '../../db/tenancy';

const day = 24 * 60 * 60 * 1000;

/** A page's cursor: the last row's time in milliseconds and its id, so the next page starts below it. */
function cursorOf(row: AuditEventRow): string {
  return `${row.createdAt.getTime()}.${row.id}`;
}

function belowCursor(cursor: string): SQL {
  const [ms, id] = cursor.split('.').map(Number);
  return sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${new Date(ms).toISOString()}::timestamptz, ${id})`;
}

function filtersOf(filters: AuditFilters): (SQL | undefined)[] {
  return [
    filters.actorId === undefined ? undefined : eq(auditEvents.actorId, filters.actorId),
    filters.action === undefined ? undefined : eq(auditEvents.action, filters.action),
    filters.objectType === undefined ? undefined : eq(auditEvents.objectType, filters.objectType),
    filters.objectId === undefined ? undefined : eq(auditEvents.objectId, filters.objectId),
    // Whole days in UTC, both ends included.
    filters.from === undefined ? undefined : gte(auditEvents.createdAt, new Date(filters.from)),
    filters.to === undefined
      ? undefined
      : lt(auditEvents.createdAt, new Date(new Date(filters.to).getTime() + day)),
  ];
}

export function presentAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    objectName: row.objectName,
    address: row.address,
    details: row.details,
  };
}

/**
 * One page of the team's trail, newest first, below `before` (keyset pagination): an index range of
 * `limit` rows, as fast on the millionth row as on the first.
 */
export async function listAuditEvents(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  query: AuditFilters & { before?: string; limit: number },
): Promise<AuditPage> {
  const { before, limit, ...filters } = query;
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        ownedBy(auditEvents, scope),
        ...filtersOf(filters),
        before === undefined ? undefined : belowCursor(before),
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    events: page.map(presentAuditEvent),
    nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]) : null,
  };
}

/**
 * The newest rows of no team: failed sign-ins whose e-mail points to no one team. Only operators read
 * them, through `npm run cli -- audit unattributed`.
 */
export async function listUnattributedEvents(db: Db, limit: number): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(isNull(auditEvents.teamId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map(presentAuditEvent);
}
