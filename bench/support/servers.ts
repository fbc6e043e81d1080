import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnalyst } from '../../src/server/ai/analyst';
import { localTeamModels } from '../../src/server/modules/ai-model/team-models';
import { buildApp } from '../../src/server/app';
import { createLocalBlobStore } from '../../src/server/storage/local-blob-store';
import { systemClock } from '../../src/server/clock';
import type { Database } from '../../src/server/db/client';
import type { BlobStore } from '../../src/server/storage/blob-store';

export type RunningServer = { app: FastifyInstance; url: string; close: () => Promise<void> };

const day = 24 * 60 * 60 * 1000;

export type StartAppOptions = {
  /** Serve the built client (dist/client) as `npm start` does. */
  clientDir?: string;
  /** The store uploads go to; a fresh temporary directory (removed on close) by default. */
  blobStore?: BlobStore;
  /** Called after an upload queues work; benchmarks that run a job worker pass its wake(). */
  wakeWorker?: () => void;
};

/** The real app (every plugin, hook and schema) on a real database, over loopback HTTP. */
export async function startApp(database: Database, options: StartAppOptions = {}): Promise<RunningServer> {
  const filesDir = options.blobStore ? null : mkdtempSync(join(tmpdir(), 'allocator-bench-files-'));
  const teamModels = localTeamModels(database.db, systemClock);
  const app = await buildApp({
    db: database.db,
    clock: systemClock,
    blobStore: options.blobStore ?? createLocalBlobStore(filesDir as string),
    analyst: createAnalyst({ db: database.db, models: teamModels }),
    teamModels,
    // Without a job worker beside the app, uploads stay queued; nothing else needs waking.
    wakeWorker: options.wakeWorker ?? (() => undefined),
    // Long enough that no session expires mid-run; the production defaults (7/30 days) would do too.
    sessionPolicy: { idleMs: 7 * day, maxMs: 30 * day },
    clientDir: options.clientDir,
  });
  const running = await listen(app);
  return {
    ...running,
    close: async () => {
      await running.close();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
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

export type BareServer = { url: string; close: () => Promise<void> };

/**
 * The floor under any framework: `node:http` answering fixed paths with bytes captured from the real app,
 * encoded once up front, so a request costs only the socket write.
 */
export async function startBareHttp(routes: Record<string, string>): Promise<BareServer> {
  const bodies = new Map(Object.entries(routes).map(([path, body]) => [path, Buffer.from(body)]));
  const server = createServer((request, response) => {
    const body = bodies.get((request.url ?? '').split('?')[0]);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.byteLength,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function listen(app: FastifyInstance): Promise<RunningServer> {
  // Loopback and a port the system picks: a bench must never be reachable from the network.
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: address, close: () => app.close() };
}
