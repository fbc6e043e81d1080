import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultOcrSettings } from './extractor';
import { defaultZipLimits } from './zip-bomb-guard';
import type { ExtractionResult } from './extraction-result';
import { createSandboxPool, type SandboxPool } from './sandbox-pool';
import type { SandboxTask } from './sandbox-protocol';
import { makeDocx } from './test-support/make-docx';

const parseTask = (text: string): SandboxTask => ({
  type: 'parse',
  request: {
    source: { bytes: makeDocx([text]) },
    kind: 'docx',
    limits: {
      timeoutMs: 2_000,
      maxMemoryMb: 128,
      maxTextChars: 1_000_000,
      zip: defaultZipLimits,
      ocr: defaultOcrSettings,
    },
  },
});

const readsFine = (text: string): ExtractionResult => ({ ok: true, text, tables: [], warnings: [] });

/** This process's running sandboxes (Linux: read from /proc). */
function sandboxPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (Number(parent) === process.pid && state !== 'Z' && command.includes('sandbox-entry.mjs')) {
        pids.push(Number(entry));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

describe('createSandboxPool', () => {
  let pool: SandboxPool | undefined;
  afterEach(() => pool?.close());

  /** Proves the server's own event loop stayed free: a timer keeps firing while sandboxes misbehave. */
  function heartbeat() {
    let beats = 0;
    const timer = setInterval(() => beats++, 50);
    return {
      stop() {
        clearInterval(timer);
        return beats;
      },
    };
  }

  it('kills a sandbox that spins past the timeout, and the next file is read', async () => {
    pool = createSandboxPool({ poolSize: 1, timeoutMs: 2_000, maxMemoryMb: 128, allowFaults: true });
    const beat = heartbeat();
    const started = performance.now();
    expect(await pool.run({ type: 'fault', fault: 'hang' })).toEqual({
      ok: false,
      reason: 'The file took too long to read (over 2 s)',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(beat.stop()).toBeGreaterThan(20);
    expect(await pool.run(parseTask('After the hang'))).toEqual(readsFine('After the hang'));
  });

  it('gives a file that reports progress timeoutMs again after each report, up to maxRunMs in all', async () => {
    pool = createSandboxPool({
      poolSize: 1,
      timeoutMs: 400,
      maxRunMs: 2_000,
      maxMemoryMb: 128,
      allowFaults: true,
    });
    let reports = 0;
    const started = performance.now();
    const result = await pool.run({ type: 'fault', fault: 'endless-progress' }, () => reports++);
    expect(result).toEqual({ ok: false, reason: 'The file took too long to read (over 2 s)' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(reports).toBeGreaterThan(10);
    expect(await pool.run(parseTask('After the progress'))).toEqual(readsFine('After the progress'));
  });

  it.each([
    ['dies of a signal (a native crash)', 'segfault', 'The reader crashed on this file (it may be corrupt)'],
    ['throws outside any handler', 'uncaught', 'The reader crashed on this file (it may be corrupt)'],
    ['exhausts its JavaScript heap', 'heap', 'The file needs more memory than allowed to read'],
    [
      'grows Buffers the heap limit does not count',
      'buffers',
      'The file needs more memory than allowed to read',
    ],
  ] as const)('answers for a sandbox that %s, and keeps serving', async (_, fault, reason) => {
    pool = createSandboxPool({ poolSize: 1, timeoutMs: 20_000, maxMemoryMb: 128, allowFaults: true });
    expect(await pool.run({ type: 'fault', fault })).toMatchObject({ ok: false, reason });
    expect(await pool.run(parseTask(`After ${fault}`))).toEqual(readsFine(`After ${fault}`));
  });

  it('reads files side by side up to the pool size, and queues the rest', async () => {
    pool = createSandboxPool({ poolSize: 2, timeoutMs: 20_000, maxMemoryMb: 128 });
    const texts = ['One', 'Two', 'Three', 'Four', 'Five'];
    const results = await Promise.all(texts.map((text) => pool?.run(parseTask(text))));
    expect(results).toEqual(texts.map(readsFine));
  });

  it('ignores fault tasks unless the pool allows them', async () => {
    pool = createSandboxPool({ poolSize: 1, timeoutMs: 20_000, maxMemoryMb: 128 });
    expect(await pool.run({ type: 'fault', fault: 'segfault' })).toEqual({
      ok: false,
      reason: 'Fault injection is disabled',
    });
  });

  it('answers waiting and running files when closed', async () => {
    pool = createSandboxPool({ poolSize: 1, timeoutMs: 20_000, maxMemoryMb: 128, allowFaults: true });
    const running = pool.run({ type: 'fault', fault: 'hang' });
    const waiting = pool.run(parseTask('Never read'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await pool.close();
    const closed = { ok: false, reason: 'Reading was cancelled because the server is stopping' };
    expect(await running).toEqual(closed);
    expect(await waiting).toEqual(closed);
    expect(await pool.run(parseTask('After close'))).toEqual(closed);
  });

  // A terminal's Ctrl-C or a container stop signals the sandboxes at the same moment as the server.
  it('keeps a sandbox that gets SIGINT or SIGTERM, for the server to end when it has stopped', async () => {
    pool = createSandboxPool({ poolSize: 1, timeoutMs: 20_000, maxMemoryMb: 128 });
    expect(await pool.run(parseTask('Before the signal'))).toEqual(readsFine('Before the signal'));
    const [sandbox] = sandboxPids();
    process.kill(sandbox, 'SIGINT');
    process.kill(sandbox, 'SIGTERM');
    expect(await pool.run(parseTask('After the signal'))).toEqual(readsFine('After the signal'));
    expect(sandboxPids()).toEqual([sandbox]);
  });

  it('replaces a sandbox signalled to stop while it starts, failing no file', async () => {
    pool = createSandboxPool({ poolSize: 1, timeoutMs: 20_000, maxMemoryMb: 128 });
    const reading = pool.run(parseTask('Read by the next sandbox'));
    const [starting] = sandboxPids();
    process.kill(starting, 'SIGTERM');
    expect(await reading).toEqual(readsFine('Read by the next sandbox'));
    expect(sandboxPids()).not.toContain(starting);
  });
});
