import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo documents are processed in the background after start; answers and analyses cite them. */
export async function demoDocumentsProcessed(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const documents = (await (await page.request.get('/api/documents')).json()) as { status: string }[];
        return documents.length > 0 && documents.every((document) => document.status !== 'processing');
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
}
