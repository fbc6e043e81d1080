import { afterEach, describe, expect, it } from 'vitest';
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
    limits: { timeoutMs: 2_000, maxMemoryMb: 128, maxTextChars: 1_000_000, zip: defaultZipLimits },
  },
});

const readsFine = (text: string): ExtractionResult => ({ ok: true, text, warnings: [] });

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
});
