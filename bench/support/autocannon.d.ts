// autocannon ships no types and @types/autocannon is not installed: this declares only what bench/ uses.
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number };

  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    /** Load is generated in worker threads, so the client does not share the server's event loop. */
    workers?: number;
    warmup?: { connections?: number; duration?: number };
  };

  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };

  export default function autocannon(options: Options): Promise<Result>;
}
