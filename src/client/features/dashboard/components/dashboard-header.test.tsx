import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { screenHeadings } from '@client/texts/screen-headings';
import { testUser } from '@client/testing/test-users';
import { testActivity } from '../testing/dashboard-test-data';
import { renderDashboard } from '../testing/render-dashboard';

describe('dashboard header', () => {
  it('shows the SPEC title and subtitle', () => {
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: screenHeadings.dashboard.title })).toBeVisible();
    expect(screen.getByText(screenHeadings.dashboard.subtitle)).toBeVisible();
  });

  it('opens the Add New Investment dialog the app passes in, and closes it again', async () => {
    const { user } = renderDashboard();

    await user.click(await screen.findByRole('button', { name: dashboardTexts.addInvestment }));
    const dialog = screen.getByRole('dialog', { name: 'Stub add investment' });
    await user.click(within(dialog).getByRole('button', { name: 'Close stub' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('does not offer Add Investment to a viewer', async () => {
    renderDashboard({ user: testUser('viewer') });

    await screen.findByRole('button', { name: dashboardTexts.notifications });
    await screen.findByRole('region', { name: 'Key metrics' });
    expect(screen.queryByRole('button', { name: dashboardTexts.addInvestment })).not.toBeInTheDocument();
  });
});

describe('dashboard notifications panel', () => {
  it('lists all recent activity, newest first, with relative times', async () => {
    const activities = [
      testActivity(9, 2, 'Moved Alpha to Approved'),
      testActivity(8, 90, 'Added a note to Beta'),
      testActivity(7, 60 * 30, 'Added Gamma to the pipeline'),
      testActivity(6, 60 * 24 * 10, 'Moved Delta to On Hold'),
    ];
    const { user } = renderDashboard({ activities });

    await user.click(screen.getByRole('button', { name: dashboardTexts.notifications }));
    const panel = await screen.findByRole('dialog', { name: dashboardTexts.notifications });
    const rows = within(await within(panel).findByRole('list')).getAllByRole('listitem');

    expect(rows.map((row) => row.textContent)).toEqual([
      'Moved Alpha to Approved2 minutes ago',
      'Added a note to Beta1 hour ago',
      'Added Gamma to the pipelineyesterday',
      'Moved Delta to On Holdlast week',
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
  });

  it('says when there is no recent activity', async () => {
    const { user } = renderDashboard({ activities: [] });

    await user.click(screen.getByRole('button', { name: dashboardTexts.notifications }));
    const panel = await screen.findByRole('dialog', { name: dashboardTexts.notifications });
    expect(await within(panel).findByText(investmentTexts.noRecentActivity)).toBeVisible();
  });
});
