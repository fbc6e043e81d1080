import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { AnalyticsKeywords, AnalyticsTrends } from '@shared/analytics';
import { screenHeadings } from '@client/texts/screen-headings';
import {
  analyticsTexts,
  rangeLabels,
  reportFileName,
  reportSheetNames,
} from '@client/features/analytics/analytics-texts';
import { AnalyticsPage } from './pages/analytics-page';
import { AppShell } from './pages/app-shell';
import { callApi } from './pages/investment-detail-page';
import { accessibilityViolations } from './support/accessibility';
import { desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';
import { chooseTheme } from './support/theme';

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('data analytics', () => {
  const browser = useBrowser();

  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['1440 px', desktop],
      ['375 px', mobile],
    ] as const) {
      it(
        `shows each tab with named charts and their tables, ${theme} theme, ${size}`,
        { timeout: 120_000 },
        () =>
          signedInAs(
            browser(),
            'viewer',
            async (page) => {
              if (theme === 'dark') await chooseTheme(page, 'dark');
              try {
                const analytics = new AnalyticsPage(page);
                await analytics.goto();
                expect(await new AppShell(page).heading().textContent()).toBe(screenHeadings.analytics.title);
                const trends = await callApi<AnalyticsTrends>(page, 'GET', '/api/analytics/trends?range=all');
                expect(
                  await analytics.tile(analyticsTexts.overview.totalInvestments).textContent(),
                ).toContain(trends.summary.totalInvestments.toLocaleString('en-US'));
                await analytics.chart(analyticsTexts.overview.byStatus).waitFor();
                const statuses = await analytics.table(analyticsTexts.overview.byStatus);
                expect(await statuses.getByRole('row').count()).toBe(trends.dealTrends.byStatus.length + 1);
                const found: Record<string, string[]> = {};
                const check = async (where: string) => {
                  expect(await fitsWidth(page), where).toBe(true);
                  const violations = await accessibilityViolations(page);
                  if (violations.length > 0) found[where] = violations;
                };
                await check('overview');

                await analytics.openTab(analyticsTexts.tabs.dealTrends);
                for (const title of [
                  analyticsTexts.dealTrends.fundTypes,
                  analyticsTexts.dealTrends.sizeDistribution,
                  analyticsTexts.dealTrends.strategies,
                  analyticsTexts.dealTrends.processing,
                  analyticsTexts.dealTrends.byType,
                  analyticsTexts.dealTrends.byMonth,
                ]) {
                  await analytics.chart(title).waitFor();
                }
                await check('deal trends');

                await analytics.openTab(analyticsTexts.tabs.keywords);
                const keywords = await callApi<AnalyticsKeywords>(page, 'GET', '/api/analytics/keywords');
                expect(keywords.documentsAnalyzed).toBeGreaterThan(0);
                const top = await analytics.table(analyticsTexts.keywords.top);
                const firstRow = top.getByRole('row').nth(1);
                const [first] = keywords.topKeywords;
                // The table shows counts with thousands separators, as the screen writes figures.
                expect(await firstRow.textContent()).toBe(
                  `${first.word}${first.count.toLocaleString('en-US')}`,
                );
                expect(await top.getByRole('row').count()).toBeLessThanOrEqual(11);
                await check('keywords');

                await analytics.openTab(analyticsTexts.tabs.detailed);
                await page.getByRole('button', { name: 'investments' }).click();
                const raw = page.getByLabel('investments JSON');
                await raw.waitFor();
                const shown = JSON.parse((await raw.textContent()) ?? '');
                expect(shown.kind).toBe('investments');
                expect(shown.rows.length).toBeGreaterThan(0);
                await check('detailed');
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

  it('filters every tab by the chosen range', { timeout: 60_000 }, () =>
    signedInAs(browser(), 'member', async (page) => {
      const analytics = new AnalyticsPage(page);
      await analytics.goto();
      const asked = page.waitForResponse((response) =>
        response.url().includes('/api/analytics/trends?range=7d'),
      );
      await analytics.chooseRange(rangeLabels['7d']);
      const week = (await (await asked).json()) as AnalyticsTrends;
      await expect
        .poll(() => analytics.tile(analyticsTexts.overview.totalDocuments).textContent())
        .toContain(week.summary.totalDocuments.toLocaleString('en-US'));

      const keywordsAsked = page.waitForResponse((response) =>
        response.url().includes('/api/analytics/keywords?range=7d'),
      );
      await analytics.openTab(analyticsTexts.tabs.keywords);
      expect(((await (await keywordsAsked).json()) as AnalyticsKeywords).range).toBe('7d');
      const dealsAsked = page.waitForResponse((response) =>
        response.url().includes('/api/analytics/deal-types?range=7d'),
      );
      await analytics.openTab(analyticsTexts.tabs.dealTrends);
      await dealsAsked;
    }),
  );

  it('exports the chosen range as a workbook with one sheet per tab', { timeout: 60_000 }, () =>
    signedInAs(browser(), 'viewer', async (page) => {
      const analytics = new AnalyticsPage(page);
      await analytics.goto();
      await analytics.chooseRange(rangeLabels['30d']);
      const download = await analytics.exportReport();
      expect(download.suggestedFilename()).toBe(reportFileName('30d'));
      const book = XLSX.read(await readFile(await download.path()));
      expect(book.SheetNames).toEqual([...reportSheetNames]);
      const trends = await callApi<AnalyticsTrends>(page, 'GET', '/api/analytics/trends?range=30d');
      const overview = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Overview, { header: 1 });
      expect(overview[0]).toEqual([`${analyticsTexts.tabs.overview}: ${rangeLabels['30d']}`]);
      expect(overview).toContainEqual([
        analyticsTexts.overview.totalInvestments,
        trends.summary.totalInvestments,
      ]);
    }),
  );
});
