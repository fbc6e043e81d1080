import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../../scripts/find-chromium';

/**
 * Headless Chromium with the end-to-end tests' launch arguments (tests/e2e/support/browser.ts). That
 * module reads vitest's injected context, so it cannot be imported outside vitest; the list is repeated.
 */
export async function launchBenchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH or install /usr/bin/chromium)');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Builds dist/client when it is missing or older than the sources, as `npm start` does. */
export function buildClientIfNeeded(): void {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed');
}
