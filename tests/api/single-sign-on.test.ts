import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ssoFailedPath } from '@shared/sso';
import { ssoOnlyMessage } from '../../src/server/modules/auth/service';
import { addMember, as, registerTeam, sessionCookie, useTestApp, type SignedIn } from './helper';
import { OidcTestProvider, testClient } from './oidc-test-provider';

// Injected requests come to http://localhost, so that is where the provider sends people back.
const origin = 'http://localhost';
const provider = new OidcTestProvider();
beforeAll(() => provider.start([`${origin}/api/auth/sso/callback`], [`${origin}/login`]));
afterAll(() => provider.stop());

const t = useTestApp({
  sso: () => ({
    issuer: provider.issuer,
    clientId: testClient.clientId,
    clientSecret: testClient.clientSecret,
    providerName: 'Contoso ID',
    // A fresh database: the first team registered (below) is team 1.
    teamId: 1,
    role: 'member',
    allowedDomains: ['example.com'],
  }),
});

let ssoAdmin: SignedIn;
beforeAll(async () => {
  ssoAdmin = await registerTeam(t.app, { teamName: 'Contoso Pension Fund' });
});

/** A small cookie jar for the provider's own pages, which the browser would keep. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  async function step(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, provider.issuer), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  const toLogin = await step(authorizeUrl);
  const loginPage = await step(toLogin.headers.get('location') ?? '');
  const action = /<form[^>]*action="([^"]+)"/.exec(await loginPage.text())?.[1];
  if (!action) throw new Error('the provider showed no login form');
  const submitted = await step(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  const resumed = await step(submitted.headers.get('location') ?? '');
  const callback = resumed.headers.get('location');
  if (!callback?.startsWith(origin)) throw new Error(`the provider did not send us back: ${resumed.status}`);
  return callback;
}

/** The whole flow as a browser runs it: our start, the provider's login, our callback. */
async function signInWithSso(
  login: string,
  options: { stateCookie?: (cookie: string) => string } = {},
): Promise<LightMyRequestResponse> {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const state = start.cookies.find((cookie) => cookie.name === 'allocator_sso');
  if (!state) throw new Error('no sign-in state cookie');
  const callback = new URL(await signInAtProvider(authorize.href, login));
  const cookie = `allocator_sso=${options.stateCookie ? options.stateCookie(state.value) : state.value}`;
  return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
}

async function auditTrail(action: string) {
  const response = await as(t.app, ssoAdmin, { method: 'GET', url: `/api/audit-events?action=${action}` });
  return response.json().events as { actorEmail: string; details: Record<string, unknown> }[];
}

describe('single sign-on through an OpenID Connect provider', () => {
  it('offers the provider on the sign-in page, with its end-session address', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/auth/sso' })).json();
    expect(info.sso).toMatchObject({ providerName: 'Contoso ID', passwordSignIn: true });
    expect(info.sso.endSessionUrl).toMatch(new RegExp(`^${provider.issuer}/session/end\\?`));
    expect(new URL(info.sso.endSessionUrl).searchParams.get('post_logout_redirect_uri')).toBe(
      `${origin}/login`,
    );
  });

  it('creates the person on their first sign-in in the configured team and role, and finds them after', async () => {
    const first = await signInWithSso('ana.silva@example.com');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const cookie = sessionCookie(first);
    const user = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
    expect(user).toMatchObject({
      email: 'ana.silva@example.com',
      teamId: ssoAdmin.user.teamId,
      role: 'member',
      firstName: 'Sasha',
      lastName: 'Single',
    });
    const [registered] = await auditTrail('register');
    expect(registered).toMatchObject({ actorEmail: 'ana.silva@example.com', details: { method: 'sso' } });

    const again = await signInWithSso('ana.silva@example.com');
    const same = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(again) } })
    ).json();
    expect(same.id).toBe(user.id);
  });

  it('signs a person an admin added in by their e-mail, in their own team and role', async () => {
    const viewer = await addMember(t.app, ssoAdmin, 'viewer');
    const response = await signInWithSso(viewer.user.email);
    const user = (
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: sessionCookie(response) },
      })
    ).json();
    expect(user).toMatchObject({ id: viewer.user.id, role: 'viewer' });
  });

  it('refuses an ID token for another audience or with another nonce, and a callback this browser did not start', async () => {
    for (const tamper of [{ aud: 'another-client' }, { nonce: 'a-nonce-we-never-sent' }]) {
      provider.tamper = tamper;
      try {
        const refused = await signInWithSso('mallory@example.com');
        expect(refused.statusCode).toBe(302);
        expect(refused.headers.location).toBe(ssoFailedPath);
        expect(refused.cookies.some((cookie) => cookie.name === 'allocator_session' && cookie.value)).toBe(
          false,
        );
      } finally {
        provider.tamper = {};
      }
    }
    const foreignState = await signInWithSso('mallory@example.com', {
      stateCookie: (value) => {
        const pending = JSON.parse(Buffer.from(value, 'base64url').toString());
        return Buffer.from(JSON.stringify({ ...pending, state: 'another-state' })).toString('base64url');
      },
    });
    expect(foreignState.headers.location).toBe(ssoFailedPath);
    const noState = await t.app.inject({ method: 'GET', url: '/api/auth/sso/callback?code=x&state=y' });
    expect(noState.headers.location).toBe(ssoFailedPath);

    // Refused before anyone was known, so in no team's trail, but in the trail all the same.
    const failures = await t.database.db.execute(
      sql`select count(*)::int as count from audit_events where action = 'sign_in_failed' and details ->> 'method' = 'sso'`,
    );
    expect((failures as unknown as { rows: { count: number }[] }).rows[0].count).toBe(4);
    const admin = await as(t.app, ssoAdmin, { method: 'GET', url: '/api/team/members' });
    expect(admin.json().some((member: { email: string }) => member.email === 'mallory@example.com')).toBe(
      false,
    );
  });

  it("records a refused sign-in of a person the team has in that team's trail", async () => {
    const viewer = await addMember(t.app, ssoAdmin, 'viewer');
    provider.tamper = { email_verified: false };
    try {
      const refused = await signInWithSso(viewer.user.email);
      expect(refused.headers.location).toBe(ssoFailedPath);
    } finally {
      provider.tamper = {};
    }
    const failed = await as(t.app, ssoAdmin, {
      method: 'GET',
      url: `/api/audit-events?action=sign_in_failed&actorId=${viewer.user.id}`,
    });
    expect(failed.json().events).toEqual([
      expect.objectContaining({
        actorEmail: viewer.user.email,
        details: { method: 'sso', reason: 'no verified e-mail' },
      }),
    ]);
  });

  it('refuses an e-mail outside the allowed domains', async () => {
    const response = await signInWithSso('eve@elsewhere.test');
    expect(response.headers.location).toBe(ssoFailedPath);
  });
});

describe('PATCH /api/team/sign-in', () => {
  it('turns password sign-in off for the team: passwords are refused, single sign-on still works', async () => {
    const member = await addMember(t.app, ssoAdmin, 'member');
    expect(
      (
        await as(t.app, member, {
          method: 'PATCH',
          url: '/api/team/sign-in',
          payload: { passwordSignIn: false },
        })
      ).statusCode,
    ).toBe(403);
    const off = await as(t.app, ssoAdmin, {
      method: 'PATCH',
      url: '/api/team/sign-in',
      payload: { passwordSignIn: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ passwordSignIn: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/sso' })).json().sso.passwordSignIn).toBe(
        false,
      );
      const password = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.user.email, password: 'another long password' },
      });
      expect(password.statusCode).toBe(403);
      expect(password.json().message).toBe(ssoOnlyMessage);
      // Another team keeps its passwords.
      const other = await registerTeam(t.app);
      const otherLogin = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: other.user.email, password: 'correct horse battery' },
      });
      expect(otherLogin.statusCode).toBe(200);
      expect((await signInWithSso(member.user.email)).headers.location).toBe('/');
    } finally {
      await as(t.app, ssoAdmin, {
        method: 'PATCH',
        url: '/api/team/sign-in',
        payload: { passwordSignIn: true },
      });
    }
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: member.user.email, password: 'another long password' },
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('a provider that cannot be reached', () => {
  const unreachable = useTestApp({
    sso: () => ({
      // Port 1 on the loopback: nothing listens there, so discovery fails at once.
      issuer: 'http://127.0.0.1:1',
      clientId: testClient.clientId,
      clientSecret: testClient.clientSecret,
      providerName: 'Contoso ID',
      teamId: 1,
      role: 'viewer',
      allowedDomains: [],
    }),
  });

  it('sends the person back to the sign-in page to say so, and still offers passwords', async () => {
    const start = await unreachable.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(ssoFailedPath);
    const info = (await unreachable.app.inject({ method: 'GET', url: '/api/auth/sso' })).json();
    expect(info.sso).toEqual({ providerName: 'Contoso ID', passwordSignIn: true, endSessionUrl: null });
  });
});
