import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Activity } from '@shared/activity';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import type { Investment } from '@shared/investment';
import {
  dashboardLimits,
  dashboardPipelineFilters,
  investmentTexts,
} from '@client/texts/investment-messages';
import type { Metrics } from '@shared/metrics';
import { DashboardPage } from './pages/dashboard-page';
import { desktop, mobile, newPage, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

const count = (value: number) => value.toLocaleString('en-US');

describe('dashboard', () => {
  const browser = useBrowser();

  /** Signs in as a demo member in a fresh context at this size, opens the dashboard, runs the steps. */
  const asDemoMember = (
    viewport: typeof desktop,
    steps: (dashboard: DashboardPage, page: Page, context: BrowserContext) => Promise<void>,
  ) =>
    signedInAs(
      browser(),
      'member',
      async (page, context) => {
        const dashboard = new DashboardPage(page);
        await dashboard.goto();
        await steps(dashboard, page, context);
      },
      viewport,
    );

  /** Registers a brand-new team (so it has no data at all) in a fresh context and opens its dashboard. */
  async function asNewTeam(
    viewport: typeof desktop,
    steps: (dashboard: DashboardPage, page: Page) => Promise<void>,
  ) {
    const { context, page } = await newPage(browser(), viewport);
    try {
      const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const registered = await context.request.post('/api/register', {
        data: {
          email: `dashboard-${unique}@example.com`,
          password: 'dashboard-e2e-password',
          firstName: 'Dana',
          lastName: 'Empty',
          teamName: `Empty Team ${unique}`,
        },
      });
      expect(registered.status()).toBe(201);
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      await steps(dashboard, page);
    } finally {
      await context.close();
    }
  }

  it('shows the demo team’s real counts and its live investments', () =>
    asDemoMember(desktop, async (dashboard, _page, context) => {
      const metrics = await getJson<Metrics>(context, '/api/metrics');
      const investments = await getJson<Investment[]>(context, '/api/investments');
      const live = investments.filter((investment) => investment.status !== 'archived');
      expect(metrics.activePipeline).toBe(
        live.filter((investment) => investment.status !== 'rejected').length,
      );

      expect(await dashboard.metricCard('Active Pipeline').textContent()).toContain(
        count(metrics.activePipeline),
      );
      expect(await dashboard.metricCard('Active Pipeline').getAttribute('href')).toBe('/pipeline');
      expect(await dashboard.metricCard('Documents').textContent()).toContain(
        `${count(metrics.totalDocuments)}${dashboardTexts.thisWeek(count(metrics.documentsThisWeek))}`,
      );
      expect(await dashboard.metricCard('Total AUM').textContent()).toContain(metrics.totalAUM);
      expect(await dashboard.metricCard('Memos Generated').textContent()).toContain(
        `${count(metrics.memosGenerated)}${dashboardTexts.thisWeek(count(metrics.memosThisWeek))}`,
      );
      expect(await dashboard.metricCard('AI Queries').textContent()).toContain(count(metrics.aiQueries));

      await expect
        .poll(() => dashboard.pipelineInvestments().allTextContents())
        .toEqual(live.slice(0, dashboardLimits.pipeline).map((investment) => investment.name));
      await dashboard.showPipeline(dashboardPipelineFilters[2].label);
      await expect
        .poll(() => dashboard.pipelineInvestments().allTextContents())
        .toEqual(
          live
            .filter((investment) => investment.type === 'co-investment')
            .slice(0, dashboardLimits.pipeline)
            .map((investment) => investment.name),
        );
      const first = dashboard.pipelineInvestments().first();
      const firstCoInvestment = live.find((investment) => investment.type === 'co-investment');
      expect(await first.getAttribute('href')).toBe(`/investments/${firstCoInvestment?.id}`);
    }));

  it('lists the team’s activity, newest first, in the Notifications panel', () =>
    asDemoMember(desktop, async (dashboard, _page, context) => {
      const activities = await getJson<Activity[]>(context, '/api/activities');
      const recent = dashboard.analyticsCard.getByRole('list', { name: dashboardTexts.recentActivity });
      await expect
        .poll(() => recent.getByRole('listitem').count())
        .toBe(Math.min(activities.length, dashboardLimits.recentActivity));

      await dashboard.openNotifications();
      await expect.poll(() => dashboard.notifications().count()).toBe(activities.length);
      expect(await dashboard.notifications().first().textContent()).toContain(activities[0].description);

      await dashboard.notificationsPanel.getByRole('button', { name: 'Close' }).click();
      await dashboard.notificationsPanel.waitFor({ state: 'hidden' });
    }));

  it('opens the Add New Investment dialog from Add Investment', () =>
    asDemoMember(desktop, async (dashboard) => {
      await dashboard.openAddInvestment();
      await dashboard.addInvestmentDialog.getByRole('button', { name: 'Cancel' }).click();
      await dashboard.addInvestmentDialog.waitFor({ state: 'hidden' });
    }));

  it('shows zeros and the empty texts to a team with no data', () =>
    asNewTeam(desktop, async (dashboard) => {
      expect(await dashboard.metricCard('Active Pipeline').textContent()).toMatch(/^Active Pipeline0\+/);
      expect(await dashboard.metricCard('Documents').textContent()).toBe(
        `Documents0${dashboardTexts.thisWeek('0')}`,
      );
      expect(await dashboard.metricCard('Total AUM').textContent()).toMatch(/^Total AUM\$0\+/);
      expect(await dashboard.metricCard('Memos Generated').textContent()).toBe(
        `Memos Generated0${dashboardTexts.thisWeek('0')}`,
      );
      expect(await dashboard.metricCard('AI Queries').textContent()).toBe('AI Queries0');

      for (const filter of dashboardPipelineFilters) {
        await dashboard.showPipeline(filter.label);
        await dashboard.pipelineCard.getByText(filter.empty, { exact: true }).waitFor();
      }
      await dashboard.recentDocumentsCard.getByText(dashboardTexts.noDocumentsUploaded).waitFor();
      await dashboard.analyticsCard.getByText(investmentTexts.noRecentActivity).waitFor();

      await dashboard.openNotifications();
      await dashboard.notificationsPanel.getByText(investmentTexts.noRecentActivity).waitFor();
    }));

  it('puts the five metric cards in one row at 1440 px', () =>
    asDemoMember(desktop, async (dashboard) => {
      const tops = await dashboard.metrics
        .getByRole('link')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(tops).toHaveLength(5);
      expect(new Set(tops).size).toBe(1);
    }));

  it('stacks everything in one column at 375 px without sideways scrolling', () =>
    asNewTeam(mobile, async (dashboard, page) => {
      const boxes = await dashboard.metrics
        .getByRole('link')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(5);
      expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
      boxes.slice(1).forEach((box, index) => expect(box.top).toBeGreaterThan(boxes[index].bottom - 1));

      const pipelineBox = await dashboard.pipelineCard.boundingBox();
      const analyticsBox = await dashboard.analyticsCard.boundingBox();
      expect(analyticsBox?.x).toBeCloseTo(pipelineBox?.x ?? -1, 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        mobile.width,
      );

      await dashboard.openAddInvestment();
    }));
});
