// `npm run bench [-- name…]`: runs every benchmark in turn (or those named) and prints their tables.
// One at a time, in one process: concurrent benchmarks would measure each other.

/** What every bench/*.bench.ts exports. */
export type BenchmarkModule = { run: () => Promise<void> };

/** Each benchmark is loaded only when it runs, so a filtered run does not pay for the others' imports. */
const benchmarks: Record<string, () => Promise<BenchmarkModule>> = {
  'auth-routes': () => import('./auth-routes.bench'),
  pipeline: () => import('./pipeline.bench'),
  documents: () => import('./documents.bench'),
  analysis: () => import('./analysis.bench'),
  analyst: () => import('./analyst.bench'),
  analytics: () => import('./analytics.bench'),
  ocr: () => import('./ocr.bench'),
  'model-reading': () => import('./model-reading.bench'),
  audit: () => import('./audit.bench'),
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(1);
}

const started = Date.now();
for (const [name, load] of Object.entries(benchmarks)) {
  if (requested.length > 0 && !requested.includes(name)) continue;
  console.log(`\n== ${name}`);
  const benchmarkStarted = Date.now();
  const benchmark = await load();
  await benchmark.run();
  console.log(`(${name}: ${((Date.now() - benchmarkStarted) / 1000).toFixed(0)} s)`);
}
console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s (Node ${process.versions.node}).`);
