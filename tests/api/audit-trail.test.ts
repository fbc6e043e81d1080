import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditAction, AuditEvent } from '@shared/audit';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart } from './multipart';

const t = useTestApp();

async function trail(admin: SignedIn, query = ''): Promise<AuditEvent[]> {
  const response = await as(t.app, admin, { method: 'GET', url: `/api/audit-events?limit=100${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().events;
}

/** The one row of `action` written since `since` rows were there: exactly one, or the test fails. */
async function onlyNew(admin: SignedIn, action: AuditAction, since: AuditEvent[]): Promise<AuditEvent> {
  const seen = new Set(since.map((event) => event.id));
  const added = (await trail(admin)).filter((event) => !seen.has(event.id));
  expect(added.map((event) => event.action)).toEqual([action]);
  return added[0];
}

/** Runs `act` and answers the single audit row it wrote. */
async function audited(admin: SignedIn, action: AuditAction, act: () => Promise<unknown>) {
  const before = await trail(admin);
  await act();
  return onlyNew(admin, action, before);
}

async function upload(who: SignedIn, name: string, confidentialityLevel: string) {
  const body = await multipart([{ name, content: makePdf([[`${name} text`]]) }], {
    metadata_0: JSON.stringify({ confidentialityLevel }),
  });
  const response = await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
  expect(response.statusCode).toBe(201);
  return response.json().documents[0] as { id: number; name: string };
}

describe('the audit trail', () => {
  it('records registration, sign-in with its address, a failed sign-in and sign-out', async () => {
    const admin = await registerTeam(t.app, { email: 'audit.admin@example.com' });
    const [registered] = await trail(admin, '&action=register');
    expect(registered).toMatchObject({ actorId: admin.user.id, actorEmail: 'audit.admin@example.com' });

    const failed = await audited(admin, 'sign_in_failed', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'audit.admin@example.com', password: 'not the password' },
        remoteAddress: '203.0.113.9',
      }),
    );
    expect(failed).toMatchObject({ actorId: admin.user.id, address: '203.0.113.9' });

    const signedIn = await audited(admin, 'sign_in', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'audit.admin@example.com', password: 'correct horse battery' },
        remoteAddress: '203.0.113.10',
      }),
    );
    expect(signedIn).toMatchObject({ actorId: admin.user.id, address: '203.0.113.10' });

    const member = await addMember(t.app, admin, 'member');
    const out = await audited(admin, 'sign_out', () =>
      as(t.app, member, { method: 'GET', url: '/api/logout' }),
    );
    expect(out).toMatchObject({ actorId: member.user.id, actorEmail: member.user.email });
  });

  it('records invitations, role changes, unlocks and team settings with the member as the object', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'viewer');
    const [invited] = await trail(admin, '&action=member_invited');
    expect(invited).toMatchObject({
      action: 'member_invited',
      actorId: admin.user.id,
      objectType: 'user',
      objectId: member.user.id,
      objectName: member.user.email,
    });

    const changed = await audited(admin, 'role_changed', () =>
      as(t.app, admin, {
        method: 'PATCH',
        url: `/api/team/members/${member.user.id}`,
        payload: { role: 'member' },
      }),
    );
    expect(changed).toMatchObject({
      objectType: 'user',
      objectId: member.user.id,
      details: { role: 'member' },
    });

    const unlocked = await audited(admin, 'member_unlocked', () =>
      as(t.app, admin, { method: 'POST', url: `/api/team/members/${member.user.id}/unlock` }),
    );
    expect(unlocked).toMatchObject({ objectId: member.user.id });

    const team = await audited(admin, 'team_updated', () =>
      as(t.app, admin, {
        method: 'PATCH',
        url: '/api/team',
        payload: { name: 'Audited LP', description: '' },
      }),
    );
    expect(team).toMatchObject({ objectType: 'team', objectId: admin.user.teamId, objectName: 'Audited LP' });
  });

  it('records an investment created, edited, moved, archived and deleted, and its notes', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    let id = 0;
    const created = await audited(admin, 'investment_created', async () => {
      const response = await as(t.app, member, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput({ name: 'Audited Fund I' }),
      });
      id = response.json().id;
    });
    expect(created).toMatchObject({
      actorId: member.user.id,
      objectType: 'investment',
      objectId: id,
      objectName: 'Audited Fund I',
    });
    const patch = (payload: object) =>
      as(t.app, member, { method: 'PATCH', url: `/api/investments/${id}`, payload });
    expect(await audited(admin, 'investment_updated', () => patch({ strategy: 'Buyout' }))).toMatchObject({
      objectId: id,
      details: { fields: ['strategy'] },
    });
    expect(
      await audited(admin, 'investment_stage_changed', () => patch({ status: 'approved' })),
    ).toMatchObject({ objectId: id, details: { from: 'due_diligence', to: 'approved' } });
    expect(await audited(admin, 'investment_archived', () => patch({ status: 'archived' }))).toMatchObject({
      objectId: id,
    });

    let noteId = 0;
    const note = await audited(admin, 'note_created', async () => {
      const response = await as(t.app, member, {
        method: 'POST',
        url: `/api/investments/${id}/notes`,
        payload: { content: 'Met the GP.', type: 'general' },
      });
      noteId = response.json().id;
    });
    expect(note).toMatchObject({ objectType: 'note', objectId: noteId, details: { investmentId: id } });
    await audited(admin, 'note_updated', () =>
      as(t.app, member, {
        method: 'PUT',
        url: `/api/notes/${noteId}`,
        payload: { content: 'Met the GP twice.', type: 'general' },
      }),
    );
    await audited(admin, 'note_deleted', () =>
      as(t.app, member, { method: 'DELETE', url: `/api/notes/${noteId}` }),
    );

    const deleted = await audited(admin, 'investment_deleted', () =>
      as(t.app, member, { method: 'DELETE', url: `/api/investments/${id}` }),
    );
    expect(deleted).toMatchObject({ objectId: id, objectName: 'Audited Fund I' });
  });

  it('records uploads, views of confidential and restricted documents only, downloads, exports, archive and delete', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    let restricted = { id: 0, name: '' };
    const uploaded = await audited(admin, 'document_uploaded', async () => {
      restricted = await upload(admin, 'side-letter.pdf', 'restricted');
    });
    expect(uploaded).toMatchObject({
      objectType: 'document',
      objectId: restricted.id,
      details: { confidentialityLevel: 'restricted' },
    });
    const internal = await upload(admin, 'deck.pdf', 'internal');

    const viewed = await audited(admin, 'document_viewed', () =>
      as(t.app, viewer, { method: 'GET', url: `/api/documents/${restricted.id}/view` }),
    );
    expect(viewed).toMatchObject({
      actorId: viewer.user.id,
      objectId: restricted.id,
      objectName: 'side-letter.pdf',
    });
    const before = await trail(admin);
    await as(t.app, viewer, { method: 'GET', url: `/api/documents/${internal.id}/view` });
    expect(await trail(admin)).toHaveLength(before.length);

    const downloaded = await audited(admin, 'document_downloaded', () =>
      as(t.app, viewer, { method: 'GET', url: `/api/documents/${internal.id}/download` }),
    );
    expect(downloaded).toMatchObject({ actorId: viewer.user.id, objectId: internal.id });
    const exported = await audited(admin, 'export', () =>
      as(t.app, viewer, { method: 'GET', url: `/api/documents/${internal.id}/figures.csv` }),
    );
    expect(exported).toMatchObject({ objectType: 'document', objectId: internal.id });

    await audited(admin, 'document_archived', () =>
      as(t.app, admin, {
        method: 'PATCH',
        url: `/api/documents/${internal.id}`,
        payload: { status: 'archived' },
      }),
    );
    const deleted = await audited(admin, 'document_deleted', () =>
      as(t.app, admin, { method: 'DELETE', url: `/api/documents/${restricted.id}` }),
    );
    expect(deleted).toMatchObject({ objectId: restricted.id, objectName: 'side-letter.pdf' });
  });

  it('records each AI question with its sources and whether a model was called, memos and research', async () => {
    const admin = await registerTeam(t.app);
    const investment = (
      await as(t.app, admin, { method: 'POST', url: '/api/investments', payload: investmentInput() })
    ).json();
    const asked = await audited(admin, 'ai_question', () =>
      as(t.app, admin, {
        method: 'POST',
        url: '/api/ai/analyst-chat',
        payload: { message: 'What is in the pipeline?', conversationHistory: [] },
      }),
    );
    expect(asked).toMatchObject({ objectType: 'conversation', objectName: 'What is in the pipeline?' });
    expect(asked.details).toMatchObject({ modelCalled: false });
    expect(Array.isArray(asked.details.sources)).toBe(true);

    const aboutInvestment = await audited(admin, 'ai_question', () =>
      as(t.app, admin, {
        method: 'POST',
        url: '/api/ai/investment-chat',
        payload: { investmentId: investment.id, message: 'What is the fee?', conversationHistory: [] },
      }),
    );
    expect(aboutInvestment).toMatchObject({ objectType: 'investment', objectId: investment.id });

    const memo = await audited(admin, 'memo_generated', () =>
      as(t.app, admin, { method: 'POST', url: `/api/investments/${investment.id}/memo/generate` }),
    );
    expect(memo).toMatchObject({ objectId: investment.id, objectName: investment.name });

    const research = await audited(admin, 'research', () =>
      as(t.app, admin, {
        method: 'POST',
        url: '/api/tools/company-research',
        payload: { query: 'Northbridge' },
      }),
    );
    expect(research).toMatchObject({ objectName: 'Northbridge', details: { modelCalled: false } });
  });

  it('cannot be changed or removed, even by SQL on the application connection', async () => {
    const admin = await registerTeam(t.app);
    const [row] = await trail(admin);
    const { db } = t.database;
    await expect(
      db.execute(sql`update audit_events set action = 'sign_out' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events where id = ${row.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect((await trail(admin))[0]).toEqual(row);
  });
});

describe('GET /api/audit-events', () => {
  it('shows an admin only their own team and refuses members and viewers', async () => {
    const admin = await registerTeam(t.app);
    const other = await registerTeam(t.app);
    await as(t.app, other, { method: 'POST', url: '/api/investments', payload: investmentInput() });
    const events = await trail(admin);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.actorId === admin.user.id)).toBe(true);
    expect(await trail(other, `&actorId=${admin.user.id}`)).toEqual([]);

    for (const role of ['member', 'viewer'] as const) {
      const who = await addMember(t.app, admin, role);
      for (const url of ['/api/audit-events', '/api/audit-events.csv']) {
        expect((await as(t.app, who, { method: 'GET', url })).statusCode).toBe(403);
      }
    }
    expect((await as(t.app, null, { method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
  });

  it('filters by person, action, object and date, and pages newest first without gaps or repeats', async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    const ids: number[] = [];
    for (const name of ['Fund A', 'Fund B', 'Fund C', 'Fund D', 'Fund E']) {
      const response = await as(t.app, member, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput({ name }),
      });
      ids.push(response.json().id);
    }
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    await as(t.app, member, {
      method: 'PATCH',
      url: `/api/investments/${ids[0]}`,
      payload: { strategy: 'Late' },
    });

    const byMember = await trail(admin, `&actorId=${member.user.id}`);
    expect(byMember.map((event) => event.action)).toEqual([
      'investment_updated',
      ...Array(5).fill('investment_created'),
      'sign_in',
    ]);
    expect((await trail(admin, '&action=investment_created')).map((event) => event.objectName)).toEqual([
      'Fund E',
      'Fund D',
      'Fund C',
      'Fund B',
      'Fund A',
    ]);
    expect(
      (await trail(admin, `&objectType=investment&objectId=${ids[0]}`)).map((event) => event.action),
    ).toEqual(['investment_updated', 'investment_created']);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await trail(admin, `&from=${today}`)).map((event) => event.action)).toEqual([
      'investment_updated',
    ]);
    expect((await trail(admin, `&to=${today}`)).length).toBeGreaterThan(1);
    const twoDaysAgo = new Date(t.clock.now().getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(
      (await trail(admin, `&to=${twoDaysAgo}`)).some((event) => event.action === 'investment_updated'),
    ).toBe(false);

    const all = await trail(admin);
    const paged: AuditEvent[] = [];
    let cursor: string | null = null;
    do {
      const response = await as(t.app, admin, {
        method: 'GET',
        url: `/api/audit-events?limit=2${cursor ? `&before=${cursor}` : ''}`,
      });
      const page = response.json();
      paged.push(...page.events);
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('refuses a malformed filter or cursor with 400', async () => {
    const admin = await registerTeam(t.app);
    for (const query of [
      'action=dance',
      'limit=0',
      'limit=101',
      'from=yesterday',
      'before=abc',
      'actorId=-1',
    ]) {
      const response = await as(t.app, admin, { method: 'GET', url: `/api/audit-events?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/audit-events.csv', () => {
  it('exports the filtered trail as CSV, guarded against formulas, and records the export', async () => {
    const admin = await registerTeam(t.app);
    await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: '=HYPERLINK("x")' }),
    });
    const response = await as(t.app, admin, {
      method: 'GET',
      url: '/api/audit-events.csv?action=investment_created',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('audit-trail.csv');
    const lines = response.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,person,action,object,objectId,objectName,address,details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${admin.user.email},Created an investment,Investment,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);

    const [exported] = await trail(admin, '&action=export');
    expect(exported).toMatchObject({ objectType: 'audit', details: { action: 'investment_created' } });
  });
});
