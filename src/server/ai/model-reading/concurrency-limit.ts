/** Whose task it is: a document just uploaded goes before the background re-reading of older ones. */
export type Lane = 'now' | 'background';

/**
 * Runs at most `limit` tasks at once; the rest wait their turn, first come first served within a lane,
 * the `now` lane always before the `background` one.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: Record<Lane, Array<() => void>> = { now: [], background: [] };
  return async function run<T>(task: () => Promise<T>, lane: Lane = 'now'): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting[lane].push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      (waiting.now.shift() ?? waiting.background.shift())?.();
    }
  };
}
