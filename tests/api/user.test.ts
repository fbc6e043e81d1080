import { describe, expect, it } from 'vitest';
import { defaultNotificationPreferences } from '@shared/settings';
import { addMember, as, registerTeam, useTestApp } from './helper';

const t = useTestApp();

describe('PATCH /api/user/profile', () => {
  it('lets every role edit their own first and last name, trimmed', async () => {
    const admin = await registerTeam(t.app);
    for (const who of [
      admin,
      await addMember(t.app, admin, 'member'),
      await addMember(t.app, admin, 'viewer'),
    ]) {
      const response = await as(t.app, who, {
        method: 'PATCH',
        url: '/api/user/profile',
        payload: { firstName: ' Dana ', lastName: 'Quinn' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: who.user.id,
        firstName: 'Dana',
        lastName: 'Quinn',
        email: who.user.email,
      });
    }
  });

  it('never changes the e-mail, role or team through the body', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    for (const extra of [
      { email: 'new@example.com' },
      { role: 'admin' },
      { teamId: 1 },
      { id: admin.user.id },
    ]) {
      const response = await as(t.app, viewer, {
        method: 'PATCH',
        url: '/api/user/profile',
        payload: { firstName: 'A', lastName: 'B', ...extra },
      });
      expect(response.statusCode).toBe(400);
    }
    const me = (await as(t.app, viewer, { method: 'GET', url: '/api/auth/user' })).json();
    expect(me).toMatchObject({ email: viewer.user.email, role: 'viewer', firstName: 'Morgan' });
  });

  it('refuses names over 200 characters, wrong types and malformed JSON', async () => {
    const admin = await registerTeam(t.app);
    const long = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: 'x'.repeat(201), lastName: 'B' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.firstName).toEqual(['At most 200 characters']);
    const wrongType = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: ['A'], lastName: 'B' },
    });
    expect(wrongType.statusCode).toBe(400);
    const malformed = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": "A",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body' });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/auth/user' })).json().firstName).toBe('Avery');
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/user/settings', () => {
  it('saves the whole settings object for the caller only', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    const settings = {
      notifications: { email: false, documentProcessed: true, investmentUpdates: false, teamActivity: true },
      display: { theme: 'dark', compactView: true, showTips: false },
      privacy: { showEmail: true, showProfile: false },
    };
    const response = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { settings },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual(settings);
    expect((await as(t.app, member, { method: 'GET', url: '/api/auth/user' })).json().settings).toEqual(
      settings,
    );
    expect(
      (await as(t.app, admin, { method: 'GET', url: '/api/auth/user' })).json().settings.display.theme,
    ).toBe('light');
  });

  it('fills missing parts with SPEC defaults and refuses unknown themes or keys', async () => {
    const admin = await registerTeam(t.app);
    const partial = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { settings: { display: { theme: 'system' } } },
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().settings.display).toEqual({ theme: 'system', compactView: false, showTips: true });
    expect(partial.json().settings.notifications.email).toBe(true);
    const badTheme = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { settings: { display: { theme: 'neon' } } },
    });
    expect(badTheme.statusCode).toBe(400);
    expect(badTheme.json().fieldErrors['settings.display.theme']).toBeDefined();
    const unknownKey = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { settings: { display: { fontSize: 30 } } },
    });
    expect(unknownKey.statusCode).toBe(400);
    const notBoolean = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { settings: { privacy: { showEmail: 'yes' } } },
    });
    expect(notBoolean.statusCode).toBe(400);
  });
});

describe('/api/user/notification-preferences', () => {
  it('starts with every preference on', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, { method: 'GET', url: '/api/user/notification-preferences' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultNotificationPreferences);
  });

  it('updates partially and keeps the rest', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const first = await as(t.app, viewer, {
      method: 'PATCH',
      url: '/api/user/notification-preferences',
      payload: { weeklyDigest: false },
    });
    expect(first.json()).toEqual({ ...defaultNotificationPreferences, weeklyDigest: false });
    const second = await as(t.app, viewer, {
      method: 'PATCH',
      url: '/api/user/notification-preferences',
      payload: { securityAlerts: false },
    });
    expect(second.json()).toEqual({
      ...defaultNotificationPreferences,
      weeklyDigest: false,
      securityAlerts: false,
    });
    expect(
      (await as(t.app, admin, { method: 'GET', url: '/api/user/notification-preferences' })).json(),
    ).toEqual(defaultNotificationPreferences);
  });

  it('refuses unknown keys and non-boolean values', async () => {
    const admin = await registerTeam(t.app);
    for (const payload of [{ smsAlerts: true }, { weeklyDigest: 'no' }]) {
      const response = await as(t.app, admin, {
        method: 'PATCH',
        url: '/api/user/notification-preferences',
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
