import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Investment } from '@shared/investment';
import { investmentToasts } from '@client/texts/investment-messages';
import type { Role } from '@shared/roles';
import { detailTexts } from '@client/features/investment-detail/detail-texts';
import { AppShell } from './pages/app-shell';
import { EditInvestmentPage } from './pages/edit-investment-page';
import { callApi, createInvestment, InvestmentDetailPage, uniqueName } from './pages/investment-detail-page';
import { desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

describe('edit investment', () => {
  const browser = useBrowser();

  const asDemoUser = (
    role: Role,
    steps: (page: Page, edit: EditInvestmentPage, shell: AppShell) => Promise<void>,
    viewport = desktop,
  ) =>
    signedInAs(
      browser(),
      role,
      (page) => steps(page, new EditInvestmentPage(page), new AppShell(page)),
      viewport,
    );

  it('opens from the detail menu, saves the changes and lands on /pipeline/{id} with the toast', () =>
    asDemoUser('member', async (page, edit, shell) => {
      const investment = await createInvestment(page, uniqueName('Edit Fund'));
      const detail = new InvestmentDetailPage(page);
      await detail.goto(investment.id);
      await detail.chooseAction('Edit');
      await page.waitForURL((url) => url.pathname === `/pipeline/edit/${investment.id}`);
      expect(await edit.field('Key Risks').inputValue()).toBe('Leverage');

      const renamed = `${investment.name} II`;
      await edit.field('Investment Name').fill(renamed);
      await edit.choose('Status', 'Approved');
      await edit.field('Key Risks').fill('Leverage\n\n  Currency exposure  \n');
      await edit.field('Key Opportunities').fill('Carve-outs\nSuccession deals');
      await edit.save();

      await shell.toast(investmentToasts.updated.title).waitFor();
      await page.waitForURL((url) => url.pathname === `/pipeline/${investment.id}`);
      expect(await detail.heading().textContent()).toBe(renamed);
      await detail.stageButtonFor('Approved').waitFor();
      const overview = detail.region('Overview');
      await overview.getByText('Currency exposure', { exact: true }).waitFor();
      await overview.getByText('Succession deals', { exact: true }).waitFor();

      const saved = await callApi<Investment>(page, 'GET', `/api/investments/${investment.id}`);
      expect(saved.keyRisks).toEqual(['Leverage', 'Currency exposure']);
      expect(saved.keyOpportunities).toEqual(['Carve-outs', 'Succession deals']);
    }));

  it('shows the required-field messages and keeps the investment unchanged', () =>
    asDemoUser('member', async (page, edit) => {
      const investment = await createInvestment(page, uniqueName('Invalid Edit Fund'));
      await edit.goto(investment.id);

      await edit.field('Investment Name').fill('');
      await edit.field('Vintage').fill('1989');
      await edit.save();

      await edit.error('Investment name is required').waitFor();
      expect(await edit.field('Vintage').getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe(`/pipeline/edit/${investment.id}`);
      const stored = await callApi<Investment>(page, 'GET', `/api/investments/${investment.id}`);
      expect(stored.name).toBe(investment.name);
    }));

  it('Cancel goes back to the investment without saving', () =>
    asDemoUser('member', async (page, edit) => {
      const investment = await createInvestment(page, uniqueName('Cancel Edit Fund'));
      await edit.goto(investment.id);

      await edit.field('Investment Name').fill('Not saved');
      await page.getByRole('link', { name: 'Cancel' }).click();

      await page.waitForURL((url) => url.pathname === `/pipeline/${investment.id}`);
      expect(await new InvestmentDetailPage(page).heading().textContent()).toBe(investment.name);
    }));

  it('tells a viewer their role cannot edit investments', () =>
    asDemoUser('viewer', async (page, edit) => {
      const [investment] = await callApi<Investment[]>(page, 'GET', '/api/investments');
      await edit.goto(investment.id);

      await page.getByText(detailTexts.viewerCannotEdit).waitFor();
      expect(await edit.saveButton().count()).toBe(0);
      await page.getByRole('link', { name: 'Back to investment' }).click();
      await page.waitForURL((url) => url.pathname === `/pipeline/${investment.id}`);
    }));

  it('fits a 375 px screen and saves from there', () =>
    asDemoUser(
      'member',
      async (page, edit, shell) => {
        const investment = await createInvestment(page, uniqueName('Phone Edit Fund'));
        await edit.goto(investment.id);

        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await edit.field('Geography').fill('Nordics');
        await edit.save();
        await shell.toast(investmentToasts.updated.title).waitFor();
        await page.waitForURL((url) => url.pathname === `/pipeline/${investment.id}`);
      },
      mobile,
    ));
});
