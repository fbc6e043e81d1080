import { auditActionLabels, auditObjectLabels, type AuditEvent, type AuditFilters } from '@shared/audit';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { csvByteOrderMark, csvField } from '../../http/csv';
import { listAuditEvents } from './list-audit-events';

const columns = [
  'time',
  'person',
  'action',
  'object',
  'objectId',
  'objectName',
  'address',
  'details',
] as const;
const batchSize = 1000;

function rowOf(event: AuditEvent): string {
  return [
    event.at,
    event.actorEmail,
    auditActionLabels[event.action],
    event.objectType === null ? '' : auditObjectLabels[event.objectType],
    event.objectId,
    event.objectName,
    event.address,
    Object.keys(event.details).length === 0 ? '' : JSON.stringify(event.details),
  ]
    .map(csvField)
    .join(',');
}

/**
 * The filtered trail as CSV, newest first, read a thousand rows at a time by the same keyset as the
 * Admin tab's pages, so a million rows are streamed without being held at once.
 */
export async function* auditCsv(
  db: Db,
  scope: Pick<TeamScope, 'teamId'>,
  filters: AuditFilters,
): AsyncGenerator<string> {
  yield `${csvByteOrderMark}${columns.join(',')}\r\n`;
  let before: string | undefined;
  do {
    const page = await listAuditEvents(db, scope, { ...filters, before, limit: batchSize });
    if (page.events.length > 0) yield `${page.events.map(rowOf).join('\r\n')}\r\n`;
    before = page.nextCursor ?? undefined;
  } while (before !== undefined);
}
