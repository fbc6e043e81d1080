import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import { detailTexts } from '../detail-texts';
import { testInvestment } from '../testing/detail-test-data';
import { renderInvestmentScreen } from '../testing/render-investment-screen';

async function openStageMenu(status: InvestmentStatus) {
  const view = renderInvestmentScreen({ investments: [testInvestment({ status })] });
  const trigger = await screen.findByRole('button', {
    name: detailTexts.stageTrigger(investmentStatusLabels[status]),
  });
  await view.user.click(trigger);
  const menu = await screen.findByRole('menu');
  return { ...view, menu };
}

function groupItems(menu: HTMLElement, name: string): string[] {
  const group = within(menu).queryByRole('group', { name });
  if (!group) return [];
  return within(group)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

const labels = (stages: InvestmentStatus[]) => stages.map((stage) => investmentStatusLabels[stage]);

describe('stage menu (SPEC 4)', () => {
  const cases: [InvestmentStatus, InvestmentStatus[], InvestmentStatus[]][] = [
    ['sourcing', ['screening', 'on_hold'], ['due_diligence', 'committee_review', 'approved', 'rejected']],
    ['screening', ['due_diligence', 'rejected', 'on_hold'], ['sourcing', 'committee_review', 'approved']],
    ['due_diligence', ['committee_review', 'rejected', 'on_hold'], ['sourcing', 'screening', 'approved']],
    ['committee_review', ['approved', 'rejected', 'on_hold'], ['sourcing', 'screening', 'due_diligence']],
    ['on_hold', ['sourcing', 'screening', 'due_diligence', 'committee_review', 'approved'], ['rejected']],
    ['approved', [], ['sourcing', 'screening', 'due_diligence', 'committee_review', 'on_hold', 'rejected']],
    ['rejected', [], ['sourcing', 'screening', 'due_diligence', 'committee_review', 'approved', 'on_hold']],
    [
      'archived',
      [],
      ['sourcing', 'screening', 'due_diligence', 'committee_review', 'approved', 'on_hold', 'rejected'],
    ],
  ];

  it.each(cases)('from %s offers its Next Steps and every other stage', async (status, next, other) => {
    const { menu } = await openStageMenu(status);

    expect(groupItems(menu, investmentTexts.nextSteps)).toEqual(labels(next));
    expect(groupItems(menu, investmentTexts.otherStages)).toEqual(labels(other));
  });

  it('sends the chosen stage as a status update and confirms it', async () => {
    const { menu, user, api } = await openStageMenu('due_diligence');

    await user.click(within(menu).getByRole('menuitem', { name: 'Committee Review' }));

    expect(await screen.findByText(investmentToasts.stageUpdated.description)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/investments/7').map((call) => call.body)).toEqual([
      { status: 'committee_review' },
    ]);
    expect(
      await screen.findByRole('button', { name: detailTexts.stageTrigger('Committee Review') }),
    ).toBeVisible();
  });

  it('can still set a stage from Other Stages', async () => {
    const { menu, user, api } = await openStageMenu('sourcing');

    await user.click(within(menu).getByRole('menuitem', { name: 'Approved' }));

    expect(await screen.findByText(investmentToasts.stageUpdated.title)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/investments/7')[0].body).toEqual({ status: 'approved' });
  });

  it('says so when the update fails', async () => {
    const view = renderInvestmentScreen({ failing: ['PATCH /api/investments/7'] });
    await view.user.click(
      await screen.findByRole('button', { name: detailTexts.stageTrigger('Due Diligence') }),
    );
    await view.user.click(await screen.findByRole('menuitem', { name: 'On Hold' }));

    expect(await screen.findByText(investmentToasts.stageFailed.description)).toBeVisible();
    expect(screen.getByRole('button', { name: detailTexts.stageTrigger('Due Diligence') })).toBeVisible();
  });
});
