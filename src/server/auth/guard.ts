import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasRole, type Role } from '@shared/roles';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { TeamScope } from '../db/tenancy';
import { AppError } from '../errors';
import { evictTeam, type ReadCaches } from '../cache/read-caches';
import { findSessionUser, sessionCookieName, sessionIdOf, type SessionPolicy } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
    /** The least role that may call the route; signed-in users of any role when absent. */
    role?: Role;
  }
  interface FastifyRequest {
    signedIn: { user: UserRow; sessionId: string } | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user of a route that is not public (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.signedIn) throw new AppError('unauthorized', 'Sign in to continue');
  return request.signedIn.user;
}

/** The caller's team and id, which every query on the team's rows is scoped by. */
export function scopeOf(request: FastifyRequest): TeamScope {
  const user = currentUser(request);
  return { teamId: user.teamId, userId: user.id };
}

/**
 * Policy for everything under /api, in one place: unsafe methods must come from our own origin,
 * non-public routes need a live session, and a route's declared role is checked before its handler.
 */
export const authGuard = fp(
  async (
    app: FastifyInstance,
    options: { db: Db; clock: Clock; policy: SessionPolicy; caches: ReadCaches },
  ) => {
    const { caches, clock } = options;
    app.decorateRequest('signedIn', null);

    app.addHook('onRequest', async (request) => {
      const unsafe = unsafeMethods.has(request.method);
      if (unsafe) assertSameOrigin(request);

      const token = request.cookies[sessionCookieName];
      if (token) {
        const sessionId = sessionIdOf(token);
        const now = clock.now().getTime();
        // Writes always read the session afresh, so a role change is enforced by the next write.
        const cached = unsafe ? undefined : caches.sessions.get(sessionId, now);
        request.signedIn = cached ?? (await findSessionUser({ ...options, sessionId }));
        if (!cached && request.signedIn) {
          caches.sessions.set(sessionId, request.signedIn.user.teamId, request.signedIn, now);
        }
      }
      const { url, config } = request.routeOptions;
      // Unknown routes have no url: the not-found handler answers them 404 rather than 401.
      if (!url || !isGuarded(url) || config.public) return;
      if (!request.signedIn) throw new AppError('unauthorized', 'Sign in to continue');
      if (config.role && !hasRole(request.signedIn.user.role, config.role)) {
        throw new AppError('forbidden', 'Your role does not allow this action');
      }
    });

    app.addHook('onResponse', async (request, reply) => {
      if (request.signedIn && unsafeMethods.has(request.method) && reply.statusCode < 400) {
        evictTeam(caches, request.signedIn.user.teamId);
      }
    });
  },
  { name: 'auth-guard', dependencies: ['@fastify/cookie'] },
);

/** The client's files and the API's own description are open; the rest of /api needs a session. */
function isGuarded(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  // Browsers send Origin on every cross-site unsafe request; scripts and tests may omit it.
  if (!origin) return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError('forbidden', 'Cross-site request refused');
  }
  if (originHost !== request.host) throw new AppError('forbidden', 'Cross-site request refused');
}
