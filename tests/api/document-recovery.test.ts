import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { claimJob } from '../../src/server/jobs/queue';
import { maxInterruptedRuns } from '../../src/server/jobs/worker';
import { processDocumentJob } from '../../src/server/modules/documents/process-document';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';

const t = useTestApp({ processDocuments: true });

async function uploadWhileNoWorkerRuns(who: SignedIn, name: string) {
  await t.stopWorker();
  const body = await multipart([{ name, content: makePdf([['Fund IV targets $500M of commitments.']]) }]);
  const response = await as(t.app, who, { method: 'POST', url: '/api/documents/upload', ...body });
  return response.json().documents[0] as { id: number };
}

async function settled(who: SignedIn, id: number) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const list = (await as(t.app, who, { method: 'GET', url: '/api/documents' })).json();
    const row = list.find((document: { id: number }) => document.id === id);
    if (row && row.status !== 'processing') return row as { status: string; statusReason: string | null };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`document ${id} is still processing`);
}

describe('documents whose worker died mid-job', () => {
  it('are processed by another worker once the 30 s lease has run out', async () => {
    const admin = await registerTeam(t.app);
    const document = await uploadWhileNoWorkerRuns(admin, 'crashed.pdf');
    expect(await t.claimAsDeadWorker()).toBe(true);
    t.startWorker();
    expect(t.leaseMs).toBe(30_000);
    t.clock.advance(t.leaseMs - 1000);
    const early = await claimJob(t.database.db, {
      kinds: [processDocumentJob],
      now: t.clock.now(),
      leaseMs: t.leaseMs,
    });
    expect(early).toBeNull();
    t.clock.advance(2000);
    expect(await settled(admin, document.id)).toMatchObject({ status: 'processed', statusReason: null });
  });

  it('are processed at once by a restarted process that alone runs jobs on the database', async () => {
    const admin = await registerTeam(t.app);
    const document = await uploadWhileNoWorkerRuns(admin, 'restarted.pdf');
    expect(await t.claimAsDeadWorker()).toBe(true);
    // The clock stays put: the dead worker's lease has not run out.
    t.startWorker({ sole: true });
    expect(await settled(admin, document.id)).toMatchObject({ status: 'processed', statusReason: null });
  });

  it('are processed after their server died four times holding them: those runs are not their fault', async () => {
    const admin = await registerTeam(t.app);
    const document = await uploadWhileNoWorkerRuns(admin, 'crash-loop.pdf');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(await t.claimAsDeadWorker()).toBe(true);
      t.clock.advance(t.leaseMs + 1000);
    }
    t.startWorker({ sole: true });
    expect(await settled(admin, document.id)).toMatchObject({ status: 'processed', statusReason: null });
  });

  it('end in error with the reason once the worker has died on every one of many attempts', async () => {
    const admin = await registerTeam(t.app);
    const document = await uploadWhileNoWorkerRuns(admin, 'kills-the-worker.pdf');
    for (let attempt = 0; attempt < maxInterruptedRuns; attempt += 1) {
      expect(await t.claimAsDeadWorker()).toBe(true);
      t.clock.advance(t.leaseMs + 1000);
    }
    t.startWorker({ sole: true });
    expect(await settled(admin, document.id)).toEqual(
      expect.objectContaining({
        status: 'error',
        statusReason: 'Processing failed repeatedly; try uploading the file again',
      }),
    );
  });
});
