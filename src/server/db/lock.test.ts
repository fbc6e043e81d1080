import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'allocator-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by a live process and frees it on release', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'allocator.lock'), String(holder.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      holder.kill();
    }
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'allocator.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'allocator.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'allocator.lock'), '2147483646');
    const release = lockDataDir(dir);
    release();
  });
});
