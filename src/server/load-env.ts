import { existsSync } from 'node:fs';

/** Reads ./.env when present; variables already set in the environment win. */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
