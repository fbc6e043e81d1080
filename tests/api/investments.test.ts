import { describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { addMember, as, registerTeam, useTestApp } from './helper';
import { emptyTeamMetrics, investmentInput } from './investment-fixtures';

const t = useTestApp();

async function create(who: Parameters<typeof as>[1], overrides = {}) {
  const response = await as(t.app, who, {
    method: 'POST',
    url: '/api/investments',
    payload: investmentInput(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const feed = async (who: Parameters<typeof as>[1]) =>
  (await as(t.app, who, { method: 'GET', url: '/api/activities' }))
    .json()
    .map((a: { description: string }) => a.description);

describe('POST /api/investments', () => {
  it('refuses malformed JSON with 400 and stores nothing', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Northbridge",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
    expect((await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json()).toEqual([]);
  });

  it('creates an investment with its lists, writes an activity and lists it', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin, { irr: '24.5%', fundManager: '  ' });
    expect(created).toMatchObject({
      name: 'Northbridge Growth Partners IV',
      type: 'fund',
      status: 'due_diligence',
      vintage: 2025,
      keyRisks: ['Key-person risk', 'Valuations'],
      keyOpportunities: [],
      fundManager: null,
      irr: '24.5%',
    });
    expect(created.lastActivity).toBe(t.clock.now().toISOString());
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json();
    expect(list.map((i: { id: number }) => i.id)).toEqual([created.id]);
    expect(await feed(admin)).toEqual(['Added Northbridge Growth Partners IV to the pipeline']);
  });

  it('answers each SPEC 5 rule with its message', async () => {
    const admin = await registerTeam(t.app);
    const cases: [object, string, string][] = [
      [{ name: ' ' }, 'name', 'Investment name is required'],
      [{ type: 'bond' }, 'type', 'Please select an investment type'],
      [{ status: 'archived' }, 'status', 'Please select a status'],
      [{ strategy: '' }, 'strategy', 'Strategy is required'],
      [{ targetSize: '' }, 'targetSize', 'Target size is required'],
      [{ geography: '' }, 'geography', 'Geography is required'],
    ];
    for (const [override, field, message] of cases) {
      const response = await as(t.app, admin, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput(override),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
    for (const vintage of [1989, 2031, 2025.5, '2025', 0]) {
      const response = await as(t.app, admin, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput({ vintage }),
      });
      expect(response.statusCode, `vintage ${vintage}`).toBe(400);
      expect(response.json().fieldErrors.vintage).toBeDefined();
    }
    for (const vintage of [1990, 2030]) {
      expect(
        (
          await as(t.app, admin, {
            method: 'POST',
            url: '/api/investments',
            payload: investmentInput({ vintage }),
          })
        ).statusCode,
      ).toBe(201);
    }
  });

  it('refuses lists that are not arrays, oversized text, and a body setting id or team', async () => {
    const admin = await registerTeam(t.app);
    const bad = [
      { keyRisks: 'a, b' },
      { name: 'x'.repeat(201) },
      { investmentThesis: 'x'.repeat(5001) },
      { keyRisks: Array.from({ length: 51 }, (_, i) => `risk ${i}`) },
      { id: 7 },
      { teamId: 1 },
    ];
    for (const override of bad) {
      const response = await as(t.app, admin, {
        method: 'POST',
        url: '/api/investments',
        payload: investmentInput(override),
      });
      expect(response.statusCode, JSON.stringify(override).slice(0, 40)).toBe(400);
    }
    expect((await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json()).toEqual([]);
  });

  it('is refused to viewers with 403', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const response = await as(t.app, viewer, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput(),
    });
    expect(response.statusCode).toBe(403);
    const member = await addMember(t.app, admin, 'member');
    expect(
      (await as(t.app, member, { method: 'POST', url: '/api/investments', payload: investmentInput() }))
        .statusCode,
    ).toBe(201);
  });
});

describe('investment writes by role', () => {
  it('refuse viewers every change with 403, leaving the investment as it was', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const created = await create(admin);
    const writes = [
      { method: 'PATCH', url: `/api/investments/${created.id}`, payload: { status: 'approved' } },
      { method: 'PATCH', url: `/api/investments/${created.id}`, payload: { status: 'archived' } },
      { method: 'DELETE', url: `/api/investments/${created.id}` },
      { method: 'POST', url: `/api/investments/${created.id}/memo/generate` },
    ] as const;
    for (const write of writes) {
      expect((await as(t.app, viewer, write)).statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    expect(
      (await as(t.app, viewer, { method: 'GET', url: `/api/investments/${created.id}` })).json(),
    ).toEqual(created);
    expect(await feed(admin)).toEqual(['Added Northbridge Growth Partners IV to the pipeline']);
  });
});

describe('PATCH /api/investments/{id}', () => {
  it('keeps the IRR a change replaced, and none before the IRR ever changed', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin, { irr: '18.2%' });
    expect(created).toMatchObject({ irr: '18.2%', previousIrr: null });
    const patch = (payload: object) =>
      as(t.app, admin, { method: 'PATCH', url: `/api/investments/${created.id}`, payload });
    expect((await patch({ irr: '21.5%' })).json()).toMatchObject({ irr: '21.5%', previousIrr: '18.2%' });
    expect((await patch({ strategy: 'Buyout' })).json()).toMatchObject({
      irr: '21.5%',
      previousIrr: '18.2%',
    });
    expect((await patch({ irr: '21.5%' })).json()).toMatchObject({ irr: '21.5%', previousIrr: '18.2%' });
    expect((await patch({ irr: null })).json()).toMatchObject({ irr: null, previousIrr: '21.5%' });
    const [listed] = (await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json();
    expect(listed).toMatchObject({ irr: null, previousIrr: '21.5%' });
  });

  it('moves a stage and says so in the feed', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin);
    t.clock.advance(60_000);
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/investments/${created.id}`,
      payload: { status: 'committee_review' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'committee_review',
      lastActivity: t.clock.now().toISOString(),
    });
    expect((await feed(admin))[0]).toBe(
      'Moved Northbridge Growth Partners IV from Due Diligence to Committee Review',
    );
  });

  it('archives, and edits every field with lists as arrays', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin);
    const edited = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/investments/${created.id}`,
      payload: { name: 'Northbridge V', keyRisks: ['One', 'Two'], vintage: 2026, irr: 'N/A' },
    });
    expect(edited.json()).toMatchObject({
      name: 'Northbridge V',
      keyRisks: ['One', 'Two'],
      vintage: 2026,
      irr: 'N/A',
    });
    const archived = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/investments/${created.id}`,
      payload: { status: 'archived' },
    });
    expect(archived.json().status).toBe('archived');
    expect((await feed(admin)).slice(0, 2)).toEqual([
      'Archived Northbridge V',
      'Edited Northbridge Growth Partners IV (now Northbridge V)',
    ]);
  });

  it('refuses a status outside SPEC stages, an empty body and a bad vintage, changing nothing', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin);
    for (const payload of [{ status: 'won' }, {}, { vintage: 1900 }, { name: '' }]) {
      const response = await as(t.app, admin, {
        method: 'PATCH',
        url: `/api/investments/${created.id}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const after = (await as(t.app, admin, { method: 'GET', url: `/api/investments/${created.id}` })).json();
    expect(after).toEqual(created);
  });

  it('refuses malformed JSON, wrong types and oversized text with field errors, changing nothing', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin);
    const malformed = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/investments/${created.id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"status": "approved"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body' });
    const cases = [
      [{ vintage: '2026' }, 'vintage'],
      [{ keyRisks: 'One, two' }, 'keyRisks'],
      [{ name: 'x'.repeat(5000) }, 'name'],
      [{ investmentThesis: 42 }, 'investmentThesis'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await as(t.app, admin, {
        method: 'PATCH',
        url: `/api/investments/${created.id}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    }
    expect((await as(t.app, admin, { method: 'GET', url: `/api/investments/${created.id}` })).json()).toEqual(
      created,
    );
  });

  it('answers 404 for an investment that does not exist, and 400 for an id that is not one', async () => {
    const admin = await registerTeam(t.app);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { status: 'approved' } : undefined;
      expect((await as(t.app, admin, { method, url: '/api/investments/999999', payload })).statusCode).toBe(
        404,
      );
      expect((await as(t.app, admin, { method, url: '/api/investments/abc', payload })).statusCode).toBe(400);
    }
  });
});

describe('DELETE /api/investments/{id}', () => {
  it('deletes the investment with its notes and keeps the feed, unlinked', async () => {
    const admin = await registerTeam(t.app);
    const created = await create(admin);
    await as(t.app, admin, {
      method: 'POST',
      url: `/api/investments/${created.id}/notes`,
      payload: { content: 'Met the GP', type: 'meeting_notes' },
    });
    const response = await as(t.app, admin, { method: 'DELETE', url: `/api/investments/${created.id}` });
    expect(response.statusCode).toBe(204);
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/investments/${created.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/investments/${created.id}/notes` })).statusCode,
    ).toBe(404);
    const activities = (await as(t.app, admin, { method: 'GET', url: '/api/activities' })).json();
    expect(activities[0]).toMatchObject({
      description: 'Deleted Northbridge Growth Partners IV',
      investmentId: null,
    });
    expect(activities.every((a: { investmentId: number | null }) => a.investmentId === null)).toBe(true);
    expect(activities).toHaveLength(3);
  });
});

describe('GET /api/metrics', () => {
  it('counts the active pipeline and sums its target sizes', async () => {
    const admin = await registerTeam(t.app);
    const empty = (await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json();
    expect(empty).toEqual(emptyTeamMetrics);
    await create(admin, { targetSize: '$1.35B' });
    await create(admin, { targetSize: '$500M' });
    const rejected = await create(admin, { targetSize: '$9B', status: 'rejected' });
    const archived = await create(admin, { targetSize: '$9B' });
    await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/investments/${archived.id}`,
      payload: { status: 'archived' },
    });
    expect(rejected.status).toBe('rejected');
    const metrics = (await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json();
    expect(metrics).toMatchObject({ activePipeline: 2, totalAUM: '$1.9B' });
  });

  it("counts the team's documents, those of the last 7 days and those read, leaving archived ones out", async () => {
    const admin = await registerTeam(t.app);
    const stranger = await registerTeam(t.app);
    const day = 24 * 60 * 60 * 1000;
    const now = t.clock.now().getTime();
    const at = (daysAgo: number) => new Date(now - daysAgo * day);
    const row = (teamId: number, createdAt: Date, status = 'processed') => ({
      teamId,
      name: `statement ${createdAt.toISOString()}.pdf`,
      type: 'financial_statements',
      mimeType: 'application/pdf',
      fileSize: 1000,
      blobSha256: 'c'.repeat(64),
      status,
      category: 'financial',
      createdAt,
      updatedAt: createdAt,
    });
    await t.database.db
      .insert(documents)
      .values([
        row(admin.user.teamId, at(0)),
        row(admin.user.teamId, at(6.9)),
        row(admin.user.teamId, at(7.1)),
        row(admin.user.teamId, at(30), 'error'),
        row(admin.user.teamId, at(1), 'archived'),
        row(stranger.user.teamId, at(1)),
      ]);
    const metrics = (await as(t.app, admin, { method: 'GET', url: '/api/metrics' })).json();
    expect(metrics).toMatchObject({ totalDocuments: 4, documentsThisWeek: 2, documentsProcessed: 3 });
    const theirs = (await as(t.app, stranger, { method: 'GET', url: '/api/metrics' })).json();
    expect(theirs).toMatchObject({ totalDocuments: 1, documentsThisWeek: 1, documentsProcessed: 1 });
  });
});
