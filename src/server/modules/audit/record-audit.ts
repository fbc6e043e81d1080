import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditObjectType } from '@shared/audit';
import { currentUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditEntry = {
  action: AuditAction;
  objectType?: AuditObjectType;
  objectId?: number;
  objectName?: string;
  details?: Record<string, unknown>;
};

/** Who acted: a person of a team, or (a failed sign-in) only the e-mail that was tried. */
export type AuditActor = { id: number | null; teamId: number | null; email: string };

/**
 * Writes an audit row for each action of the request's caller (or of `actor`, for sign-in and
 * registration, where no one is signed in yet): one insert, nothing read first.
 */
export async function recordAudit(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  entries: AuditEntry | readonly AuditEntry[],
  actor: AuditActor = currentUser(request),
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries as AuditEntry];
  if (list.length === 0) return;
  const createdAt = deps.clock.now();
  await deps.db.insert(auditEvents).values(
    list.map((entry) => ({
      teamId: actor.teamId,
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      objectType: entry.objectType ?? null,
      objectId: entry.objectId ?? null,
      objectName: entry.objectName ?? '',
      address: request.ip,
      details: entry.details ?? {},
      createdAt,
    })),
  );
}
