import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createAnalyst } from '../../src/server/ai/analyst';
import { localTeamModels } from '../../src/server/modules/ai-model/team-models';
import { buildApp } from '../../src/server/app';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { testSessionPolicy, type TestContext } from './helper';

/**
 * A second web process on the file's database, with caches of its own, built after the file's app:
 * what one process changes or stores, the other must see.
 */
export function useSecondApp(t: TestContext): () => FastifyInstance {
  let other: FastifyInstance | undefined;
  let filesDir = '';
  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'allocator-files-'));
    const teamModels = localTeamModels(t.database.db, t.clock);
    other = await buildApp({
      db: t.database.db,
      clock: t.clock,
      blobStore: createLocalBlobStore(filesDir),
      analyst: createAnalyst({ db: t.database.db, models: teamModels }),
      teamModels,
      wakeWorker: () => {},
      sessionPolicy: testSessionPolicy,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
  return () => {
    if (!other) throw new Error('The second app is built before the tests run');
    return other;
  };
}
