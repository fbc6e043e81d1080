import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { makeDocx } from '../../src/server/extraction/test-support/make-docx';
import { processDocumentJob } from '../../src/server/modules/documents/process-document';
import { as, registerTeam, useTestApp } from './helper';
import { multipart } from './multipart';
import { until } from './until';
import { useWorkerProcesses } from './worker-process';

// A crash loop in small: real server processes killed with SIGKILL while they process documents, on
// the PostgreSQL server (another process must reach the database, so this file runs there only).
const t = useTestApp({ processDocuments: true });
const startWorkerProcess = useWorkerProcesses(t);
const rounds = 4;

const processJobs = () =>
  t.database.db
    .select({ status: jobs.status, attempts: jobs.attempts, failures: jobs.failures })
    .from(jobs)
    .where(eq(jobs.kind, processDocumentJob));

describe('a server killed again and again while it processes documents', () => {
  it('ends with every document processed and none failed', async () => {
    const admin = await registerTeam(t.app);
    await t.stopWorker();
    // Thousands of paragraphs each: a second or more of reading, so every kill lands mid-job.
    const files = ['a', 'b', 'c', 'd'].map((name) => ({
      name: `report ${name}.docx`,
      content: makeDocx(
        Array.from(
          { length: 20_000 },
          (_, index) => `Paragraph ${index} of report ${name}: net IRR 1${index % 10}%.`,
        ),
      ),
    }));
    const uploaded = await as(t.app, admin, {
      method: 'POST',
      url: '/api/documents/upload',
      ...(await multipart(files)),
    });
    expect(uploaded.statusCode).toBe(201);

    for (let round = 1; round <= rounds; round += 1) {
      const taken = (await processJobs()).reduce((sum, job) => sum + job.attempts, 0);
      const server = startWorkerProcess();
      const exited = new Promise((resolve) => server.once('exit', resolve));
      await until(async () => {
        const now = (await processJobs()).reduce((sum, job) => sum + job.attempts, 0);
        return now > taken ? true : undefined;
      }, `the server of round ${round} takes a job`);
      server.kill('SIGKILL');
      await exited;
      // The dead server's leases run out, as they would 30 s later, so the next server takes its jobs.
      await t.database.db
        .update(jobs)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(jobs.status, 'running'));
    }

    const server = startWorkerProcess();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    const settled = await until(
      async () => {
        const list = (await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json();
        return list.every((document: { status: string }) => document.status !== 'processing')
          ? list
          : undefined;
      },
      'every document is processed',
      90_000,
    );
    server.kill('SIGTERM');
    await exited;

    expect(settled.map((document: { status: string }) => document.status)).toEqual(
      Array(4).fill('processed'),
    );
    const finished = await processJobs();
    expect(finished.every((job) => job.status === 'done' && job.failures === 0)).toBe(true);
    // The first job was taken by every server, more often than a failing file would be allowed to fail.
    expect(Math.max(...finished.map((job) => job.attempts))).toBe(rounds + 1);
  }, 180_000);
});
