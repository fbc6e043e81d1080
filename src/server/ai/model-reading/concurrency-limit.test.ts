import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, and runs every task', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const task = async (value: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return value;
    };
    expect(await Promise.all([1, 2, 3, 4, 5].map((value) => run(() => task(value))))).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(most).toBe(2);
  });

  it('frees its place when a task fails', async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });

  it('lets a waiting task of the now lane go before the background ones waiting longer', async () => {
    const run = concurrencyLimit(1);
    const order: string[] = [];
    let release = () => {};
    const first = run(() => new Promise<void>((resolve) => (release = resolve)));
    const tasks = [
      run(async () => void order.push('background 1'), 'background'),
      run(async () => void order.push('background 2'), 'background'),
      run(async () => void order.push('upload'), 'now'),
    ];
    release();
    await Promise.all([first, ...tasks]);
    expect(order).toEqual(['upload', 'background 1', 'background 2']);
  });
});
