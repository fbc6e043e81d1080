import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summariseDocument } from '../../src/server/ai/local/summarise-document';
import { buildApp } from '../../src/server/app';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { systemClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/client';

export type RunningServer = { app: FastifyInstance; url: string; close: () => Promise<void> };

const day = 24 * 60 * 60 * 1000;

/** The real app (every plugin, hook and schema) on a real database, over loopback HTTP. */
export async function startApp(database: Database): Promise<RunningServer> {
  const filesDir = mkdtempSync(join(tmpdir(), 'allocator-bench-files-'));
  const app = await buildApp({
    db: database.db,
    clock: systemClock,
    blobStore: createLocalBlobStore(filesDir),
    summarise: summariseDocument,
    // The benchmarks upload nothing, so no job worker runs beside the app.
    wakeWorker: () => undefined,
    // Long enough that no session expires mid-run; the production defaults (7/30 days) would do too.
    sessionPolicy: { idleMs: 7 * day, maxMs: 30 * day },
  });
  return listen(app);
}

/**
 * The baseline: bare Fastify, no plugins, answering fixed routes with bytes captured from the real app,
 * so the difference to the real route is the app's own work (session lookup, query, hooks, serializing).
 */
export async function startBaseline(routes: Record<string, string>): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  for (const [path, body] of Object.entries(routes)) {
    app.get(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  return listen(app);
}

async function listen(app: FastifyInstance): Promise<RunningServer> {
  // Loopback and a port the system picks: a bench must never be reachable from the network.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address, close: () => app.close() };
}
