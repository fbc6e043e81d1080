import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Investment } from '@shared/investment';
import { memoFileName } from '@shared/investment-memo';
import { documentToasts } from '@client/texts/document-messages';
import { investmentTexts, investmentToasts, noteToasts } from '@client/texts/investment-messages';
import type { Role } from '@shared/roles';
import { detailTexts } from '@client/features/investment-detail/detail-texts';
import { AppShell } from './pages/app-shell';
import { demoUser } from './pages/demo-user';
import { DocumentsPage } from './pages/documents-page';
import { callApi, createInvestment, InvestmentDetailPage, uniqueName } from './pages/investment-detail-page';
import { desktop, mobile, useBrowser } from './support/browser';
import { demoDocumentsProcessed } from './support/demo-documents';
import { signedInAs } from './support/signed-in';

describe('investment detail', () => {
  const browser = useBrowser();

  const asDemoUser = (
    role: Role,
    steps: (page: Page, detail: InvestmentDetailPage, shell: AppShell) => Promise<void>,
    viewport = desktop,
  ) =>
    signedInAs(
      browser(),
      role,
      (page) => steps(page, new InvestmentDetailPage(page), new AppShell(page)),
      viewport,
    );

  it('moves an investment to another stage from the stage badge', () =>
    asDemoUser('member', async (page, detail, shell) => {
      const investment = await createInvestment(page, uniqueName('Stage Move Fund'));
      await detail.goto(investment.id);
      expect(await detail.heading().textContent()).toBe(investment.name);

      await detail.openStageMenu();
      expect(
        await detail.stageGroup(investmentTexts.nextSteps).getByRole('menuitem').allTextContents(),
      ).toEqual(['Committee Review', 'Rejected', 'On Hold']);
      await page.keyboard.press('Escape');

      await detail.moveToStage('Committee Review');
      await shell.toast(investmentToasts.stageUpdated.title).waitFor();
      await detail.stageButtonFor('Committee Review').waitFor();

      // The server kept it.
      await page.reload();
      await detail.stageButtonFor('Committee Review').waitFor();
    }));

  it('adds, edits and deletes a note', () =>
    asDemoUser('member', async (page, detail, shell) => {
      const investment = await createInvestment(page, uniqueName('Notes Fund'));
      await detail.goto(investment.id, '/investments');

      await detail.button(detailTexts.addNote).click();
      const composer = page.getByLabel(detailTexts.noteContent, { exact: true });
      await expect.poll(() => composer.evaluate((field) => field === document.activeElement)).toBe(true);

      await detail.addNote('Met the GP in London.', 'Meeting Notes');
      await shell.toast(noteToasts.added.title).waitFor();
      const note = detail.note('Met the GP in London.');
      await note.getByText('Meeting Notes').waitFor();
      await note.getByText(demoUser('member').firstName).waitFor();

      await detail.editNote('Met the GP in London.', 'Met the GP in London and Paris.');
      await shell.toast(noteToasts.updated.title).waitFor();
      await detail.note('Met the GP in London and Paris.').waitFor();
      expect(await detail.note('Met the GP in London and Paris.').getByRole('textbox').count()).toBe(0);

      await detail.deleteNote('Met the GP in London and Paris.');
      await shell.toast(noteToasts.deleted.title).waitFor();
      await page.getByText(detailTexts.noNotes).waitFor();
    }));

  it('archives an investment and shares its link', () =>
    asDemoUser('member', async (page, detail, shell) => {
      const investment = await createInvestment(page, uniqueName('Archive Fund'));
      await detail.goto(investment.id);

      await detail.chooseAction('Share Link');
      await shell.toast(investmentToasts.linkCopied.title).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

      await detail.chooseAction('Archive');
      await shell.toast(investmentToasts.archived.title).waitFor();
      await detail.stageButtonFor('Archived').waitFor();
    }));

  it('answers a question, shows the rubric-scored analysis, then generates the memo PDF and files it with the documents', () =>
    asDemoUser('member', async (page, detail, shell) => {
      const investment = await createInvestment(page, uniqueName('Memo Fund'));
      await detail.goto(investment.id);

      await page.getByRole('tab', { name: 'AI Analysis' }).click();
      const rubric = page.getByRole('tabpanel', { name: 'AI Analysis' }).getByRole('table');
      await rubric.getByRole('rowheader', { name: /Core documents/ }).waitFor();
      expect(await rubric.getByRole('rowheader').count()).toBe(6);

      await page.getByLabel(detailTexts.questionLabel).fill('What is the strategy and geography?');
      await page.keyboard.press('Enter');
      const answer = page.getByRole('article', { name: detailTexts.answerHeading });
      await answer.getByRole('link', { name: new RegExp(investment.name) }).waitFor();

      const download = page.waitForEvent('download');
      await detail.button(detailTexts.generateMemo).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(memoFileName(investment.id));
      expect(
        readFileSync((await saved.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await shell.toast(investmentToasts.memoGenerated.title).waitFor();

      await page.getByRole('tab', { name: 'Documents' }).click();
      await page
        .getByRole('tabpanel', { name: 'Documents' })
        .getByText(`Investment memo ${investment.name}`, { exact: false })
        .first()
        .waitFor();
    }));

  it('deletes an investment after confirmation and goes to the pipeline', () =>
    asDemoUser('member', async (page, detail, shell) => {
      const investment = await createInvestment(page, uniqueName('Delete Fund'));
      await detail.goto(investment.id);

      await detail.deleteInvestment();
      await shell.toast(investmentToasts.detailDeleted.title).waitFor();
      await page.waitForURL((url) => url.pathname === '/pipeline');

      await page.goto(`/investments/${investment.id}`);
      await page.getByRole('heading', { level: 1, name: investmentTexts.notFoundTitle }).waitFor();
      await page.getByRole('link', { name: detailTexts.backToPipeline }).click();
      await page.waitForURL((url) => url.pathname === '/pipeline');
    }));

  it('gives a viewer no way to change the investment', () =>
    asDemoUser('viewer', async (page, detail) => {
      const [investment] = await callApi<Investment[]>(page, 'GET', '/api/investments');
      await detail.goto(investment.id);
      expect(await detail.heading().textContent()).toBe(investment.name);

      expect(await detail.stageButton().count()).toBe(0);
      expect(await detail.button(detailTexts.addNote).count()).toBe(0);
      expect(await detail.button(detailTexts.generateMemo).count()).toBe(0);
      const menu = await detail.openActions();
      expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Share Link']);
      await page.keyboard.press('Escape');

      const notes = await detail.openTab('Notes');
      expect(await notes.getByRole('textbox').count()).toBe(0);
      expect(await notes.getByRole('button').count()).toBe(0);
    }));

  it("lists the investment's documents in the repository's table, opens the viewer and deletes one", () =>
    asDemoUser('member', async (page, detail, shell) => {
      const investment = await createInvestment(page, uniqueName('Documents Tab Fund'));
      const documents = new DocumentsPage(page);
      const kept = await documents.uploadPdfThroughApi('Tab deck.pdf', 'fund_deck', {
        words: 'The fund targets a hurdle of 8% with a 20% carry.',
        investmentId: investment.id,
      });
      const removed = await documents.uploadPdfThroughApi('Tab side letter.pdf', 'side_letter', {
        investmentId: investment.id,
      });
      await detail.goto(investment.id);
      await detail.openTab('Documents');
      // The newest first, and only this investment's documents.
      await expect.poll(() => documents.rowNames()).toEqual([removed.name, kept.name]);
      await documents.row(kept.name).getByText('Processed', { exact: true }).waitFor({ timeout: 30_000 });

      await documents.openDialog(kept.name);
      await documents.dialog.getByRole('heading', { name: kept.name }).waitFor();
      await documents.dialog.getByText(investment.name, { exact: true }).waitFor();
      await documents.dialog.getByText(/^\d+% confidence$/).waitFor();
      await documents.openTab('content');
      await documents.dialog.getByText(/a hurdle of 8% with a 20% carry/).waitFor();
      await documents.openTab('details');
      await documents.dialog.getByText(/^(\d+\.\d{2} [KM]B|\d+ bytes?)$/).waitFor();
      await page.keyboard.press('Escape');
      await documents.dialog.waitFor({ state: 'hidden' });

      await documents.deleteWithConfirmation(removed.name);
      await shell.toast(documentToasts.detailDeleted.title).waitFor();
      await documents.row(removed.name).waitFor({ state: 'detached' });
      expect(await documents.storedDocument(removed.id)).toBeNull();
      // Polled: the page is hidden from the accessibility tree until the confirmation has closed.
      await expect.poll(() => documents.rowNames()).toEqual([kept.name]);
    }));

  it('fits a 375 px screen', () =>
    asDemoUser(
      'member',
      async (page, detail) => {
        const investment = await createInvestment(page, uniqueName('Phone Fund'), {
          investmentThesis: 'A long thesis that has to wrap inside the card on a narrow phone screen.',
        });
        await detail.goto(investment.id);
        await detail.region('Core Documents').getByRole('progressbar').waitFor();

        expect(await detail.fitsViewport()).toBe(true);
        await detail.moveToStage('On Hold');
        await detail.stageButtonFor('On Hold').waitFor();
        await detail.addNote('Phone note');
        await detail.note('Phone note').waitFor();
        expect(await detail.fitsViewport()).toBe(true);

        // The demo fund's analysis cites its documents by their long names, once they are read.
        await demoDocumentsProcessed(page);
        const investments = (await (await page.request.get('/api/investments')).json()) as {
          id: number;
          name: string;
        }[];
        const demo = investments.find((row) => row.name === 'Northbridge Growth Partners IV');
        expect(demo).toBeDefined();
        await detail.goto(demo!.id);
        await page.getByRole('tab', { name: 'AI Analysis' }).click();
        await page.getByRole('tabpanel', { name: 'AI Analysis' }).getByRole('table').waitFor();
        expect(await detail.fitsViewport()).toBe(true);
      },
      mobile,
    ));
});
