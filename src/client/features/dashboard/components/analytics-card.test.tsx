import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { dashboardLimits, investmentTexts } from '@client/texts/investment-messages';
import { testInvestment } from '@client/testing/fake-investments';
import { testActivity } from '../testing/dashboard-test-data';
import { renderDashboard } from '../testing/render-dashboard';

async function analyticsCard() {
  return screen.findByRole('region', { name: dashboardTexts.investmentAnalytics });
}

describe('dashboard Investment Analytics card', () => {
  it('leads to /analytics from its title', async () => {
    renderDashboard();
    const card = await analyticsCard();

    expect(within(card).getByRole('link', { name: dashboardTexts.investmentAnalytics })).toHaveAttribute(
      'href',
      '/analytics',
    );
  });

  it(`lists the first ${dashboardLimits.topInvestments} investments with their IRR`, async () => {
    renderDashboard({
      investments: [
        testInvestment({ id: 1, name: 'First', irr: '24.5%' }),
        testInvestment({ id: 2, name: 'Second', irr: '12%' }),
        testInvestment({ id: 3, name: 'Third', irr: 'N/A' }),
        testInvestment({ id: 4, name: 'Fourth', irr: '30%' }),
      ],
    });
    const card = await analyticsCard();
    const list = await within(card).findByRole('list', { name: dashboardTexts.topPerformingInvestments });

    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['FirstIRR 24.5%', 'SecondIRR 12%', 'ThirdIRR —']);
    expect(within(rows[0]).getByRole('link', { name: 'First' })).toHaveAttribute('href', '/investments/1');
  });

  it(`shows the ${dashboardLimits.recentActivity} newest activities with how long ago they happened`, async () => {
    renderDashboard({
      activities: [
        testActivity(5, 5, 'Moved Alpha to Approved'),
        testActivity(4, 60 * 26, 'Added Beta to the pipeline'),
        testActivity(3, 60 * 24 * 3, 'Moved Gamma to On Hold'),
        testActivity(2, 60 * 24 * 4, 'Older'),
      ],
    });
    const card = await analyticsCard();
    const list = await within(card).findByRole('list', { name: dashboardTexts.recentActivity });

    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Moved Alpha to Approved5 minutes ago',
      'Added Beta to the pipelineyesterday',
      'Moved Gamma to On Hold3 days ago',
    ]);
  });

  it('says when there is no activity or no investment yet', async () => {
    renderDashboard();
    const card = await analyticsCard();

    expect(await within(card).findByText(investmentTexts.noRecentActivity)).toBeVisible();
    expect(await within(card).findByText('No investments found')).toBeVisible();
  });
});
