import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/audit';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp();

const recordExport = (who: SignedIn | null, payload: unknown) =>
  as(t.app, who, { method: 'POST', url: '/api/audit-events/exports', payload: payload as object });

async function exports(admin: SignedIn): Promise<AuditEvent[]> {
  const response = await as(t.app, admin, {
    method: 'GET',
    url: '/api/audit-events?action=export&limit=100',
  });
  expect(response.statusCode).toBe(200);
  return response.json().events;
}

/** Records `payload` as `who` and answers the one export row it added to the admin's trail. */
async function recorded(admin: SignedIn, who: SignedIn, payload: object): Promise<AuditEvent> {
  const before = new Set((await exports(admin)).map((event) => event.id));
  const response = await recordExport(who, payload);
  expect(response.statusCode, response.body).toBe(204);
  const added = (await exports(admin)).filter((event) => !before.has(event.id));
  expect(added).toHaveLength(1);
  return added[0];
}

describe('POST /api/audit-events/exports', () => {
  it('records each export a screen builds, by any role, with its actor, object, filters and row count', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: 'Harbor Fund IV' }),
    });
    const investmentId: number = created.json().id;

    const data = await recorded(admin, viewer, { kind: 'investment_data', investmentId });
    expect(data).toMatchObject({
      actorId: viewer.user.id,
      actorEmail: viewer.user.email,
      objectType: 'investment',
      objectId: investmentId,
      objectName: 'Harbor Fund IV',
      details: { kind: 'investment_data', fileName: 'Harbor Fund IV_data.json' },
    });

    const filters = { search: 'harbor', status: 'all', type: 'fund', sort: 'irr desc' };
    const pipeline = await recorded(admin, viewer, {
      kind: 'pipeline',
      format: 'xlsx',
      rowCount: 1,
      filters,
    });
    expect(pipeline).toMatchObject({
      actorId: viewer.user.id,
      objectType: 'pipeline',
      objectId: null,
      objectName: 'investment-pipeline.xlsx',
      details: { format: 'xlsx', rowCount: 1, filters },
    });

    const documents = await recorded(admin, admin, {
      kind: 'documents',
      rowCount: 0,
      filters: { search: '', investment: 12, status: 'processed' },
    });
    expect(documents).toMatchObject({
      actorId: admin.user.id,
      objectType: 'repository',
      objectName: 'documents.csv',
      details: { rowCount: 0, filters: { investment: 12, status: 'processed' } },
    });

    const report = await recorded(admin, viewer, { kind: 'analytics_report', range: '30d' });
    expect(report).toMatchObject({
      actorId: viewer.user.id,
      objectType: 'analytics',
      objectName: 'analytics-report-30d.xlsx',
      details: { range: '30d' },
    });

    const byObject = await as(t.app, admin, { method: 'GET', url: '/api/audit-events?objectType=pipeline' });
    expect(byObject.json().events.map((event: AuditEvent) => event.id)).toEqual([pipeline.id]);
  });

  it("keeps a team's exports from another team's admin, and refuses another team's investment", async () => {
    const alpha = await registerTeam(t.app);
    const beta = await registerTeam(t.app);
    const created = await as(t.app, alpha, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: 'Alpha Only' }),
    });
    await recorded(alpha, alpha, { kind: 'investment_data', investmentId: created.json().id });
    expect(await exports(beta)).toEqual([]);

    const foreign = await recordExport(beta, { kind: 'investment_data', investmentId: created.json().id });
    expect(foreign.statusCode).toBe(404);
    expect(await exports(beta)).toEqual([]);
    expect(await exports(alpha)).toHaveLength(1);
  });

  it('refuses a signed-out caller with 401 and a malformed export with 400 naming the field', async () => {
    expect((await recordExport(null, { kind: 'analytics_report', range: '7d' })).statusCode).toBe(401);

    const admin = await registerTeam(t.app);
    const tooMany = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`filter${i}`, 'x']));
    const cases: [object, string][] = [
      [{ kind: 'everything' }, 'kind'],
      [{ kind: 'analytics_report', range: '1y' }, 'range'],
      [{ kind: 'pipeline', format: 'pdf', rowCount: 1, filters: {} }, 'format'],
      [{ kind: 'documents', rowCount: -1, filters: {} }, 'rowCount'],
      [{ kind: 'documents', rowCount: 1, filters: { search: 'x'.repeat(201) } }, 'filters.search'],
      [{ kind: 'documents', rowCount: 1, filters: tooMany }, 'filters'],
      [{ kind: 'investment_data', investmentId: 0 }, 'investmentId'],
      [{ kind: 'analytics_report', range: '7d', fileName: 'x.xlsx' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const response = await recordExport(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fieldErrors), JSON.stringify(payload)).toEqual([field]);
    }
    expect(await exports(admin)).toEqual([]);
  });
});
