import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { createSession, endSession, sessionCookieName, sessionIdOf, type SessionPolicy } from './sessions';

/** Signs the request's browser in as this user: a new session (ending any it had) in an httpOnly cookie. */
export async function startSession(
  deps: { db: Db; clock: Clock; sessionPolicy: SessionPolicy },
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const previous = request.cookies[sessionCookieName];
  if (previous) await endSession(deps.db, sessionIdOf(previous));
  const { token, expiresAt } = await createSession({ ...deps, policy: deps.sessionPolicy, userId });
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}
