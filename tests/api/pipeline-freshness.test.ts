import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createAnalyst } from '../../src/server/ai/analyst';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { as, registerTeam, testSessionPolicy, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';

const t = useTestApp();
/** A second web process on the same database, with caches of its own. */
let other: FastifyInstance;
let filesDir = '';

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'allocator-files-'));
  other = await buildApp({
    db: t.database.db,
    clock: t.clock,
    blobStore: createLocalBlobStore(filesDir),
    analyst: createAnalyst({ db: t.database.db }),
    wakeWorker: () => {},
    sessionPolicy: testSessionPolicy,
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const names = async (app: FastifyInstance, who: SignedIn) =>
  (await as(app, who, { method: 'GET', url: '/api/investments' }))
    .json()
    .map((investment: { name: string }) => investment.name);

async function create(app: FastifyInstance, who: SignedIn, name: string): Promise<number> {
  const response = await as(app, who, {
    method: 'POST',
    url: '/api/investments',
    payload: investmentInput({ name }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('GET /api/investments across processes', () => {
  it("shows another process's create, edit, note and delete on the very next read", async () => {
    const admin = await registerTeam(t.app);
    expect(await names(t.app, admin)).toEqual([]);

    const id = await create(other, admin, 'Harbourview Credit II');
    expect(await names(t.app, admin)).toEqual(['Harbourview Credit II']);

    await as(other, admin, {
      method: 'PATCH',
      url: `/api/investments/${id}`,
      payload: { name: 'Harbourview Credit III' },
    });
    expect(await names(t.app, admin)).toEqual(['Harbourview Credit III']);

    t.clock.advance(60_000);
    await as(other, admin, {
      method: 'POST',
      url: `/api/investments/${id}/notes`,
      payload: { content: 'Reference call booked', type: 'general' },
    });
    const [listed] = (await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json();
    expect(listed.lastActivity).toBe(t.clock.now().toISOString());

    await as(other, admin, { method: 'DELETE', url: `/api/investments/${id}` });
    expect(await names(t.app, admin)).toEqual([]);
  });

  it('shows a change written straight to the database, and only to its own team', async () => {
    const admin = await registerTeam(t.app);
    const neighbour = await registerTeam(t.app);
    const id = await create(t.app, admin, 'Lakeside Buyout Fund VI');
    await create(t.app, neighbour, 'Granite Ventures I');
    expect(await names(t.app, admin)).toEqual(['Lakeside Buyout Fund VI']);

    await t.database.db.execute(
      sql`update investments set name = 'Lakeside Buyout Fund VII' where id = ${id}`,
    );
    expect(await names(t.app, admin)).toEqual(['Lakeside Buyout Fund VII']);
    expect(await names(t.app, neighbour)).toEqual(['Granite Ventures I']);
  });
});
