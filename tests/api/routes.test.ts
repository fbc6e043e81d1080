import { describe, expect, it } from 'vitest';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';

const t = useTestApp();

type RoleCase = {
  method: 'GET' | 'PATCH' | 'POST';
  url: string;
  payload?: object;
  least: 'viewer' | 'member' | 'admin';
};

/** Every route of the foundation with the least role that may call it (SPEC 6, DESIGN accounts). */
const routes = (member: SignedIn): RoleCase[] => [
  { method: 'GET', url: '/api/auth/user', least: 'viewer' },
  { method: 'GET', url: '/api/team', least: 'viewer' },
  { method: 'GET', url: '/api/team/members', least: 'viewer' },
  { method: 'PATCH', url: '/api/user/profile', payload: { firstName: 'A', lastName: 'B' }, least: 'viewer' },
  { method: 'PATCH', url: '/api/user/settings', payload: { settings: {} }, least: 'viewer' },
  { method: 'GET', url: '/api/user/notification-preferences', least: 'viewer' },
  {
    method: 'PATCH',
    url: '/api/user/notification-preferences',
    payload: { weeklyDigest: true },
    least: 'viewer',
  },
  { method: 'PATCH', url: '/api/team', payload: { name: 'T', description: '' }, least: 'admin' },
  {
    method: 'POST',
    url: '/api/team/members',
    payload: {
      email: `x${Date.now()}@example.com`,
      password: 'long password',
      role: 'viewer',
      firstName: 'X',
      lastName: 'Y',
    },
    least: 'admin',
  },
  {
    method: 'PATCH',
    url: `/api/team/members/${member.user.id}`,
    payload: { role: 'member' },
    least: 'admin',
  },
  { method: 'GET', url: '/api/audit-events', least: 'admin' },
  { method: 'PATCH', url: '/api/team/ai-access', payload: { aiExcludedLevels: [] }, least: 'admin' },
  { method: 'PATCH', url: '/api/team/sign-in', payload: { passwordSignIn: true }, least: 'admin' },
  { method: 'GET', url: '/api/audit-events.csv', least: 'admin' },
];

const rank = { viewer: 0, member: 1, admin: 2 };

describe('role matrix', () => {
  it('answers each route by role: allowed roles succeed, lower roles get 403, signed-out callers 401', async () => {
    const admin = await registerTeam(t.app);
    const people = {
      admin,
      member: await addMember(t.app, admin, 'member'),
      viewer: await addMember(t.app, admin, 'viewer'),
    };
    for (const route of routes(people.member)) {
      const signedOut = await t.app.inject({ method: route.method, url: route.url, payload: route.payload });
      expect(signedOut.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      for (const role of ['viewer', 'member', 'admin'] as const) {
        const payload =
          route.url === '/api/team/members'
            ? { ...route.payload, email: `${role}.${Date.now()}@example.com` }
            : route.payload;
        const response = await as(t.app, people[role], { method: route.method, url: route.url, payload });
        const expected = rank[role] >= rank[route.least] ? [200, 201] : [403];
        expect(expected, `${route.method} ${route.url} as ${role}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
  });
});

describe('unknown routes', () => {
  it('answer JSON 404 under /api, signed in or not', async () => {
    const admin = await registerTeam(t.app);
    for (const who of [null, admin]) {
      const response = await as(t.app, who, { method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET /api/no-such-thing not found' });
    }
    const post = await as(t.app, admin, { method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('team isolation', () => {
  it('keeps two teams from seeing or changing each other', async () => {
    const alpha = await registerTeam(t.app, { teamName: 'Alpha' });
    const beta = await registerTeam(t.app, { teamName: 'Beta' });
    const alphaViewer = await addMember(t.app, alpha, 'viewer');

    expect((await as(t.app, beta, { method: 'GET', url: '/api/team' })).json().name).toBe('Beta');
    const betaMembers = (await as(t.app, beta, { method: 'GET', url: '/api/team/members' })).json();
    expect(betaMembers.map((m: { id: number }) => m.id)).toEqual([beta.user.id]);

    const demote = await as(t.app, beta, {
      method: 'PATCH',
      url: `/api/team/members/${alphaViewer.user.id}`,
      payload: { role: 'admin' },
    });
    expect(demote.statusCode).toBe(404);
    await as(t.app, beta, {
      method: 'PATCH',
      url: '/api/team',
      payload: { name: 'Beta renamed', description: '' },
    });
    expect((await as(t.app, alpha, { method: 'GET', url: '/api/team' })).json().name).toBe('Alpha');

    await as(t.app, beta, {
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { settings: { display: { theme: 'dark' } } },
    });
    expect(
      (await as(t.app, alpha, { method: 'GET', url: '/api/auth/user' })).json().settings.display.theme,
    ).toBe('light');
    expect((await as(t.app, alphaViewer, { method: 'GET', url: '/api/auth/user' })).json().role).toBe(
      'viewer',
    );
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI description without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/team', '/api/login']));
  });
});

describe('security headers', () => {
  it('are on every API reply, errors included: no sniffing, no framing, nothing rendered or cached', async () => {
    for (const url of ['/api/auth/user', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('are the full set on pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/pipeline' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leave out the HTTPS-only ones over HTTP, whatever a client claims without TRUST_PROXY', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/pipeline',
      headers: { host: '10.0.0.5:5000', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
