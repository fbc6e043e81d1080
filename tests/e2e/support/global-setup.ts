import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freePort, startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Builds the client and starts the app as `npm start` would, on a fresh embedded database seeded
 * with the demo team, for the browser tests to drive.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed');
  const app = await startAppServer(await freePort());
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}
