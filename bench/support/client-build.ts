import { spawnSync } from 'node:child_process';

/** Builds dist/client when it is missing or older than the sources, as `npm start` does. */
export function buildClientIfNeeded(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed');
}
