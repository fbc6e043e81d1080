import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { suggestedPrompts } from '@shared/analyst-chat';
import { AnalystChatPage } from './pages/analyst-chat-page';
import { desktop, mobile, useBrowser } from './support/browser';
import { demoDocumentsProcessed } from './support/demo-documents';
import { signedInAs } from './support/signed-in';

const [dueDiligence, , , comparison, terms] = suggestedPrompts;

/**
 * The count the first suggested prompt should answer: other browser tests add investments in due
 * diligence to the same demo team, so the test asks the API rather than assume the demo's three.
 */
async function dueDiligenceNames(page: Page): Promise<string[]> {
  const investments = (await (await page.request.get('/api/investments')).json()) as {
    name: string;
    status: string;
  }[];
  return investments.filter((investment) => investment.status === 'due_diligence').map(({ name }) => name);
}

const countHeading = (names: string[]) =>
  `${names.length} ${names.length === 1 ? 'investment' : 'investments'}`;

/** A citation's page is marked in the document's text, scrolled into the text box's view. */
async function citedPageShown(page: Page, cited: number): Promise<void> {
  expect(cited).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog');
  await dialog.getByText(new RegExp(`^Page ${cited} of \\d+, highlighted below$`)).waitFor();
  const marked = dialog.locator('pre mark');
  await marked.waitFor();
  expect((await marked.textContent())?.trim()).not.toBe('');
  const box = await dialog.locator('pre').boundingBox();
  const mark = await marked.boundingBox();
  expect(box && mark && mark.y >= box.y - 1 && mark.y < box.y + box.height).toBe(true);
}

describe('AI analyst chat', () => {
  const browser = useBrowser();

  it.each([
    ['1440', desktop],
    ['375', mobile],
  ])('answers suggested prompts on the demo data with citations, at %s px', (_width, viewport) =>
    signedInAs(
      browser(),
      'viewer',
      async (page) => {
        const chat = new AnalystChatPage(page);
        await chat.goto();
        expect(await chat.prompts().count()).toBe(6);

        const names = await dueDiligenceNames(page);
        const count = await chat.askSuggested(dueDiligence);
        await count.getByRole('heading', { name: countHeading(names) }).waitFor();
        const listed = (await count.textContent()) ?? '';
        expect(names.some((name) => listed.includes(name))).toBe(true);

        await demoDocumentsProcessed(page);
        await chat.goto();
        const answer = await chat.askSuggested(terms);
        expect(await answer.textContent()).toMatch(/carried interest/i);
        // Long source names and quotes wrap or truncate inside the conversation, never past the screen.
        const shown = await answer.boundingBox();
        expect(shown && shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
        // The composer stays on the screen below a long answer, with no scrolling to reach it.
        const composer = await chat.input.boundingBox();
        expect(composer && composer.y >= 0 && composer.y + composer.height <= viewport.height).toBe(true);
        const document = chat.citation(answer, /Northbridge.*p\. \d/).first();
        await document.click();
        await page.waitForURL((url) => url.pathname.startsWith('/documents/'));
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('heading', { level: 2, name: /Northbridge/ }).waitFor();
        await citedPageShown(page, Number(new URL(page.url()).searchParams.get('page')));

        await page.goBack();
        await chat.input.waitFor();
        await chat.goto();
        const compared = await chat.askSuggested(comparison);
        const investment = chat.investmentCitation(compared, /Northbridge Growth Partners IV/).first();
        await investment.click();
        await page.waitForURL((url) => url.pathname.startsWith('/investments/'));
        await page.getByRole('heading', { level: 1, name: 'Northbridge Growth Partners IV' }).waitFor();
      },
      viewport,
    ),
  );

  it.each([
    ['1440', desktop],
    ['375', mobile],
  ])('keeps conversations in History to open, delete and start afresh, at %s px', (_width, viewport) =>
    signedInAs(
      browser(),
      'member',
      async (page) => {
        const chat = new AnalystChatPage(page);
        await chat.goto();
        const names = await dueDiligenceNames(page);
        await chat.askSuggested(dueDiligence);

        await chat.openHistory();
        await chat.history.getByRole('button', { name: 'New Chat' }).click();
        await chat.prompts().first().waitFor();

        await chat.openHistory();
        await chat.history
          .getByRole('button', { name: `Open ${dueDiligence}` })
          .first()
          .click();
        await chat
          .answers()
          .first()
          .getByRole('heading', { name: countHeading(names) })
          .waitFor();
        expect(await chat.questions().first().textContent()).toBe(dueDiligence);

        await chat.openHistory();
        const deletes = chat.history.getByRole('button', { name: `Delete ${dueDiligence}` });
        const saved = await deletes.count();
        await deletes.first().click();
        await expect.poll(() => deletes.count()).toBe(saved - 1);
      },
      viewport,
    ),
  );
});
