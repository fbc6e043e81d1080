import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';

export const sessionCookieName = 'allocator_session';

export type SessionPolicy = { idleMs: number; maxMs: number };

/** How stale last_seen_at may get before a request refreshes it: saves a write on most requests. */
const touchIntervalMs = 5 * 60 * 1000;

/** A session's id is the sha256 of its cookie token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(options: {
  db: Db;
  clock: Clock;
  policy: SessionPolicy;
  userId: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = options.clock.now();
  const expiresAt = new Date(now.getTime() + options.policy.maxMs);
  await options.db.insert(sessions).values({
    id: sessionIdOf(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The user behind a session, or null when the session is unknown, idle too long or past its end. */
export async function findSessionUser(options: {
  db: Db;
  clock: Clock;
  policy: SessionPolicy;
  sessionId: string;
}): Promise<{ user: UserRow; sessionId: string } | null> {
  const { db, clock, policy, sessionId } = options;
  const now = clock.now();
  const [found] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!found) return null;
  const idleFor = now.getTime() - found.lastSeenAt.getTime();
  if (idleFor > policy.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  if (idleFor > touchIntervalMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
  }
  return { user: found.user, sessionId };
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
