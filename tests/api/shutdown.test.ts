import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { documents, jobs } from '../../src/server/db/schema';
import { makeDocx } from '../../src/server/extraction/test-support/make-docx';
import { processDocumentJob } from '../../src/server/modules/documents/process-document';
import { createTestDatabase } from './helper';
import { multipart } from './multipart';

// The real server process (`npm start`), signalled as a process manager, a container stop or a
// terminal's Ctrl-C would: on the embedded database in a directory, or on this file's server database.
const onServer = process.env.TEST_DB === 'postgres';
let serverDatabase: (Database & { url?: string }) | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'allocator-shutdown-'));

beforeAll(async () => {
  if (onServer) serverDatabase = await createTestDatabase();
});
afterAll(async () => {
  await serverDatabase?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The database, while no server process holds it (the embedded one admits one process at a time). */
async function inDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  if (serverDatabase) return work(serverDatabase);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function until<T>(value: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const found = await value();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

function startServer(settings: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: serverDatabase?.url ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      EXTRACTION_WORKERS: '1',
      EXTRACTION_TIMEOUT_SECONDS: '600',
      EXTRACTION_MEMORY_MB: '1024',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    pid: child.pid!,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    port: () =>
      until(() => {
        if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
        return /running at http:\/\/localhost:(\d+)/.exec(stdout)?.[1];
      }, 'the server listens').then(Number),
  };
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string; socket: Socket };

/** One request on a keep-alive agent, so the connection stays open after the reply, as a browser's does. */
function request(
  port: number,
  agent: http.Agent,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body, socket: sent.socket! }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** Registers a team and uploads one long DOCX: several seconds of reading. */
async function uploadLongDocument(port: number, agent: http.Agent, paragraphCount: number) {
  const registered = await request(port, agent, {
    method: 'POST',
    path: '/api/register',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `shutdown.${Date.now()}@example.com`,
      password: 'correct horse battery',
      firstName: 'Avery',
      lastName: 'Admin',
      teamName: 'Shutdown Capital',
    }),
  });
  expect(registered.status).toBe(201);
  const cookie = String(registered.headers['set-cookie']).split(';')[0];
  const paragraphs = Array.from(
    { length: paragraphCount },
    (_, index) => `Paragraph ${index}: the manager reported a net IRR of 18.${index % 10}% for the fund.`,
  );
  const body = await multipart([{ name: 'annual report.docx', content: makeDocx(paragraphs) }]);
  const uploaded = await request(port, agent, {
    method: 'POST',
    path: '/api/documents/upload',
    headers: { ...body.headers, cookie },
    body: body.payload,
  });
  expect(uploaded.status).toBe(201);
  return { cookie, documentId: JSON.parse(uploaded.body).documents[0].id as number, socket: uploaded.socket };
}

/** Processes whose parent is `pid`: the server's sandboxes, which exist only once a file is being read. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) === pid) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

/** Running, as opposed to ended or ended and not yet reaped (a zombie). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function jobAndDocument(documentId: number) {
  return inDatabase(async ({ db }) => {
    const [job] = await db
      .select({ status: jobs.status, attempts: jobs.attempts, lockedUntil: jobs.lockedUntil })
      .from(jobs)
      .where(eq(jobs.kind, processDocumentJob));
    const [document] = await db
      .select({
        status: documents.status,
        statusReason: documents.statusReason,
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .where(eq(documents.id, documentId));
    return { job, document };
  });
}

describe('the server process on SIGTERM or SIGINT', { timeout: 240_000 }, () => {
  let documentId = 0;
  let cookie = '';

  it('exits at its deadline while a job still runs, naming the job, having closed idle connections at once', async () => {
    const server = startServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const port = await server.port();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const upload = await uploadLongDocument(port, agent, 40_000);
    documentId = upload.documentId;
    cookie = upload.cookie;
    const sandboxes = await until(() => {
      const children = childrenOf(server.pid);
      return children.length > 0 ? children : undefined;
    }, 'a sandbox reads the file');
    let serverRunningWhenClosed: boolean | undefined;
    upload.socket.once('close', () => (serverRunningWhenClosed = isRunning(server.pid)));

    // As a container stop does: the server and its sandboxes get the signal at the same moment.
    for (const pid of [server.pid, ...sandboxes]) process.kill(pid, 'SIGTERM');
    expect(await server.exited).toBe(1);
    expect(serverRunningWhenClosed).toBe(true);
    expect(server.stdout()).toContain('SIGTERM received, closing');
    expect(server.stderr()).toMatch(
      /Stopped waiting after 1 s for: process-document job \d+ \(attempt 1\); exiting/,
    );
    await until(() => (sandboxes.some(isRunning) ? undefined : true), 'the sandboxes have ended');
    // Nothing is lost or marked unreadable: the job is still the stopped process's, to be run again.
    const { job, document } = await jobAndDocument(documentId);
    expect(job).toMatchObject({ status: 'running', attempts: 1 });
    expect(document.status).toBe('processing');
  });

  it(
    onServer
      ? 'leaves a job left running to its lease on a server, which other processes share'
      : 'takes over at start the job a stopped process left running on the embedded database',
    async () => {
      // Only a takeover at start runs the job within the hour on the embedded database; on a server the
      // lease is left to run out first (a few seconds here), as its holder may be another live process.
      const leaseEnd = new Date(Date.now() + (onServer ? 3000 : 3_600_000));
      await inDatabase(({ db }) =>
        db.update(jobs).set({ lockedUntil: leaseEnd }).where(eq(jobs.kind, processDocumentJob)),
      );
      const server = startServer({});
      const port = await server.port();
      const agent = new http.Agent({ keepAlive: false });
      await until(async () => {
        const list = await request(port, agent, {
          method: 'GET',
          path: '/api/documents',
          headers: { cookie },
        });
        return JSON.parse(list.body)[0].status === 'processing' ? undefined : true;
      }, 'the document is processed');
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
      const { job, document } = await jobAndDocument(documentId);
      expect(job).toMatchObject({ status: 'done', attempts: 2 });
      expect(document.status).toBe('processed');
      if (onServer) expect(document.updatedAt.getTime()).toBeGreaterThanOrEqual(leaseEnd.getTime());
      else expect(document.updatedAt.getTime()).toBeLessThan(leaseEnd.getTime());
    },
  );

  it('lets the file being read finish when its sandbox got the signal too, as with Ctrl-C', async () => {
    const server = startServer({ SHUTDOWN_TIMEOUT_SECONDS: '120' });
    const port = await server.port();
    const upload = await uploadLongDocument(port, new http.Agent({ keepAlive: false }), 20_000);
    const sandboxes = await until(() => {
      const children = childrenOf(server.pid);
      return children.length > 0 ? children : undefined;
    }, 'a sandbox reads the file');
    for (const pid of [server.pid, ...sandboxes]) process.kill(pid, 'SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toContain('SIGINT received, closing');
    expect(server.stderr()).not.toContain('Stopped waiting');
    const { document } = await jobAndDocument(upload.documentId);
    expect(document).toMatchObject({ status: 'processed', statusReason: null });
  });

  it('closes a kept-alive connection as soon as the request it was answering on the signal is answered', async () => {
    const server = startServer({ SHUTDOWN_TIMEOUT_SECONDS: '30' });
    const port = await server.port();
    const body = await multipart([{ name: 'late.docx', content: makeDocx(['Sent after the signal.']) }]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let serverRunningWhenClosed: boolean | undefined;
    const reply = new Promise<number>((resolve, reject) => {
      const sent = http.request(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: 'POST',
          path: '/api/documents/upload',
          // The server answers '100 Continue' once it has the headers: the request is then in flight.
          headers: { ...body.headers, cookie, expect: '100-continue' },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode!));
        },
      );
      sent.on('error', reject);
      sent.on('socket', (socket) =>
        socket.once('close', () => (serverRunningWhenClosed = isRunning(server.pid))),
      );
      sent.on('continue', () => {
        process.kill(server.pid, 'SIGTERM');
        sent.end(body.payload);
      });
    });
    expect(await reply).toBe(201);
    // Left open, the connection would hold the server until its keep-alive timeout (72 s), past the deadline.
    expect(await server.exited).toBe(0);
    expect(serverRunningWhenClosed).toBe(true);
    expect(server.stderr()).not.toContain('Stopped waiting');
  });
});
