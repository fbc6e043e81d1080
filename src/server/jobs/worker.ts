import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { claimJob, completeJob, extendLease, failJob, type Job } from './queue';

/**
 * What a kind of job does. Handlers must be idempotent: a job runs at least once, and again when the
 * worker that had it died. `onGiveUp` runs once when a job has failed its last attempt.
 */
export type JobHandler = {
  run: (job: Job) => Promise<void>;
  onGiveUp?: (job: Job, error: string) => Promise<void>;
};

export type WorkerOptions = {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  log?: { error: (message: string) => void };
};

export type RunningWorker = { stop: () => Promise<void>; wake: () => void };

const retryDelayMs = (attempt: number) => Math.min(60_000, 1000 * 2 ** (attempt - 1));

/** Claims and runs jobs until stopped: `concurrency` loops, each polling when the queue is empty. */
export function startWorker(options: WorkerOptions): RunningWorker {
  const { db, clock, handlers } = options;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 120_000;
  const kinds = Object.keys(handlers);
  let stopping = false;
  const sleepers = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  const wake = () => [...sleepers].forEach((done) => done());

  async function runOne(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    const heartbeat = setInterval(() => {
      extendLease(db, job, { now: clock.now(), leaseMs }).catch(() => undefined);
    }, leaseMs / 3);
    try {
      await handler.run(job);
      await completeJob(db, job, clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await failJob(db, job, {
        now: clock.now(),
        error: message,
        retryInMs: retryDelayMs(job.attempts),
      });
      if (status === 'failed') await handler.onGiveUp?.(job, message);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        const job = await claimJob(db, { kinds, now: clock.now(), leaseMs });
        if (job && job.attempts > job.maxAttempts) {
          // Its worker died on every attempt (e.g. a file that kills the process): stop trying.
          const error = 'Processing stopped unexpectedly on every attempt';
          await failJob(db, { ...job, attempts: job.attempts }, { now: clock.now(), error, retryInMs: 0 });
          await handlers[job.kind].onGiveUp?.(job, error);
        } else if (job) {
          await runOne(job);
        } else {
          await sleep(pollMs);
        }
      } catch (error) {
        options.log?.error(`job worker: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(pollMs);
      }
    }
  }

  const loops = Array.from({ length: concurrency }, () => loop());
  return {
    wake,
    stop: async () => {
      stopping = true;
      wake();
      await Promise.all(loops);
    },
  };
}
