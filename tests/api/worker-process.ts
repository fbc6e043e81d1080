import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { TestContext } from './helper';

/**
 * Starts `npm start` as a document worker only (ROLE=worker), a real process on the file's PostgreSQL
 * database and file store, for tests that kill it mid-job.
 */
export function useWorkerProcesses(t: TestContext): () => ChildProcess {
  const dataDirs: string[] = [];
  afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'allocator-worker-'));
    dataDirs.push(dataDir);
    symlinkSync(t.filesDir, join(dataDir, 'files'));
    return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ROLE: 'worker',
        DATABASE_URL: t.database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
  };
}
