/**
 * The annotated real documents processed once through the product's real path (HTTP upload with the
 * type left as 'other', the job queue, the sandboxed extractor and the analyst) on an embedded
 * database, so both evaluations (figures, questions) read the same processed team.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { localTeamModels } from '../../src/server/modules/ai-model/team-models';
import { createAnalyst } from '../../src/server/ai/analyst';
import { buildApp } from '../../src/server/app';
import { systemClock, type Clock } from '../../src/server/clock';
import { openDatabase, type Db } from '../../src/server/db/client';
import { createExtractor } from '../../src/server/extraction/extractor';
import { startWorker } from '../../src/server/jobs/worker';
import { documentJobHandlers } from '../../src/server/modules/documents/job-handlers';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { multipart } from '../api/multipart';
import { fixturesDirectory } from '../corpus/fixtures';

const day = 24 * 60 * 60 * 1000;
const processingLimitMs = 600_000;

export type ProcessedCorpus = {
  app: FastifyInstance;
  cookie: string;
  /** The database and the team the documents were uploaded to, for reading the ledger directly. */
  db: Db;
  teamId: number;
  /** Each file's document as GET /api/documents/{id} answers it, by its path (absolute, or under the fixtures). */
  documents: Map<string, { id: number; whole: Record<string, unknown> }>;
  close: () => Promise<void>;
};

async function signUp(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email: `analyst.${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Eval',
      lastName: 'Analyst',
      teamName: 'Evaluation',
    },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'allocator_session');
  if (response.statusCode !== 201 || !cookie) throw new Error(`register failed: ${response.body}`);
  return `allocator_session=${cookie.value}`;
}

async function upload(app: FastifyInstance, cookie: string, file: string): Promise<number> {
  const path = resolve(fixturesDirectory, file);
  const body = await multipart([{ name: basename(path), content: readFileSync(path) }], {
    metadata_0: JSON.stringify({ type: 'other' }),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  const [created] = response.json().documents ?? [];
  if (!created) throw new Error(`${file} was refused: ${response.body}`);
  return created.id;
}

async function whenProcessed(app: FastifyInstance, cookie: string, id: number, file: string) {
  const deadline = Date.now() + processingLimitMs;
  while (Date.now() < deadline) {
    const whole = (
      await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: { cookie } })
    ).json();
    if (whole.status !== 'processing') return whole as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${file} is still processing after ${processingLimitMs / 60_000} minutes`);
}

/** Uploads every file at once (the worker reads two at a time) and waits for all of them. */
export async function processCorpus(
  files: readonly string[],
  /** The app's clock (the chat's per-minute allowance reads it); the worker keeps the system's. */
  appClock: Clock = systemClock,
): Promise<ProcessedCorpus> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const filesDir = mkdtempSync(join(tmpdir(), 'allocator-eval-'));
  const blobStore = createLocalBlobStore(filesDir);
  const extractor = createExtractor({ poolSize: 2, timeoutMs: 120_000, maxMemoryMb: 1024 });
  const teamModels = localTeamModels(database.db, appClock);
  const analyst = createAnalyst({ db: database.db, models: teamModels });
  const handlers = documentJobHandlers({
    db: database.db,
    clock: systemClock,
    blobStore,
    extractor,
    summarise: analyst.summariseDocument,
  });
  const worker = startWorker({
    db: database.db,
    clock: systemClock,
    handlers,
    pollMs: 20,
    leaseMs: 300_000,
    concurrency: 2,
  });
  const app = await buildApp({
    db: database.db,
    clock: appClock,
    blobStore,
    analyst,
    teamModels,
    wakeWorker: () => worker.wake(),
    sessionPolicy: { idleMs: day, maxMs: day },
  });
  const close = async () => {
    await app.close();
    await worker.stop();
    await extractor.close();
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  try {
    const cookie = await signUp(app);
    const { teamId } = (
      await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })
    ).json();
    const ids = new Map<string, number>();
    for (const file of files) ids.set(file, await upload(app, cookie, file));
    const documents = new Map<string, { id: number; whole: Record<string, unknown> }>();
    for (const [file, id] of ids)
      documents.set(file, { id, whole: await whenProcessed(app, cookie, id, file) });
    return { app, cookie, db: database.db, teamId, documents, close };
  } catch (error) {
    await close();
    throw error;
  }
}
