import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  claimJob,
  completeJob,
  extendLease,
  failJob,
  interruptedRuns,
  takeOverRunningJobs,
  type Job,
} from './queue';

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
  /** How long a claimed job stays this worker's without a renewal: how long a dead worker's jobs wait. */
  leaseMs?: number;
  /** How often a running job's lease is renewed, in real time; a third of the lease by default. */
  renewEveryMs?: number;
  /**
   * No other process can run jobs on this database (the embedded one, locked by this process): jobs
   * left running at start are a dead process's, and are taken over at once instead of after their lease.
   */
  soleWorker?: boolean;
  log?: { info: (message: string) => void; error: (message: string) => void };
};

export type RunningWorker = {
  /** Stops claiming jobs; resolves once the jobs in flight have finished. */
  stop: () => Promise<void>;
  wake: () => void;
  /** Started and not asked to stop. */
  isRunning: () => boolean;
  /** The jobs being run at this moment. */
  jobsInFlight: () => Job[];
};

/**
 * Short, so that on a server shared by several processes a crashed process's jobs are taken over within
 * half a minute; renewed every 10 s while the job runs, so a slow healthy job keeps it however long it takes.
 */
export const defaultLeaseMs = 30_000;

const retryDelayMs = (failures: number) => Math.min(60_000, 1000 * 2 ** failures);

/**
 * A run cut short because its process died (a deploy, a crash loop, the machine restarting) is not the
 * job's fault and is not counted against maxAttempts; this many in a row still end a job whose file
 * kills the whole process every time.
 */
export const maxInterruptedRuns = 20;

/** Claims and runs jobs until stopped: `concurrency` loops, each polling when the queue is empty. */
export function startWorker(options: WorkerOptions): RunningWorker {
  const { db, clock, handlers } = options;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const renewEveryMs = options.renewEveryMs ?? leaseMs / 3;
  const kinds = Object.keys(handlers);
  let stopping = false;
  const inFlight = new Set<Job>();
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
    }, renewEveryMs);
    inFlight.add(job);
    try {
      await handler.run(job);
      await completeJob(db, job, clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await failJob(db, job, {
        now: clock.now(),
        error: message,
        retryInMs: retryDelayMs(job.failures),
      });
      if (status === 'failed') await handler.onGiveUp?.(job, message);
    } finally {
      clearInterval(heartbeat);
      inFlight.delete(job);
    }
  }

  async function takeOver(): Promise<void> {
    try {
      const count = await takeOverRunningJobs(db, clock.now());
      if (count > 0)
        options.log?.info(`job worker: took over ${count} job(s) left running by a stopped process`);
    } catch (error) {
      // Not fatal: those jobs are still taken over once their leases run out.
      options.log?.error(`job worker: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function loop(ready: Promise<void>): Promise<void> {
    await ready;
    while (!stopping) {
      try {
        const job = await claimJob(db, { kinds, now: clock.now(), leaseMs });
        if (job && interruptedRuns(job) >= maxInterruptedRuns) {
          // Its process died on it every time (e.g. a file that kills the whole process): stop trying.
          const error = 'Processing stopped unexpectedly on every attempt';
          await failJob(db, job, { now: clock.now(), error, retryInMs: 0, giveUp: true });
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

  const ready = options.soleWorker ? takeOver() : Promise.resolve();
  const loops = Array.from({ length: concurrency }, () => loop(ready));
  return {
    wake,
    isRunning: () => !stopping,
    jobsInFlight: () => [...inFlight],
    stop: async () => {
      stopping = true;
      wake();
      await Promise.all(loops);
    },
  };
}
