import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { ssoFailedPath, zSsoInfo } from '@shared/sso';
import type { RouteDeps } from '../../app-deps';
import { startSession } from '../../auth/session-cookie';
import type { SsoSettings } from '../../auth/sso-settings';
import { teams } from '../../db/schema';
import { failedSignInActor, recordAudit } from '../audit/service';
import { ssoClient } from './sso-client';
import { SsoRefused, ssoUser, type SsoClaims } from './sso-user';

const stateCookie = 'allocator_sso';
const statePath = '/api/auth/sso';
const zPending = z.object({ verifier: z.string(), state: z.string(), nonce: z.string() });

/** Where the browser reached us, as a URL origin (so http://host:80 is http://host, as providers compare it). */
function originOf(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

function readPending(request: FastifyRequest) {
  const raw = request.cookies[stateCookie];
  if (!raw) return null;
  try {
    return zPending.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * Single sign-on through the configured OpenID Connect provider (issue 26): the authorization code
 * flow with PKCE, state and nonce, checked by openid-client. Registered only when OIDC_* are set.
 */
export const ssoRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock' | 'sessionPolicy' | 'sso'>> = async (
  app,
  deps,
) => {
  const settings = deps.sso;
  if (!settings) {
    app.get(
      '/auth/sso',
      { config: { public: true }, schema: { tags: ['auth'], response: { 200: zSsoInfo } } },
      async () => ({ sso: null }),
    );
    return;
  }
  const provider = ssoClient(settings);

  app.get(
    '/auth/sso/start',
    { config: { public: true }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      let config: client.Configuration;
      try {
        config = await provider();
      } catch (error) {
        // The provider cannot be reached: say so on the sign-in page rather than with a bare 500.
        request.log.error({ err: error }, 'single sign-on provider unreachable');
        return reply.redirect(ssoFailedPath);
      }
      const pending = {
        verifier: client.randomPKCECodeVerifier(),
        state: client.randomState(),
        nonce: client.randomNonce(),
      };
      reply.setCookie(stateCookie, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
        path: statePath,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries the cookie.
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 10 * 60,
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: `${originOf(request)}${statePath}/callback`,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/auth/sso/callback',
    { config: { public: true }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      const pending = readPending(request);
      reply.clearCookie(stateCookie, { path: statePath });
      let claims: SsoClaims | undefined;
      try {
        if (!pending) throw new SsoRefused('no sign-in was started in this browser');
        const tokens = await client.authorizationCodeGrant(
          await provider(),
          new URL(request.url, originOf(request)),
          {
            pkceCodeVerifier: pending.verifier,
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
        );
        claims = tokens.claims() as SsoClaims | undefined;
        const { user, created } = await ssoUser(deps, settings, claims ?? {});
        await startSession(deps, request, reply, user.id);
        await recordAudit(
          deps,
          request,
          { action: created ? 'register' : 'sign_in', details: { method: 'sso' } },
          user,
        );
        return reply.redirect('/');
      } catch (error) {
        request.log.warn({ err: error }, 'single sign-on refused');
        const email = typeof claims?.email === 'string' ? claims.email : '';
        await recordAudit(
          deps,
          request,
          { action: 'sign_in_failed', details: { method: 'sso', reason: (error as Error).message } },
          await failedSignInActor(deps, email),
        );
        return reply.redirect(ssoFailedPath);
      }
    },
  );

  app.get(
    '/auth/sso',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: zSsoInfo } } },
    async (request) => {
      const [team] = await deps.db
        .select({ passwordSignIn: teams.passwordSignIn })
        .from(teams)
        .where(eq(teams.id, settings.teamId));
      return {
        sso: {
          providerName: settings.providerName,
          passwordSignIn: team?.passwordSignIn ?? true,
          endSessionUrl: await endSessionUrl(provider, settings, originOf(request)),
        },
      };
    },
  );
};

/** The provider's own sign-out, back to our sign-in page after; null when it offers none or is unreachable. */
async function endSessionUrl(
  provider: () => Promise<client.Configuration>,
  settings: SsoSettings,
  origin: string,
): Promise<string | null> {
  try {
    const config = await provider();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, {
      client_id: settings.clientId,
      post_logout_redirect_uri: `${origin}/login`,
    }).href;
  } catch {
    return null;
  }
}
