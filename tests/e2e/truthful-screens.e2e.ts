import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AnalyticsDealTypes, AnalyticsTrends } from '@shared/analytics';
import type { DocumentListItem } from '@shared/document';
import { formatFileSize } from '@shared/file-size';
import type { Metrics } from '@shared/metrics';
import { analyticsTexts } from '@client/features/analytics/analytics-texts';
import { pipelineTexts } from '@client/features/pipeline/pipeline-texts';
import { toolsStatLabels } from '@client/features/tools/tools-catalogue';
import { toolTexts } from '@client/features/tools/tools-texts';
import { AnalyticsPage } from './pages/analytics-page';
import { DocumentsPage } from './pages/documents-page';
import { callApi } from './pages/investment-detail-page';
import { PipelinePage } from './pages/pipeline-page';
import { ToolsPage } from './pages/tools-page';
import { accessibilityViolations } from './support/accessibility';
import { desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';
import { chooseTheme } from './support/theme';

/** Screens that show the team's own data, all of it, and nothing the data does not support. */
const run = Date.now();
const sizes = [
  ['1440 px', desktop],
  ['375 px', mobile],
] as const;

async function tableNames(analytics: AnalyticsPage, title: string): Promise<string[]> {
  const table = await analytics.table(title);
  const rows = await table.getByRole('row').all();
  return Promise.all(
    rows.slice(1).map(async (row) => (await row.getByRole('cell').first().textContent()) ?? ''),
  );
}

async function checkAnalytics(page: Page): Promise<void> {
  const analytics = new AnalyticsPage(page);
  await analytics.goto();
  const trends = await callApi<AnalyticsTrends>(page, 'GET', '/api/analytics/trends');
  const geographies = trends.dealTrends.byGeography.map((group) => group.name);
  expect(geographies).toContain('Latin America');
  expect(geographies.length).toBeGreaterThan(5);
  // The chart draws the largest four and 'Other'; the table lists every geography.
  await analytics.chart(analyticsTexts.overview.byGeography).getByText(analyticsTexts.other).waitFor();
  expect(await tableNames(analytics, analyticsTexts.overview.byGeography)).toEqual(geographies);

  await analytics.openTab(analyticsTexts.tabs.dealTrends);
  const dealTypes = await callApi<AnalyticsDealTypes>(page, 'GET', '/api/analytics/deal-types');
  const strategies = await tableNames(analytics, analyticsTexts.dealTrends.strategies);
  expect(strategies).toEqual(dealTypes.strategies.map((strategy) => strategy.name));
  expect(strategies).toEqual(expect.arrayContaining(['Real Estate', 'Secondaries', 'Venture Capital']));
}

async function checkTools(page: Page): Promise<void> {
  await new ToolsPage(page).goto();
  const metrics = await callApi<Metrics>(page, 'GET', '/api/metrics');
  const strip = page.getByRole('region', { name: toolTexts.statsLabel });
  const figure = (label: string) =>
    strip.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect
    .poll(() => figure(toolsStatLabels.documentsProcessed).textContent())
    .toBe(metrics.documentsProcessed.toLocaleString('en-US'));
  expect(await figure(toolsStatLabels.memosGenerated).textContent()).toBe(
    metrics.memosGenerated.toLocaleString('en-US'),
  );
  expect(await figure(toolsStatLabels.aiQueries).textContent()).toBe(
    metrics.aiQueries.toLocaleString('en-US'),
  );
}

async function checkDocumentSizes(page: Page): Promise<void> {
  await new DocumentsPage(page).goto();
  const documents = await callApi<DocumentListItem[]>(page, 'GET', '/api/documents');
  const small = documents.find((document) => document.fileSize < 1_048_576);
  expect(small).toBeDefined();
  await page.getByText(formatFileSize(small!.fileSize, 1), { exact: true }).first().waitFor();
  expect(await page.getByText('0.0 MB').count()).toBe(0);
}

async function checkIrrArrows(page: Page, mobileLayout: boolean, theme: string): Promise<void> {
  const pipeline = new PipelinePage(page);
  const prefix = `Trend ${theme} ${mobileLayout ? 'narrow' : 'wide'} ${run}`;
  const changed = await pipeline.createThroughApi({ name: `${prefix} Changed`, irr: '18%' });
  await callApi(page, 'PATCH', `/api/investments/${changed.id}`, { irr: '22.5%' });
  await pipeline.createThroughApi({ name: `${prefix} Unchanged`, irr: '27%' });
  await pipeline.goto();
  await pipeline.search(prefix);
  const shown = (name: string) => (mobileLayout ? pipeline.card(name) : pipeline.row(name));
  await shown(`${prefix} Changed`)
    .getByRole('img', { name: pipelineTexts.irrTrend('up', '18%') })
    .waitFor();
  await shown(`${prefix} Unchanged`).waitFor();
  expect(await shown(`${prefix} Unchanged`).getByRole('img').count()).toBe(0);
}

describe('screens that show the real data', () => {
  const browser = useBrowser();

  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of sizes) {
      it(
        `analytics lists every category, tools counts the team's work, sizes read in KB and IRR arrows need a change, ${theme} theme, ${size}`,
        { timeout: 180_000 },
        () =>
          signedInAs(
            browser(),
            'member',
            async (page) => {
              if (theme === 'dark') await chooseTheme(page, 'dark');
              try {
                const found: Record<string, string[]> = {};
                const check = async (where: string) => {
                  const violations = await accessibilityViolations(page);
                  if (violations.length > 0) found[where] = violations;
                };
                await checkAnalytics(page);
                await check('analytics');
                await checkTools(page);
                await check('tools');
                await checkDocumentSizes(page);
                await check('documents');
                await checkIrrArrows(page, viewport === mobile, theme);
                await check('pipeline');
                expect(found).toEqual({});
              } finally {
                if (theme === 'dark') await chooseTheme(page, 'light');
              }
            },
            viewport,
          ),
      );
    }
  }
});
