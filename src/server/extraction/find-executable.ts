import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const found = new Map<string, string | undefined>();

/**
 * The full path of a program on PATH, looked up once per process (what `which` does, without
 * starting a process for it). The answer is cached: installing poppler takes a restart to notice.
 */
export function findExecutable(name: string): string | undefined {
  if (found.has(name)) return found.get(name);
  let path: string | undefined;
  for (const directory of (process.env.PATH ?? '').split(delimiter)) {
    if (!directory) continue;
    const candidate = join(directory, name);
    try {
      accessSync(candidate, constants.X_OK);
      path = candidate;
      break;
    } catch {
      // Not in this directory; keep looking.
    }
  }
  found.set(name, path);
  return path;
}
