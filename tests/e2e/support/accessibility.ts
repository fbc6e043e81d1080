import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axePath = '/__axe-core.js';
const servingAxe = new WeakSet<BrowserContext>();

/**
 * axe-core's WCAG 2.2 A and AA checks over the page as it is now, one line per failing element. axe is
 * served from the app's own origin, because the app's CSP allows only same-origin scripts. It runs once
 * every animation has finished.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const context = page.context();
  if (!servingAxe.has(context)) {
    servingAxe.add(context);
    await context.route(`**${axePath}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: axeSource }),
    );
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: axePath });
  // Mid-fade a dialog's text is partly transparent, which axe would measure as low contrast.
  await page.evaluate(() =>
    Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
  );
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}: ${violation.help}`),
  );
}
