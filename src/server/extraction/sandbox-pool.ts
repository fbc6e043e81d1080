import { fork, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { refused, type ExtractionResult } from './extraction-result';
import { residentMemoryMb } from './process-memory';
import { extractionReasons } from './reasons';
import {
  copyResult,
  faultsAllowedVariable,
  isSandboxReport,
  retireAboveMbVariable,
  type ExtractionProgress,
  type SandboxReport,
  type SandboxTask,
} from './sandbox-protocol';

/**
 * A pool of sandbox processes that read untrusted files. Processes rather than worker threads: a
 * native crash in a worker thread takes the whole server with it, and a worker's resourceLimits do
 * not count Buffers, while a process can be watched as a whole and killed with everything it started.
 */
export type SandboxPoolOptions = {
  poolSize: number;
  /**
   * Per file, from the moment a sandbox takes it (waiting in the queue does not count), and again from
   * each progress report (an OCR page begun), up to maxRunMs in all.
   */
  timeoutMs: number;
  /** The longest a file that keeps reporting progress may take; timeoutMs when absent. */
  maxRunMs?: number;
  /** The JavaScript heap of each sandbox; its whole resident memory may exceed it by `overheadMb`. */
  maxMemoryMb: number;
  /** Files a sandbox reads before it is replaced, so a parser's leaks cannot pile up. */
  maxFilesPerSandbox?: number;
  /** Lets tests send fault tasks; a sandbox ignores them otherwise. */
  allowFaults?: boolean;
};

export type SandboxPool = {
  run(task: SandboxTask, onProgress?: (progress: ExtractionProgress) => void): Promise<ExtractionResult>;
  /** Ends every sandbox; files still waiting or being read are answered with the 'closed' reason. */
  close(): Promise<void>;
};

/**
 * Room for what is not the file's: Node and the parsers' code take about 110 MB, and 200 MB once
 * pdf.js has run. A sandbox is killed when its resident memory passes maxMemoryMb plus this.
 */
export const overheadMb = 192;
/** A sandbox starts in about half a second; one that has not in this long never will. */
const startupTimeoutMs = 30_000;
const memoryCheckMs = 100;
const stderrTailChars = 4096;
const retireGraceMs = 5_000;

type Job = {
  id: number;
  task: SandboxTask;
  settle: (result: ExtractionResult) => void;
  onProgress?: (progress: ExtractionProgress) => void;
  startedAt?: number;
};

type Sandbox = {
  child: ChildProcess;
  ready: boolean;
  job?: Job;
  filesRead: number;
  stderrTail: string;
  exited: Promise<void>;
  /** Kills a sandbox that never reports ready; its exit then answers a waiting file. */
  startup: NodeJS.Timeout;
  deadline?: NodeJS.Timeout;
  memoryWatch?: NodeJS.Timeout;
};

const entryFile = fileURLToPath(new URL('./sandbox-entry.mjs', import.meta.url));

/** The sandbox gets no secrets: only what locating programs, temporary files and text encoding need. */
function sandboxEnvironment(allowFaults: boolean, retireAboveMb: number): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'HOME']) {
    const value = process.env[name];
    if (value !== undefined) environment[name] = value;
  }
  if (allowFaults) environment[faultsAllowedVariable] = '1';
  environment[retireAboveMbVariable] = String(retireAboveMb);
  return environment;
}

/** Kills the sandbox's whole process group, so a pdftotext it started dies with it. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid === undefined) throw new Error('no pid');
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Idle sandboxes must not keep the server's event loop alive; busy ones must. */
function holdEventLoop(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr instanceof Socket ? child.stderr : undefined];
  for (const handle of handles) {
    if (hold) handle?.ref();
    else handle?.unref();
  }
}

export function createSandboxPool(options: SandboxPoolOptions): SandboxPool {
  const { poolSize, timeoutMs, maxMemoryMb } = options;
  const maxRunMs = Math.max(options.maxRunMs ?? timeoutMs, timeoutMs);
  const maxFilesPerSandbox = options.maxFilesPerSandbox ?? 100;
  // Allocators rarely give memory back: a sandbox left large by one file (a big DOCX leaves 350 MB)
  // would give the next less than its share, so past this it is replaced instead.
  const retireAboveMb = overheadMb + maxMemoryMb / 4;
  const environment = sandboxEnvironment(options.allowFaults ?? false, retireAboveMb);
  const sandboxes = new Set<Sandbox>();
  const queue: Job[] = [];
  let nextJobId = 1;
  let closed = false;

  function spawnSandbox(): void {
    const child = fork(entryFile, [], {
      // Not the server's own flags: its --import tsx would undo what sandbox-entry.mjs does.
      execArgv: [`--max-old-space-size=${maxMemoryMb}`, '--expose-gc'],
      env: environment,
      serialization: 'advanced',
      // Its own process group, so a kill reaches the programs it started (see killGroup).
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const sandbox: Sandbox = {
      child,
      ready: false,
      startup: setTimeout(() => killGroup(child), startupTimeoutMs),
      filesRead: 0,
      stderrTail: '',
      exited: new Promise((resolve) => {
        child.once('close', () => resolve());
        child.once('error', () => resolve());
      }),
    };
    sandboxes.add(sandbox);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      sandbox.stderrTail = (sandbox.stderrTail + chunk).slice(-stderrTailChars);
    });
    child.on('message', (message) => {
      if (isSandboxReport(message)) onReport(sandbox, message);
    });
    child.once('exit', (code, signal) => onExit(sandbox, `exit code ${code}, signal ${signal}`, signal));
    child.once('error', (error) => {
      onExit(sandbox, error.message);
      killGroup(child);
    });
  }

  function stopWatching(sandbox: Sandbox): void {
    clearTimeout(sandbox.deadline);
    clearInterval(sandbox.memoryWatch);
    sandbox.deadline = undefined;
    sandbox.memoryWatch = undefined;
  }

  function settle(sandbox: Sandbox, result: ExtractionResult): void {
    stopWatching(sandbox);
    const job = sandbox.job;
    sandbox.job = undefined;
    job?.settle(result);
  }

  /** Answers the sandbox's file with `result`, kills the sandbox and lets a fresh one take its place. */
  function discard(sandbox: Sandbox, result: ExtractionResult): void {
    settle(sandbox, result);
    sandboxes.delete(sandbox);
    killGroup(sandbox.child);
    pump();
  }

  /** timeoutMs from now, but never past the job's maxRunMs. */
  function armDeadline(sandbox: Sandbox, job: Job): void {
    clearTimeout(sandbox.deadline);
    const startedAt = job.startedAt ?? Date.now();
    const waitMs = Math.min(timeoutMs, startedAt + maxRunMs - Date.now());
    const limitMs = waitMs < timeoutMs ? maxRunMs : timeoutMs;
    sandbox.deadline = setTimeout(
      () => discard(sandbox, refused(extractionReasons.timeout(limitMs))),
      Math.max(waitMs, 0),
    );
  }

  function watch(sandbox: Sandbox, job: Job): void {
    job.startedAt = Date.now();
    armDeadline(sandbox, job);
    const pid = sandbox.child.pid;
    if (pid === undefined) return;
    sandbox.memoryWatch = setInterval(() => {
      void residentMemoryMb(pid).then((megabytes) => {
        // The reading is asynchronous: it counts only if the same file is still being read.
        if (megabytes !== undefined && megabytes > maxMemoryMb + overheadMb && sandbox.job === job) {
          discard(sandbox, refused(extractionReasons.memory, `resident memory ${Math.round(megabytes)} MB`));
        }
      });
    }, memoryCheckMs);
  }

  function assign(sandbox: Sandbox, job: Job): void {
    sandbox.job = job;
    holdEventLoop(sandbox.child, true);
    watch(sandbox, job);
    sandbox.child.send({ type: 'run', id: job.id, task: job.task }, (error) => {
      if (error && sandbox.job === job) discard(sandbox, refused(extractionReasons.crashed, error.message));
    });
  }

  function pump(): void {
    if (closed) return;
    while (queue.length > 0) {
      const idle = [...sandboxes].find((sandbox) => sandbox.ready && !sandbox.job);
      if (idle) {
        assign(idle, queue.shift() as Job);
        continue;
      }
      const starting = [...sandboxes].filter((sandbox) => !sandbox.ready).length;
      if (sandboxes.size >= poolSize || starting >= queue.length) break;
      spawnSandbox();
    }
  }

  function retire(sandbox: Sandbox): void {
    sandboxes.delete(sandbox);
    // The sandbox exits when its channel closes; the kill is for one that does not.
    sandbox.child.disconnect();
    setTimeout(() => killGroup(sandbox.child), retireGraceMs).unref();
  }

  function onReport(sandbox: Sandbox, report: SandboxReport): void {
    if (report.type === 'ready') {
      clearTimeout(sandbox.startup);
      sandbox.ready = true;
    } else if (report.type === 'progress') {
      const job = sandbox.job;
      if (job?.id === report.id && sandbox.deadline) {
        armDeadline(sandbox, job);
        job.onProgress?.(report.progress);
      }
      return;
    } else if (report.type === 'result' && sandbox.job?.id === report.id) {
      settle(sandbox, copyResult(report.result));
      sandbox.filesRead++;
      const bloated = report.residentMb > retireAboveMb;
      if (bloated || sandbox.filesRead >= maxFilesPerSandbox) retire(sandbox);
    }
    pump();
    if (!sandbox.job && sandboxes.has(sandbox)) holdEventLoop(sandbox.child, false);
  }

  function exitReason(sandbox: Sandbox, how: string): ExtractionResult {
    const detail = `sandbox ended (${how}): ${sandbox.stderrTail.trim().slice(-1000)}`;
    // V8 prints this when the heap limit is reached, then aborts.
    const outOfMemory = /heap out of memory|allocation failed/i.test(sandbox.stderrTail);
    return refused(outOfMemory ? extractionReasons.memory : extractionReasons.crashed, detail);
  }

  function onExit(sandbox: Sandbox, how: string, signal?: NodeJS.Signals | null): void {
    clearTimeout(sandbox.startup);
    const wasPooled = sandboxes.delete(sandbox);
    // A sandbox ignores SIGINT and SIGTERM once started (see sandbox-entry.mjs); one that gets them while
    // starting, from a Ctrl-C or a container stop that signals every process, was told to stop rather
    // than unable to start: another takes its place and no file is failed for it.
    const toldToStop = !sandbox.ready && (signal === 'SIGINT' || signal === 'SIGTERM');
    if (sandbox.job) {
      settle(sandbox, exitReason(sandbox, how));
    } else if (wasPooled && !sandbox.ready && !closed && !toldToStop) {
      // A sandbox that cannot even start would be restarted forever; each failed start answers
      // one waiting file instead, so the queue drains.
      queue
        .shift()
        ?.settle(
          refused(extractionReasons.readerUnavailable, `sandbox ended (${how}): ${sandbox.stderrTail}`),
        );
    }
    pump();
  }

  return {
    run(task, onProgress) {
      if (closed) return Promise.resolve(refused(extractionReasons.closed));
      return new Promise((settleJob) => {
        queue.push({ id: nextJobId++, task, settle: settleJob, onProgress });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.settle(refused(extractionReasons.closed));
      const exits: Promise<void>[] = [];
      for (const sandbox of sandboxes) {
        settle(sandbox, refused(extractionReasons.closed));
        // Held until it has exited, or the server could quit with close() still pending.
        holdEventLoop(sandbox.child, true);
        killGroup(sandbox.child);
        exits.push(sandbox.exited);
      }
      sandboxes.clear();
      await Promise.all(exits);
    },
  };
}
