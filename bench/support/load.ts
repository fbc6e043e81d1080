import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  headers?: Record<string, string>;
  /** Seconds of measured load; BENCH_SECONDS overrides the default so a quick run is possible. */
  seconds?: number;
  connections?: number;
};

export type Measurement = { rps: number; p99Ms: number; requests: number };

const defaultSeconds = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Drives one URL over real HTTP: a one-second warm-up (JIT, connection pools, PGlite's caches) and then
 * the measured run. A reply other than 2xx fails the measurement: an expired session answering 401
 * quickly would otherwise look like a fast route.
 */
export async function measure(options: LoadOptions): Promise<Measurement> {
  const connections = options.connections ?? 10;
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections,
    duration: options.seconds ?? defaultSeconds,
    // One worker thread: the load generator gets its own event loop (the second core) instead of
    // stealing time from the server it measures.
    workers: 1,
    warmup: { connections, duration: 1 },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p99Ms: result.latency.p99, requests: result.requests.total };
}
