import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { makeDocx } from '../../src/server/extraction/test-support/make-docx';
import { processDocumentJob } from '../../src/server/modules/documents/process-document';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';
import { until } from './until';
import { useWorkerProcesses } from './worker-process';

// Another process must reach the database, so this file runs on the PostgreSQL server only.
const t = useTestApp({ processDocuments: true });
const startWorkerProcess = useWorkerProcesses(t);

async function statusOf(who: SignedIn, id: number): Promise<string> {
  const list = (await as(t.app, who, { method: 'GET', url: '/api/documents' })).json();
  return list.find((document: { id: number }) => document.id === id).status;
}

describe('a worker process killed mid-job', () => {
  it('leaves its document processing, and the job finishes once its lease runs out, after a restart', async () => {
    // The worker process keeps real time: bring the app's clock to it, so both read leases alike.
    t.clock.advance(Date.now() - t.clock.now().getTime());
    const admin = await registerTeam(t.app);
    await t.stopWorker();
    // About 40,000 paragraphs: a few seconds of reading, so the kill lands while the job runs.
    const paragraphs = Array.from(
      { length: 40_000 },
      (_, index) => `Paragraph ${index}: the manager reported a net IRR of 18.${index % 10}% for the fund.`,
    );
    const body = await multipart([{ name: 'annual report.docx', content: makeDocx(paragraphs) }]);
    const [document] = (
      await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body })
    ).json().documents;

    const worker = startWorkerProcess();
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const claimed = await until(async () => {
      const [job] = await t.database.db
        .select({ status: jobs.status, attempts: jobs.attempts, lockedUntil: jobs.lockedUntil })
        .from(jobs)
        .where(eq(jobs.kind, processDocumentJob));
      return job?.status === 'running' ? job : undefined;
    }, 'the worker process claims the job');
    worker.kill('SIGKILL');
    await exited;

    expect(claimed.attempts).toBe(1);
    // The lease is short (30 s), so the dead process holds its job for half a minute at most.
    expect(claimed.lockedUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 30_000);
    expect(await statusOf(admin, document.id)).toBe('processing');

    // The app restarts its own worker; the job is the dead process's until its lease ends.
    t.startWorker();
    // A worker claiming now, as the restarted one does on each poll, finds the job still leased.
    expect(await t.claimAsDeadWorker()).toBe(false);
    expect(await statusOf(admin, document.id)).toBe('processing');
    t.clock.advance(claimed.lockedUntil!.getTime() - t.clock.now().getTime() + 1000);
    const status = await until(async () => {
      const now = await statusOf(admin, document.id);
      return now === 'processing' ? undefined : now;
    }, 'the document is processed');
    expect(status).toBe('processed');
    // The queue marks the job done just after the handler has written the document.
    const job = await until(async () => {
      const [row] = await t.database.db
        .select({ status: jobs.status, attempts: jobs.attempts })
        .from(jobs)
        .where(eq(jobs.kind, processDocumentJob));
      return row?.status === 'running' ? undefined : row;
    }, 'the job is finished');
    expect(job).toEqual({ status: 'done', attempts: 2 });
    // Starting a second server process takes seconds on a busy machine.
  }, 120_000);
});
