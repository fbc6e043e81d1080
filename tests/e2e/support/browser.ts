import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../../../scripts/launch-chromium';

/** The app under test; global-setup starts it on a fresh seeded database and provides its URL. */
export function baseUrl(): string {
  return inject('baseUrl');
}

export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 375, height: 812 };

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = desktop,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  return { context, page };
}

/** One Chromium for a test file: launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll; use it inside a test');
    return browser;
  };
}
