import { describe, expect, it } from 'vitest';
import { commonPasswordMessage } from '../../src/server/auth/common-passwords';
import { addMember, as, registerTeam, useTestApp } from './helper';

const t = useTestApp();

describe('GET /api/team', () => {
  it('answers the caller team with its member count, for every role', async () => {
    const admin = await registerTeam(t.app, { teamName: 'Counted Team' });
    const viewer = await addMember(t.app, admin, 'viewer');
    await addMember(t.app, admin, 'member');
    for (const who of [admin, viewer]) {
      const response = await as(t.app, who, { method: 'GET', url: '/api/team' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: admin.user.teamId,
        name: 'Counted Team',
        description: '',
        memberCount: 3,
        aiExcludedLevels: [],
        passwordSignIn: true,
      });
    }
  });
});

describe('GET /api/team/members', () => {
  it('lists only the caller team, hiding e-mails their owners keep private from non-admins', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    const viewer = await addMember(t.app, admin, 'viewer');
    const other = await registerTeam(t.app);

    const asAdmin = await as(t.app, admin, { method: 'GET', url: '/api/team/members' });
    expect(
      asAdmin
        .json()
        .map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([admin.user.id, member.user.id, viewer.user.id].sort());
    expect(asAdmin.json().every((m: { email: string | null }) => m.email !== null)).toBe(true);

    const asViewer = (await as(t.app, viewer, { method: 'GET', url: '/api/team/members' })).json();
    const seen = (id: number) => asViewer.find((m: { id: number }) => m.id === id);
    expect(seen(viewer.user.id).email).toBe(viewer.user.email);
    expect(seen(member.user.id).email).toBeNull();
    expect(asViewer.some((m: { id: number }) => m.id === other.user.id)).toBe(false);

    const settings = { ...member.user.settings, privacy: { showEmail: true, showProfile: true } };
    await as(t.app, member, { method: 'PATCH', url: '/api/user/settings', payload: { settings } });
    const after = (await as(t.app, viewer, { method: 'GET', url: '/api/team/members' })).json();
    expect(after.find((m: { id: number }) => m.id === member.user.id).email).toBe(member.user.email);
  });
});

describe('PATCH /api/team', () => {
  it('lets an admin rename the team and describe it', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team',
      payload: { name: '  Renamed Partners ', description: 'Secondaries and co-investments.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed Partners',
      description: 'Secondaries and co-investments.',
    });
  });

  it('refuses members and viewers with 403 and changes nothing', async () => {
    const admin = await registerTeam(t.app, { teamName: 'Unchanged' });
    for (const role of ['member', 'viewer'] as const) {
      const who = await addMember(t.app, admin, role);
      const response = await as(t.app, who, {
        method: 'PATCH',
        url: '/api/team',
        payload: { name: 'Taken over', description: '' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Your role does not allow this action' });
    }
    expect((await as(t.app, admin, { method: 'GET', url: '/api/team' })).json().name).toBe('Unchanged');
  });

  it('refuses an empty name, a name over 200 and a description over 5,000 characters', async () => {
    const admin = await registerTeam(t.app, { teamName: 'Bounded' });
    const cases = [
      { payload: { name: '   ', description: '' }, field: 'name' },
      { payload: { name: 'x'.repeat(201), description: '' }, field: 'name' },
      { payload: { name: 'Fine', description: 'x'.repeat(5001) }, field: 'description' },
      { payload: { name: 42, description: '' }, field: 'name' },
    ];
    for (const { payload, field } of cases) {
      const response = await as(t.app, admin, { method: 'PATCH', url: '/api/team', payload });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toContain(field);
    }
    const edge = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team',
      payload: { name: 'x'.repeat(200), description: 'y'.repeat(5000) },
    });
    expect(edge.statusCode).toBe(200);
  });

  it('refuses a body that tries to move the team or set its id', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team',
      payload: { name: 'X', description: '', id: 1 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/team/members', () => {
  it('adds a person to the admin team with the given role', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    expect(viewer.user).toMatchObject({ teamId: admin.user.teamId, role: 'viewer' });
  });

  it('refuses a common password with its message, adding no one', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/team/members',
      payload: {
        email: 'weak@example.com',
        password: 'Qwerty123',
        role: 'member',
        firstName: 'W',
        lastName: 'K',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ password: [commonPasswordMessage] });
    const members = await as(t.app, admin, { method: 'GET', url: '/api/team/members' });
    expect(members.json()).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    const response = await as(t.app, member, {
      method: 'POST',
      url: '/api/team/members',
      payload: {
        email: 'friend@example.com',
        password: 'long password',
        role: 'admin',
        firstName: 'F',
        lastName: 'G',
      },
    });
    expect(response.statusCode).toBe(403);
    const members = await as(t.app, admin, { method: 'GET', url: '/api/team/members' });
    expect(members.json()).toHaveLength(2);
  });

  it('refuses an e-mail already in use and an unknown role', async () => {
    const admin = await registerTeam(t.app);
    const taken = await as(t.app, admin, {
      method: 'POST',
      url: '/api/team/members',
      payload: {
        email: admin.user.email,
        password: 'long password',
        role: 'member',
        firstName: 'F',
        lastName: 'G',
      },
    });
    expect(taken.statusCode).toBe(409);
    const badRole = await as(t.app, admin, {
      method: 'POST',
      url: '/api/team/members',
      payload: {
        email: 'new@example.org',
        password: 'long password',
        role: 'owner',
        firstName: 'F',
        lastName: 'G',
      },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fieldErrors.role).toBeDefined();
  });
});

describe('PATCH /api/team/members/{id}', () => {
  it('changes a role, and the new role takes effect on the next request', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const promoted = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${viewer.user.id}`,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('admin');
    expect((await as(t.app, viewer, { method: 'GET', url: '/api/auth/user' })).json().role).toBe('admin');
    const nowAdmin = await as(t.app, viewer, {
      method: 'PATCH',
      url: '/api/team',
      payload: { name: 'Promoted', description: '' },
    });
    expect(nowAdmin.statusCode).toBe(200);
  });

  it('keeps at least one admin in the team', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${admin.user.id}`,
      payload: { role: 'member' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A team must keep at least one admin');
    const second = await addMember(t.app, admin, 'admin');
    const stepDown = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${admin.user.id}`,
      payload: { role: 'member' },
    });
    expect(stepDown.statusCode).toBe(200);
    const last = await as(t.app, second, {
      method: 'PATCH',
      url: `/api/team/members/${second.user.id}`,
      payload: { role: 'viewer' },
    });
    expect(last.statusCode).toBe(409);
  });

  it('answers 404 for another team member or an unknown id, 400 for a bad id', async () => {
    const admin = await registerTeam(t.app);
    const other = await registerTeam(t.app);
    const foreign = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/team/members/${other.user.id}`,
      payload: { role: 'viewer' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await as(t.app, other, { method: 'GET', url: '/api/auth/user' })).json().role).toBe('admin');
    const unknown = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team/members/999999',
      payload: { role: 'viewer' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team/members/abc',
      payload: { role: 'viewer' },
    });
    expect(bad.statusCode).toBe(400);
    const huge = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/team/members/99999999999',
      payload: { role: 'viewer' },
    });
    expect(huge.statusCode).toBe(400);
  });
});
