import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type Job = {
  id: number;
  kind: string;
  payload: unknown;
  /** Times the job was taken, this run included; a run cut short by a dying process counts here only. */
  attempts: number;
  /** Earlier runs whose own work failed; the job is given up when they reach maxAttempts. */
  failures: number;
  maxAttempts: number;
};

/** Earlier runs of a claimed job that neither finished nor failed: their process died holding it. */
export const interruptedRuns = (job: Job) => job.attempts - 1 - job.failures;

/** Adds a job; call it inside the transaction that creates what the job works on, so neither exists alone. */
export async function enqueueJob(
  tx: Db,
  job: { kind: string; payload: unknown; runAt: Date; maxAttempts?: number },
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      maxAttempts: job.maxAttempts ?? 3,
      runAt: job.runAt,
      createdAt: job.runAt,
      updatedAt: job.runAt,
    })
    .returning({ id: jobs.id });
  return row.id;
}

type ClaimedRow = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  failures: number;
  max_attempts: number;
};

/**
 * Claims the next job that is due, or whose worker's lease ran out (the worker died), for `leaseMs`.
 * FOR UPDATE SKIP LOCKED lets any number of processes claim side by side without taking the same job.
 */
export async function claimJob(
  db: Db,
  options: { kinds: string[]; now: Date; leaseMs: number },
): Promise<Job | null> {
  const { now, leaseMs, kinds } = options;
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${jobs} set status = 'running', attempts = attempts + 1, locked_until = ${lockedUntil}, updated_at = ${now}
    where id = (
      select id from ${jobs}
      where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and locked_until < ${now}))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, failures, max_attempts`);
  // Both drivers answer raw SQL with `{ rows }`.
  const [row] = (result as unknown as { rows: ClaimedRow[] }).rows;
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    failures: row.failures,
    maxAttempts: row.max_attempts,
  };
}

/**
 * Puts every running job back in the queue, due now. Only for a process that knows no other process can
 * be running jobs on this database (the embedded one, whose directory it has locked): a job still
 * running at its start was left by a process that died, and need not wait for its lease to run out.
 * The run stays counted as interrupted, so a job that kills its process every time is still given up.
 */
export async function takeOverRunningJobs(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', runAt: now, lockedUntil: null, updatedAt: now })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Keeps a long job's lease alive; false when the job is no longer this worker's. */
export async function extendLease(
  db: Db,
  job: Job,
  options: { now: Date; leaseMs: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    // Renewals can overlap and commit out of order: a late one must never move the lease back.
    .set({
      lockedUntil: sql`greatest(${jobs.lockedUntil}, ${new Date(options.now.getTime() + options.leaseMs)})`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob(db: Db, job: Job, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
}

/**
 * Counts a run whose own work failed against the job: puts it back with a backoff, or marks it failed
 * for good once its failures reach maxAttempts. `giveUp` marks it failed at once.
 */
export async function failJob(
  db: Db,
  job: Job,
  options: { now: Date; error: string; retryInMs: number; giveUp?: boolean },
): Promise<JobStatus> {
  const failures = job.failures + 1;
  const status: JobStatus = options.giveUp || failures >= job.maxAttempts ? 'failed' : 'queued';
  await db
    .update(jobs)
    .set({
      status,
      failures,
      lastError: options.error.slice(0, 2000),
      lockedUntil: null,
      runAt: new Date(options.now.getTime() + options.retryInMs),
      updatedAt: options.now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts)));
  return status;
}

export async function jobStatus(
  db: Db,
  id: number,
): Promise<{ status: JobStatus; attempts: number; failures: number; lastError: string | null }> {
  const [row] = await db
    .select({
      status: jobs.status,
      attempts: jobs.attempts,
      failures: jobs.failures,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return { ...row, status: row.status as JobStatus };
}
