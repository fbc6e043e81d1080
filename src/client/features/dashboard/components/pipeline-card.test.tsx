import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { dashboardLimits, dashboardPipelineFilters } from '@client/texts/investment-messages';
import { investmentStatusLabels } from '@shared/investment-stages';
import { testInvestment } from '@client/testing/fake-investments';
import { renderDashboard } from '../testing/render-dashboard';

const [all, funds, coInvest] = dashboardPipelineFilters;

async function pipelineCard() {
  const card = await screen.findByRole('region', { name: dashboardTexts.investmentPipeline });
  return card;
}

function shownNames(card: HTMLElement) {
  return within(within(card).getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('dashboard Investment Pipeline card', () => {
  const investments = [
    testInvestment({ id: 1, name: 'Alpha Fund', targetSize: '$1.35B', status: 'due_diligence' }),
    testInvestment({ id: 2, name: 'Beta Co-Invest', type: 'co-investment', status: 'approved' }),
    testInvestment({ id: 3, name: 'Gamma Fund', status: 'archived' }),
    testInvestment({ id: 4, name: 'Delta Fund', status: 'on_hold' }),
    testInvestment({ id: 5, name: 'Epsilon Co-Invest', type: 'co-investment', status: 'rejected' }),
    testInvestment({ id: 6, name: 'Zeta Fund', status: 'sourcing' }),
    testInvestment({ id: 7, name: 'Eta Co-Invest', type: 'co-investment', status: 'screening' }),
  ];

  it(`shows up to ${dashboardLimits.pipeline} investments, leaving archived ones out`, async () => {
    renderDashboard({ investments });
    const card = await pipelineCard();
    await within(card).findByRole('list');

    expect(shownNames(card)).toEqual(['Alpha Fund', 'Beta Co-Invest', 'Delta Fund', 'Epsilon Co-Invest']);
    const first = within(card).getAllByRole('listitem')[0];
    expect(within(first).getByRole('link', { name: 'Alpha Fund' })).toHaveAttribute('href', '/investments/1');
    expect(first).toHaveTextContent('Fund · $1.35B');
    expect(first).toHaveTextContent(investmentStatusLabels.due_diligence);
    expect(within(card).getByRole('tab', { name: all.label })).toHaveAttribute('aria-selected', 'true');
    expect(within(card).getByRole('link', { name: dashboardTexts.viewAll })).toHaveAttribute(
      'href',
      '/pipeline',
    );
  });

  it('narrows to funds or co-investments', async () => {
    const { user } = renderDashboard({ investments });
    const card = await pipelineCard();
    await within(card).findByRole('list');

    await user.click(within(card).getByRole('tab', { name: funds.label }));
    expect(shownNames(card)).toEqual(['Alpha Fund', 'Delta Fund', 'Zeta Fund']);

    await user.click(within(card).getByRole('tab', { name: coInvest.label }));
    expect(shownNames(card)).toEqual(['Beta Co-Invest', 'Epsilon Co-Invest', 'Eta Co-Invest']);
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Co-Investment · $500M');
  });

  it('says which kind is missing when nothing matches the filter', async () => {
    const { user } = renderDashboard({ investments: [] });
    const card = await pipelineCard();

    expect(await within(card).findByText(all.empty)).toBeVisible();
    await user.click(within(card).getByRole('tab', { name: funds.label }));
    expect(within(card).getByText(funds.empty)).toBeVisible();
    await user.click(within(card).getByRole('tab', { name: coInvest.label }));
    expect(within(card).getByText(coInvest.empty)).toBeVisible();
  });

  it('counts archived investments as absent', async () => {
    const { user } = renderDashboard({ investments: [testInvestment({ id: 1, status: 'archived' })] });
    const card = await pipelineCard();

    expect(await within(card).findByText(all.empty)).toBeVisible();
    await user.click(within(card).getByRole('tab', { name: funds.label }));
    expect(within(card).getByText(funds.empty)).toBeVisible();
  });

  it('offers to try again when the investments cannot be loaded', async () => {
    const { api, user } = renderDashboard({ failing: ['GET /api/investments'] });
    const card = await pipelineCard();

    await user.click(await within(card).findByRole('button', { name: 'Try again' }));
    expect(api.callsTo('GET', '/api/investments')).toHaveLength(2);
  });
});
