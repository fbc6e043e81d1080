import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { screenHeadings } from '@client/texts/screen-headings';
import { createFakeInvestments } from '@client/testing/fake-investments';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

describe('/dashboard', () => {
  it('shows the dashboard, whose Add Investment opens the Add New Investment dialog', async () => {
    const investments = createFakeInvestments([]);
    const { user } = renderApp({ path: '/dashboard', user: testUser('member'), routes: investments.handle });

    expect(
      await screen.findByRole('heading', { level: 1, name: screenHeadings.dashboard.title }),
    ).toBeVisible();
    expect(document.title).toContain(screenHeadings.dashboard.title);

    await user.click(screen.getByRole('button', { name: dashboardTexts.addInvestment }));
    const dialog = await screen.findByRole('dialog', { name: investmentTexts.addDialogTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
  });
});
