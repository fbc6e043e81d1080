import { describe, expect, it } from 'vitest';
import { commonPasswordMessage } from '../../src/server/auth/common-passwords';
import { as, registerTeam, sessionCookie, testSessionPolicy, useTestApp } from './helper';

const t = useTestApp();
const hour = 60 * 60 * 1000;

describe('POST /api/register', () => {
  it('creates a team whose first user is its admin and signs them in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: '  Founder@Example.COM ',
        password: 'long enough pw',
        firstName: 'Fran',
        lastName: 'Founder',
        teamName: 'Founders Fund of Funds',
      },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email: 'founder@example.com', firstName: 'Fran', role: 'admin' });
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'allocator_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, teamId: user.teamId, role: 'admin' });
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/team',
      headers: { cookie: sessionCookie(response) },
    });
    expect(team.json()).toMatchObject({ name: 'Founders Fund of Funds', memberCount: 1 });
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const first = await registerTeam(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: first.user.email.toUpperCase(),
        password: 'long enough pw',
        firstName: 'A',
        lastName: 'B',
        teamName: 'X',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this e-mail already exists');
  });

  it('refuses a password under 8 characters with a field error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'short@example.com',
        password: 'seven77',
        firstName: 'A',
        lastName: 'B',
        teamName: 'X',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.password).toEqual(['Password must be at least 8 characters']);
  });

  it('refuses a common password with its message, creating nothing', async () => {
    const payload = {
      email: 'common@example.com',
      password: 'password123',
      firstName: 'A',
      lastName: 'B',
      teamName: 'Common',
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: commonPasswordMessage,
      fieldErrors: { password: [commonPasswordMessage] },
    });
    expect(response.cookies).toHaveLength(0);
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...payload, password: 'P@ssw0rd123' },
    });
    expect(retried.statusCode).toBe(400);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...payload, password: 'a passphrase of my own' },
    });
    expect(chosen.statusCode).toBe(201);
  });

  it('refuses a body that tries to set its own role, team or id', async () => {
    for (const extra of [{ role: 'viewer' }, { teamId: 1 }, { id: 99 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: 'sneaky@example.com',
          password: 'long enough pw',
          firstName: 'A',
          lastName: 'B',
          teamName: 'X',
          ...extra,
        },
      });
      expect(response.statusCode).toBe(400);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'sneaky@example.com', password: 'long enough pw' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and records the last login', async () => {
    const { user } = await registerTeam(t.app, { password: 'right password' });
    t.clock.advance(hour);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'right password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lastLoginAt).toBe(t.clock.now().toISOString());
  });

  it('answers 401 for a wrong password or an unknown e-mail, with the same message', async () => {
    const { user } = await registerTeam(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('issues a new token on every login', async () => {
    const { user } = await registerTeam(t.app, { password: 'right password' });
    const payload = { email: user.email, password: 'right password' };
    const first = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
  });
});

describe('GET /api/logout', () => {
  it('ends the session, redirects to / and leaves the old cookie useless', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, { method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const reused = await as(t.app, admin, { method: 'GET', url: '/api/auth/user' });
    expect(reused.statusCode).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 without a session, with a forged one, and after the session expires', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 'allocator_session=forged-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Sign in to continue' });

    const idle = await registerTeam(t.app);
    t.clock.advance(testSessionPolicy.idleMs + hour);
    expect((await as(t.app, idle, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('keeps an active session alive until its absolute end', async () => {
    const active = await registerTeam(t.app);
    const step = testSessionPolicy.idleMs / 2;
    let elapsed = 0;
    while (elapsed + step < testSessionPolicy.maxMs) {
      t.clock.advance(step);
      elapsed += step;
      expect((await as(t.app, active, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
    }
    t.clock.advance(testSessionPolicy.maxMs - elapsed + hour);
    expect((await as(t.app, active, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('answers SPEC settings defaults for a new user', async () => {
    const admin = await registerTeam(t.app);
    expect(admin.user.settings).toEqual({
      notifications: { email: true, documentProcessed: true, investmentUpdates: true, teamActivity: true },
      display: { theme: 'light', compactView: false, showTips: true },
      privacy: { showEmail: false, showProfile: true },
    });
    expect(admin.user.lastLoginAt).not.toBeNull();
  });
});

describe('unsafe requests from another site', () => {
  it('are refused with 403 when Origin is not this host', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { origin: 'https://evil.example', host: 'allocator.example' },
      payload: { firstName: 'Hacked', lastName: 'X' },
    });
    expect(response.statusCode).toBe(403);
    const me = await as(t.app, admin, { method: 'GET', url: '/api/auth/user' });
    expect(me.json().firstName).toBe('Avery');
    const sameSite = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { origin: 'https://allocator.example', host: 'allocator.example' },
      payload: { firstName: 'Avery', lastName: 'Admin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
