import { chromium, type Browser } from 'playwright-core';
import { findChromium } from './find-chromium';

/** Headless Chromium as the browser tests and the benchmarks run it: no sandbox, GPU or network chatter. */
export async function launchChromium(): Promise<Browser> {
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
