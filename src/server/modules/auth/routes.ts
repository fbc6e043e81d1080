import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zLoginInput, zRegisterInput } from '@shared/auth';
import { zErrorResponse } from '@shared/errors';
import { zUser } from '@shared/user';
import type { RouteDeps } from '../../app-deps';
import { currentUser } from '../../auth/guard';
import { startSession } from '../../auth/session-cookie';
import { endSession, sessionCookieName, sessionIdOf } from '../../auth/sessions';
import { presentUser } from '../user/service';
import { failedSignInActor, recordAudit } from '../audit/service';
import { registerTeamAdmin, signIn, SignInRefused } from './service';

export const authRoutes: FastifyPluginAsyncZod<
  RouteDeps<'db' | 'clock' | 'caches' | 'sessionPolicy' | 'sso'>
> = async (app, deps) => {
  app.post(
    '/register',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: zRegisterInput,
        response: { 201: zUser, 400: zErrorResponse, 409: zErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await registerTeamAdmin(deps, request.body);
      await startSession(deps, request, reply, user.id);
      await recordAudit(
        deps,
        request,
        { action: 'register', objectType: 'team', objectId: user.teamId },
        user,
      );
      return reply.code(201).send(presentUser(user));
    },
  );

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: zLoginInput,
        response: { 200: zUser, 401: zErrorResponse, 403: zErrorResponse, 429: zErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await signIn(deps, { ...request.body, address: request.ip }).catch(async (error) => {
        if (error instanceof SignInRefused) {
          const actor = await failedSignInActor(deps, request.body.email, error.account);
          await recordAudit(deps, request, { action: 'sign_in_failed' }, actor);
        }
        throw error;
      });
      await startSession(deps, request, reply, user.id);
      await recordAudit(deps, request, { action: 'sign_in' }, user);
      return presentUser(user);
    },
  );

  app.get('/logout', { config: { public: true }, schema: { tags: ['auth'] } }, async (request, reply) => {
    const token = request.cookies[sessionCookieName];
    if (request.signedIn) await recordAudit(deps, request, { action: 'sign_out' });
    if (token) {
      const sessionId = sessionIdOf(token);
      deps.caches.sessions.delete(sessionId);
      await endSession(deps.db, sessionId);
    }
    reply.clearCookie(sessionCookieName, { path: '/' });
    return reply.redirect('/');
  });

  app.get(
    '/auth/user',
    { schema: { tags: ['auth'], response: { 200: zUser, 401: zErrorResponse } } },
    async (request) => presentUser(currentUser(request)),
  );
};
