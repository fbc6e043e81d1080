import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { RegisterInput } from '@shared/auth';
import type { User } from '@shared/user';
import { createAnalyst } from '../../src/server/ai/analyst';
import type { ModelSettings } from '../../src/server/ai/model/ask-model';
import type { ModelEnvironment } from '../../src/server/ai/model/model-source';
import { backfillPassagesHandler, backfillPassagesJob } from '../../src/server/ai/passages/backfill-passages';
import { buildApp } from '../../src/server/app';
import type { SsoSettings } from '../../src/server/auth/sso-settings';
import type { Clock } from '../../src/server/clock';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createExtractor, type DocumentExtractor } from '../../src/server/extraction/extractor';
import { claimJob } from '../../src/server/jobs/queue';
import {
  defaultLeaseMs,
  startWorker,
  type JobHandler,
  type RunningWorker,
} from '../../src/server/jobs/worker';
import { createSecretBox } from '../../src/server/modules/ai-model/secret-box';
import { createTeamModels } from '../../src/server/modules/ai-model/team-models';
import { documentJobHandlers } from '../../src/server/modules/documents/job-handlers';
import { processDocumentJob } from '../../src/server/modules/documents/process-document';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { migratedPglite } from './migrated-pglite';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current = new Date('2026-06-01T09:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

const day = 24 * 60 * 60 * 1000;
export const testSessionPolicy = { idleMs: 7 * day, maxMs: 30 * day };

/**
 * A fresh database for one test file: PGlite in memory, or (TEST_DB=postgres) a new database on the
 * server in TEST_DATABASE_URL that is dropped afterwards, so files can run in parallel.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return migratedPglite();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `allocator_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  /** With TEST_DB=postgres, `url` is where another process can reach the same database. */
  database: Database & { url?: string };
  clock: TestClock;
  leaseMs: number;
  /** Where this app's file store keeps its blobs. */
  filesDir: string;
  /**
   * With processDocuments: the job worker, to stop and start again as a restart would; `sole` starts it
   * as a process that alone runs jobs on the database (the embedded one) does.
   */
  stopWorker: () => Promise<void>;
  startWorker: (options?: { sole?: boolean }) => void;
  /** Claims the next job the way a worker that then dies would; true when there was one. */
  claimAsDeadWorker: () => Promise<boolean>;
};

/** The secret the test apps seal teams' API keys with, as AI_SETTINGS_SECRET would. */
export const testSettingsSecret = 'a test secret of at least thirty-two characters';

/** A model's settings as the server's environment (AI_*) gives them; quick reading limits without one. */
function environmentOf(model: ModelSettings | undefined): ModelEnvironment {
  const reading = { timeoutMs: 1500, concurrency: 2, retryDelayMs: 20 };
  if (!model) return { reading };
  return {
    baseUrl: model.baseUrl,
    apiKey: model.apiKey,
    model: model.model,
    timeoutMs: model.timeoutMs,
    tokenBudget: model.reading?.tokenBudget,
    reading: { ...reading, ...model.reading },
  };
}

/** The workers' own lease, so a test that outlasts it shows how long a real crash keeps a job. */
const leaseMs = defaultLeaseMs;

/**
 * Builds one app on one fresh database (and a fresh file store) for the file's tests, and closes them
 * afterwards. With processDocuments, a job worker with the real extractor and analyst runs beside it.
 */
export function useTestApp(
  options: {
    processDocuments?: boolean;
    extractionTimeoutMs?: number;
    maxTextChars?: number;
    /** An OpenAI-compatible model in the server's environment (AI_*), read once the file's servers are up. */
    model?: () => ModelSettings;
    /** Without one (AI_SETTINGS_SECRET unset on a PostgreSQL server), teams cannot store an API key. */
    settingsSecret?: string | null;
    /** As TRUST_PROXY: the app sits behind a proxy whose X-Forwarded-* headers it believes. */
    trustProxy?: boolean;
    /** Single sign-on through a provider, read once the file's servers are up. */
    sso?: () => SsoSettings;
  } = {},
): TestContext {
  const context = { leaseMs } as TestContext;
  let worker: RunningWorker | null = null;
  let extractor: DocumentExtractor | null = null;
  beforeAll(async () => {
    context.clock = new TestClock();
    context.database = await createTestDatabase();
    context.filesDir = mkdtempSync(join(tmpdir(), 'allocator-files-'));
    const blobStore = createLocalBlobStore(context.filesDir);
    const { db } = context.database;
    const clock = context.clock;
    if (options.processDocuments)
      extractor = createExtractor({
        poolSize: 2,
        timeoutMs: options.extractionTimeoutMs ?? 20_000,
        maxMemoryMb: 512,
        maxTextChars: options.maxTextChars,
      });
    const secret = options.settingsSecret === undefined ? testSettingsSecret : options.settingsSecret;
    const teamModels = createTeamModels({
      db,
      clock,
      environment: environmentOf(options.model?.()),
      box: secret === null ? null : createSecretBox(secret),
    });
    const analyst = createAnalyst({ db, models: teamModels });
    const handlers: Record<string, JobHandler> = extractor
      ? {
          ...documentJobHandlers({
            db,
            clock,
            blobStore,
            extractor,
            summarise: analyst.summariseDocument,
            readWithModel: analyst.readDocumentWithModel,
          }),
          [backfillPassagesJob]: backfillPassagesHandler({ db, clock }),
        }
      : {};
    context.startWorker = ({ sole = false } = {}) => {
      if (extractor)
        worker = startWorker({ db, clock, handlers, pollMs: 20, concurrency: 2, soleWorker: sole });
    };
    context.stopWorker = async () => {
      await worker?.stop();
      worker = null;
    };
    context.claimAsDeadWorker = async () =>
      (await claimJob(db, { kinds: [processDocumentJob], now: clock.now(), leaseMs })) !== null;
    context.startWorker();
    context.app = await buildApp({
      db,
      clock,
      blobStore,
      analyst,
      teamModels,
      wakeWorker: () => worker?.wake(),
      worker: extractor ? { isRunning: () => worker?.isRunning() ?? false } : undefined,
      sessionPolicy: testSessionPolicy,
      trustProxy: options.trustProxy,
      sso: options.sso?.(),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.stopWorker?.();
    await extractor?.close();
    await context.app?.close();
    await context.database?.close();
    if (context.filesDir) rmSync(context.filesDir, { recursive: true, force: true });
  });
  return context;
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'allocator_session');
  if (!cookie) throw new Error(`No session cookie in a ${response.statusCode} response: ${response.body}`);
  return `allocator_session=${cookie.value}`;
}

export type SignedIn = { cookie: string; user: User };

let registered = 0;

/** Registers a new team whose admin is signed in; every call makes a team of its own. */
export async function registerTeam(
  app: FastifyInstance,
  input: Partial<RegisterInput> = {},
): Promise<SignedIn> {
  registered += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email: `admin${registered}.${randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse battery',
      firstName: 'Avery',
      lastName: 'Admin',
      teamName: `Team ${registered}`,
      ...input,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json() };
}

/** Adds a member of the given role to the admin's team and signs them in. */
export async function addMember(
  app: FastifyInstance,
  admin: SignedIn,
  role: 'admin' | 'member' | 'viewer',
): Promise<SignedIn> {
  registered += 1;
  const email = `${role}${registered}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'another long password';
  const added = await app.inject({
    method: 'POST',
    url: '/api/team/members',
    headers: { cookie: admin.cookie },
    payload: { email, password, role, firstName: 'Morgan', lastName: role },
  });
  if (added.statusCode !== 201) throw new Error(`add member failed: ${added.statusCode} ${added.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return { cookie: sessionCookie(login), user: login.json() };
}

/** An injected request as a signed-in person. */
export function as(app: FastifyInstance, who: SignedIn | null, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, ...(who ? { cookie: who.cookie } : {}) } });
}
