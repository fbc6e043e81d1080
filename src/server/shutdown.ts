import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { DocumentExtractor } from './extraction/extractor';
import type { RunningWorker } from './jobs/worker';

export type ShutdownParts = {
  app: FastifyInstance | null;
  worker: RunningWorker | null;
  extractor: DocumentExtractor | null;
  database: Database;
  /** How long running requests and jobs may take to finish before the process exits anyway. */
  timeoutMs: number;
};

/** A connection that finishes its last request once closing has begun is closed within this. */
const idleSweepMs = 50;

/**
 * On SIGTERM or SIGINT: stop taking requests and jobs, let running ones finish for `timeoutMs`, then
 * exit anyway, saying what was still running. A process manager or a container stop would otherwise
 * kill the process at a moment of its choosing. Repeated signals are ignored: a terminal's Ctrl-C under
 * `npm start` reaches the server twice, from the terminal and again from npm.
 */
export function stopOnSignals(parts: ShutdownParts): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void shutdown(parts, signal);
    });
  }
}

async function shutdown(parts: ShutdownParts, signal: string): Promise<never> {
  const { app, worker, extractor, database, timeoutMs } = parts;
  console.log(`${signal} received, closing`);
  const waiting = new Set<string>();
  const deadline = setTimeout(() => {
    const jobs = (worker?.jobsInFlight() ?? []).map(
      (job) => `${job.kind} job ${job.id} (attempt ${job.attempts})`,
    );
    const what = [...waiting].flatMap((step) =>
      step !== 'jobs' ? [step] : jobs.length > 0 ? jobs : ['the job worker to stop'],
    );
    console.error(`Stopped waiting after ${timeoutMs / 1000} s for: ${what.join(', ')}; exiting`);
    // The sandboxes are in process groups of their own: ended here, or a file being read outlives us.
    void extractor?.close();
    process.exit(1);
  }, timeoutMs);

  async function step(name: string, work: Promise<unknown> | undefined): Promise<void> {
    waiting.add(name);
    await work;
    waiting.delete(name);
  }

  // Connections idle now are closed by app.close(); one still answering a request, once it has answered.
  const sweep = app ? setInterval(() => app.server.closeIdleConnections(), idleSweepMs) : undefined;
  // A job cut short by the deadline is run again: at once by the next process on the embedded database,
  // after its lease by another process on a server.
  await Promise.all([
    step('requests in flight', app?.close()).finally(() => clearInterval(sweep)),
    step('jobs', worker?.stop()),
  ]);
  await step('the document readers to stop', extractor?.close());
  await step('the database to close', database.close());
  clearTimeout(deadline);
  process.exit(0);
}
