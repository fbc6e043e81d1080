import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardAnalyticsTiles, dashboardMetricCards, dashboardTexts } from '@client/texts/dashboard-texts';
import { dashboardFallbacks } from '@client/texts/investment-messages';
import { renderDashboard } from '../testing/render-dashboard';
import { testMetrics } from '../testing/dashboard-test-data';

function metricCard(label: string) {
  return screen.getByRole('link', { name: new RegExp(`^${label} `) });
}

/** The figure under an analytics tile's label. */
function tileValue(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('dashboard metric cards', () => {
  it('show the team’s real figures, each card leading to its screen', async () => {
    renderDashboard({ metrics: testMetrics() });
    const cards = await screen.findByRole('region', { name: 'Key metrics' });

    const expected = {
      activePipeline: ['11', dashboardFallbacks.monthTrend],
      totalDocuments: ['1,500', dashboardTexts.thisWeek('7')],
      totalAUM: ['$4.2B', dashboardFallbacks.ytdTrend],
      memosGenerated: ['5', dashboardTexts.thisWeek('2')],
      aiQueries: ['42'],
    };
    const hrefs = {
      activePipeline: '/pipeline',
      totalDocuments: '/documents',
      totalAUM: '/analytics',
      memosGenerated: '/tools',
      aiQueries: '/analytics',
    };
    expect(within(cards).getAllByRole('link')).toHaveLength(5);
    for (const card of dashboardMetricCards) {
      const link = metricCard(card.label);
      expect(link).toHaveAttribute('href', hrefs[card.key]);
      expect(link).toHaveTextContent([card.label, ...expected[card.key]].join(''));
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    expect(tileValue(dashboardAnalyticsTiles.totalAUM)).toHaveTextContent('$4.2B');
    expect(tileValue(dashboardAnalyticsTiles.activeDeals)).toHaveTextContent('11');
    expect(tileValue(dashboardAnalyticsTiles.aiMemos)).toHaveTextContent('5');
    expect(screen.getByText(dashboardTexts.thisWeek('2'), { selector: 'dd' })).toBeVisible();
    expect(tileValue(dashboardAnalyticsTiles.ddSuccessRate)).toHaveTextContent(
      dashboardFallbacks.ddSuccessRate,
    );
    expect(screen.getByText(dashboardFallbacks.closingThisMonth)).toBeVisible();
  });

  it('show zeros as zeros, not as the sample figures', async () => {
    renderDashboard({
      metrics: testMetrics({
        activePipeline: 0,
        totalDocuments: 0,
        documentsThisWeek: 0,
        totalAUM: '$0',
        memosGenerated: 0,
        memosThisWeek: 0,
        aiQueries: 0,
      }),
    });
    await screen.findByRole('region', { name: 'Key metrics' });

    expect(metricCard('Active Pipeline')).toHaveTextContent(/^Active Pipeline0\+/);
    expect(metricCard('Documents')).toHaveTextContent(`Documents0${dashboardTexts.thisWeek('0')}`);
    expect(metricCard('Total AUM')).toHaveTextContent(/^Total AUM\$0\+/);
    expect(metricCard('Memos Generated')).toHaveTextContent(
      `Memos Generated0${dashboardTexts.thisWeek('0')}`,
    );
    expect(metricCard('AI Queries')).toHaveTextContent(/^AI Queries0$/);
    expect(tileValue(dashboardAnalyticsTiles.totalAUM)).toHaveTextContent(/^\$0$/);
    expect(tileValue(dashboardAnalyticsTiles.activeDeals)).toHaveTextContent(/^0$/);
    expect(tileValue(dashboardAnalyticsTiles.aiMemos)).toHaveTextContent(/^0$/);
  });

  it('fall back to SPEC’s sample figures when the metrics cannot be loaded, and say so', async () => {
    const { api, user } = renderDashboard({ failing: ['GET /api/metrics'] });
    const notice = await screen.findByRole('alert');

    const f = dashboardFallbacks;
    expect(metricCard('Active Pipeline')).toHaveTextContent(`Active Pipeline${f.activePipeline}`);
    expect(metricCard('Documents')).toHaveTextContent(
      `Documents1,247${dashboardTexts.thisWeek(String(f.documentsThisWeek))}`,
    );
    expect(metricCard('Total AUM')).toHaveTextContent(`Total AUM${f.totalAUM}`);
    expect(metricCard('Memos Generated')).toHaveTextContent(
      `Memos Generated${f.memosGenerated}${dashboardTexts.thisWeek(String(f.memosThisWeek))}`,
    );
    expect(metricCard('AI Queries')).toHaveTextContent('AI Queries3,402');
    expect(tileValue(dashboardAnalyticsTiles.totalAUM)).toHaveTextContent(f.analyticsTotalAUM);
    expect(tileValue(dashboardAnalyticsTiles.activeDeals)).toHaveTextContent(String(f.analyticsActiveDeals));
    expect(tileValue(dashboardAnalyticsTiles.aiMemos)).toHaveTextContent(String(f.analyticsMemos));
    expect(
      screen.getByText(dashboardTexts.thisWeek(String(f.analyticsMemosThisWeek)), { selector: 'dd' }),
    ).toBeVisible();
    expect(tileValue(dashboardAnalyticsTiles.ddSuccessRate)).toHaveTextContent(f.ddSuccessRate);

    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(api.callsTo('GET', '/api/metrics')).toHaveLength(2);
  });

  it('fall back when the metrics answer lacks a figure', async () => {
    const { aiQueries: _missing, ...partial } = testMetrics();
    renderDashboard({ metrics: partial });
    await screen.findByRole('alert');

    expect(metricCard('AI Queries')).toHaveTextContent('AI Queries3,402');
  });
});

describe('dashboard while loading', () => {
  it('shows a placeholder in each card until its data arrives', async () => {
    renderDashboard();

    for (const label of [
      'Loading metrics',
      'Loading analytics',
      'Loading investments',
      'Loading top investments',
      'Loading recent activity',
      'Loading documents',
    ]) {
      expect(screen.getByRole('status', { name: label })).toBeInTheDocument();
    }
    await screen.findByRole('region', { name: 'Key metrics' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
