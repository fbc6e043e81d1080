// Builds the client when dist/client is missing or older than any client or shared source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const stale =
  !existsSync(built) ||
  sources.some((path) => existsSync(path) && newestMtime(path) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the client…');
  // A test runner's NODE_ENV=test would otherwise give React's slower development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
