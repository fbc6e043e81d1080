import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { eq } from 'drizzle-orm';
import { jobs } from '../../src/server/db/schema';
import {
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  jobStatus,
  takeOverRunningJobs,
} from '../../src/server/jobs/queue';
import { defaultLeaseMs, maxInterruptedRuns, startWorker } from '../../src/server/jobs/worker';
import { createTestDatabase } from './helper';

let database: Database;
let clockNow = new Date('2026-06-01T09:00:00Z');
const clock = { now: () => new Date(clockNow) };
const advance = (ms: number) => (clockNow = new Date(clockNow.getTime() + ms));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const lease = 60_000;
let kindCounter = 0;
const freshKind = () => `test-${(kindCounter += 1)}`;

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 1000; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not met');
}

describe('job queue', () => {
  it('hands a due job to one claimer and not again once done', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: { documentId: 7 }, runAt: clock.now() });
    const [first, second] = await Promise.all([
      claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease }),
      claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease }),
    ]);
    const claimed = [first, second].filter(Boolean);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ id, kind, payload: { documentId: 7 }, attempts: 1 });
    await completeJob(database.db, claimed[0]!, clock.now());
    expect(await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease })).toBeNull();
    expect((await jobStatus(database.db, id)).status).toBe('done');
  });

  it('gives a job whose lease ran out (its worker died) to the next claimer', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, runAt: clock.now() });
    await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    expect(await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease })).toBeNull();
    advance(lease + 1);
    const again = await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    expect(again).toMatchObject({ id, attempts: 2 });
  });

  it('retries a failed job after its backoff and fails it for good after the last attempt', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, maxAttempts: 2, runAt: clock.now() });
    const first = (await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease }))!;
    expect(await failJob(database.db, first, { now: clock.now(), error: 'boom', retryInMs: 5000 })).toBe(
      'queued',
    );
    expect(await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease })).toBeNull();
    advance(5000);
    const second = (await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease }))!;
    expect(second.attempts).toBe(2);
    expect(
      await failJob(database.db, second, { now: clock.now(), error: 'boom again', retryInMs: 5000 }),
    ).toBe('failed');
    advance(60_000);
    expect(await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease })).toBeNull();
    expect(await jobStatus(database.db, id)).toEqual({
      status: 'failed',
      attempts: 2,
      failures: 2,
      lastError: 'boom again',
    });
  });

  it('puts jobs left running back in the queue at once for a process that alone runs jobs', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, maxAttempts: 2, runAt: clock.now() });
    await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    expect(await takeOverRunningJobs(database.db, clock.now())).toBeGreaterThanOrEqual(1);
    // The run its process died in is not held against it: it still has both of its attempts.
    const again = await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    expect(again).toMatchObject({ id, attempts: 2, failures: 0 });
    expect(await failJob(database.db, again!, { now: clock.now(), error: 'threw', retryInMs: 0 })).toBe(
      'queued',
    );
    const last = await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    expect(last).toMatchObject({ id, attempts: 3, failures: 1 });
    expect(await failJob(database.db, last!, { now: clock.now(), error: 'threw', retryInMs: 0 })).toBe(
      'failed',
    );
  });

  it('does not let a worker whose lease was taken over complete the job', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, runAt: clock.now() });
    const stale = (await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease }))!;
    advance(lease + 1);
    await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    await completeJob(database.db, stale, clock.now());
    expect((await jobStatus(database.db, id)).status).toBe('running');
  });
});

describe('startWorker', () => {
  it('runs queued jobs, finishes a job a dead worker left behind, and stops cleanly', async () => {
    const kind = freshKind();
    const orphan = await enqueueJob(database.db, { kind, payload: { n: 1 }, runAt: clock.now() });
    await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
    advance(lease + 1);
    const fresh = await enqueueJob(database.db, { kind, payload: { n: 2 }, runAt: clock.now() });
    const seen: unknown[] = [];
    const worker = startWorker({
      db: database.db,
      clock,
      pollMs: 5,
      leaseMs: lease,
      handlers: { [kind]: { run: async (job) => void seen.push(job.payload) } },
    });
    await until(async () => (await jobStatus(database.db, fresh)).status === 'done');
    await until(async () => (await jobStatus(database.db, orphan)).status === 'done');
    await worker.stop();
    expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
  });

  it('runs a job whose worker died four times holding it, without counting those runs against it', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, maxAttempts: 3, runAt: clock.now() });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
      advance(lease + 1);
    }
    let runs = 0;
    const worker = startWorker({
      db: database.db,
      clock,
      pollMs: 5,
      leaseMs: lease,
      handlers: { [kind]: { run: async () => void (runs += 1) } },
    });
    await until(async () => (await jobStatus(database.db, id)).status === 'done');
    await worker.stop();
    expect(runs).toBe(1);
    expect(await jobStatus(database.db, id)).toMatchObject({ status: 'done', attempts: 5, failures: 0 });
  });

  it('gives up on a job that killed its worker every time, after many more runs, and says so once', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, maxAttempts: 2, runAt: clock.now() });
    expect(maxInterruptedRuns).toBeGreaterThanOrEqual(10);
    for (let attempt = 0; attempt < maxInterruptedRuns; attempt += 1) {
      await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease });
      advance(lease + 1);
    }
    const givenUp: string[] = [];
    const worker = startWorker({
      db: database.db,
      clock,
      pollMs: 5,
      leaseMs: lease,
      handlers: {
        [kind]: {
          run: async () => {
            throw new Error('must not run again');
          },
          onGiveUp: async (_job, error) => void givenUp.push(error),
        },
      },
    });
    await until(async () => (await jobStatus(database.db, id)).status === 'failed');
    await worker.stop();
    expect(givenUp).toEqual(['Processing stopped unexpectedly on every attempt']);
  });
});

async function lockedUntil(id: number): Promise<Date | null> {
  const [row] = await database.db.select({ lockedUntil: jobs.lockedUntil }).from(jobs).where(eq(jobs.id, id));
  return row.lockedUntil;
}

describe('startWorker leases', () => {
  it('leases a job for 30 s by default', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, runAt: clock.now() });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const worker = startWorker({
      db: database.db,
      clock,
      pollMs: 5,
      handlers: { [kind]: { run: () => released } },
    });
    await until(async () => (await jobStatus(database.db, id)).status === 'running');
    expect(defaultLeaseMs).toBe(30_000);
    expect((await lockedUntil(id))!.getTime() - clock.now().getTime()).toBe(defaultLeaseMs);
    release();
    await until(async () => (await jobStatus(database.db, id)).status === 'done');
    await worker.stop();
  });

  it("renews a slow job's lease while it runs, so no other worker runs it a second time", async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, runAt: clock.now() });
    let runs = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const handlers = {
      [kind]: {
        run: async () => {
          runs += 1;
          await released;
        },
      },
    };
    const slow = startWorker({ db: database.db, clock, pollMs: 5, renewEveryMs: 5, handlers });
    await until(async () => (await jobStatus(database.db, id)).status === 'running');
    const other = startWorker({ db: database.db, clock, pollMs: 5, handlers });
    // Ten times two thirds of a lease: long past the first lease, had it not been renewed.
    for (let step = 0; step < 10; step += 1) {
      advance((defaultLeaseMs * 2) / 3);
      await until(
        async () => (await lockedUntil(id))!.getTime() > clock.now().getTime() + defaultLeaseMs / 2,
      );
      other.wake();
    }
    release();
    await until(async () => (await jobStatus(database.db, id)).status === 'done');
    await Promise.all([slow.stop(), other.stop()]);
    expect(runs).toBe(1);
    expect((await jobStatus(database.db, id)).attempts).toBe(1);
  });

  it('fails a job whose handler throws every time after its last attempt, and says so once', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, maxAttempts: 3, runAt: clock.now() });
    let runs = 0;
    const givenUp: string[] = [];
    const worker = startWorker({
      db: database.db,
      clock,
      pollMs: 5,
      handlers: {
        [kind]: {
          run: async () => {
            runs += 1;
            throw new Error(`the file is unreadable (run ${runs})`);
          },
          onGiveUp: async (_job, error) => void givenUp.push(error),
        },
      },
    });
    for (let attempt = 1; attempt < 3; attempt += 1) {
      await until(async () => (await jobStatus(database.db, id)).attempts === attempt && runs === attempt);
      await until(async () => (await jobStatus(database.db, id)).status === 'queued');
      // Past the retry's backoff (1 s, then 2 s).
      advance(60_000);
    }
    await until(async () => (await jobStatus(database.db, id)).status === 'failed');
    await worker.stop();
    expect(runs).toBe(3);
    expect(await jobStatus(database.db, id)).toEqual({
      status: 'failed',
      attempts: 3,
      failures: 3,
      lastError: 'the file is unreadable (run 3)',
    });
    expect(givenUp).toEqual(['the file is unreadable (run 3)']);
  });

  it('takes over at start a job left running by a dead process when it alone runs jobs, and only then', async () => {
    const kind = freshKind();
    const id = await enqueueJob(database.db, { kind, payload: {}, runAt: clock.now() });
    await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: defaultLeaseMs });
    const seen: number[] = [];
    const handlers = { [kind]: { run: async () => void seen.push(id) } };
    const shared = startWorker({ db: database.db, clock, pollMs: 5, handlers });
    // A worker that may share the database waits for the lease: the job's holder may be alive.
    expect(await claimJob(database.db, { kinds: [kind], now: clock.now(), leaseMs: lease })).toBeNull();
    await shared.stop();
    expect((await jobStatus(database.db, id)).status).toBe('running');
    const sole = startWorker({ db: database.db, clock, pollMs: 5, soleWorker: true, handlers });
    await until(async () => (await jobStatus(database.db, id)).status === 'done');
    await sole.stop();
    expect(seen).toEqual([id]);
    expect((await jobStatus(database.db, id)).attempts).toBe(2);
  });
});
