import { readFile } from 'node:fs/promises';

/**
 * A process's resident memory in MB, from Linux's /proc; undefined elsewhere (the heap limit still
 * applies there, but memory outside the JavaScript heap goes unwatched).
 */
export async function residentMemoryMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
