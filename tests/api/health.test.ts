import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { localTeamModels } from '../../src/server/modules/ai-model/team-models';
import { buildApp } from '../../src/server/app';
import { createAnalyst } from '../../src/server/ai/analyst';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { createTestDatabase, registerTeam, testSessionPolicy, TestClock, useTestApp } from './helper';

const t = useTestApp({ processDocuments: true });

const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

/** Makes the database stop answering: a server's database is dropped under its pool, PGlite is closed. */
async function takeDown(database: Awaited<ReturnType<typeof createTestDatabase>>): Promise<void> {
  if (!database.url) return database.close();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database ${new URL(database.url).pathname.slice(1)} with (force)`);
  await admin.end();
}

describe('GET /api/health', () => {
  it('answers without sign-in that the database answers and the worker runs, and nothing else', async () => {
    await registerTeam(t.app);
    const response = await health(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', worker: 'running' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 503 while the job worker is stopped, and 200 once it runs again', async () => {
    await t.stopWorker();
    const stopped = await health(t.app);
    t.startWorker();
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({ status: 'unavailable', database: 'up', worker: 'stopped' });
    expect((await health(t.app)).json()).toEqual({ status: 'ok', database: 'up', worker: 'running' });
  });

  it('answers 503 when the database does not answer, and says the worker is absent in a web-only process', async () => {
    const database = await createTestDatabase();
    const clock = new TestClock();
    const teamModels = localTeamModels(database.db, clock);
    const app = await buildApp({
      db: database.db,
      clock,
      blobStore: createLocalBlobStore('/nonexistent'),
      analyst: createAnalyst({ db: database.db, models: teamModels }),
      teamModels,
      wakeWorker: () => undefined,
      sessionPolicy: testSessionPolicy,
    });
    try {
      const up = await health(app);
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok', database: 'up', worker: 'none' });
      await takeDown(database);
      const down = await health(app);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', database: 'down', worker: 'none' });
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });
});
