/** The q-th quantile (0..1) of some samples, nearest-rank; NaN when there are none. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5);

/** Milliseconds `work` took, by the monotonic clock. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

export const formatMs = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));
export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}x`;
export const megabytes = (bytes: number) => bytes / (1024 * 1024);
