import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => Boolean(path));

/** Path of an installed Chromium, or undefined when none is found. */
export function findChromium(): string | undefined {
  return candidates.find((path) => existsSync(path));
}
