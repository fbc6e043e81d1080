import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Investment } from '@shared/investment';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { chatTexts } from '@client/texts/analyst-chat-texts';
import { AnalystChatPage } from './pages/analyst-chat-page';
import { DocumentsPage } from './pages/documents-page';
import { callApi, InvestmentDetailPage } from './pages/investment-detail-page';
import { accessibilityViolations } from './support/accessibility';
import { desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';
import { chooseTheme } from './support/theme';

/** What a person needs on each screen is on its first screenful, and nothing is cut off, at both sizes. */
const sizes = [
  ['1440 px', desktop],
  ['375 px', mobile],
] as const;

/** True when the element is wholly inside the window without scrolling the page. */
async function onFirstScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

async function checkChat(page: Page): Promise<void> {
  const chat = new AnalystChatPage(page);
  await chat.goto();
  const [prompt] = await chat.prompts().allTextContents();
  await chat.askSuggested(prompt);
  for (const element of [chat.input, page.getByRole('button', { name: chatTexts.send })])
    expect(await onFirstScreen(page, element)).toBe(true);
}

async function checkInvestmentDetail(page: Page): Promise<void> {
  const investments = await callApi<Investment[]>(page, 'GET', '/api/investments');
  const fund = investments.find((investment) => investment.name === 'Northbridge Growth Partners IV');
  expect(fund).toBeDefined();
  const detail = new InvestmentDetailPage(page);
  await detail.goto(fund!.id, '/investments');
  expect(await onFirstScreen(page, page.getByRole('tablist'))).toBe(true);

  const analysis = await detail.openTab('AI Analysis');
  const rubric = analysis.getByRole('table').filter({ hasText: 'Criterion' });
  await rubric.waitFor({ timeout: 60_000 });
  // The table is no wider than its box, so the Why column is whole.
  const fits = await rubric.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
  expect(fits).toBe(true);
  const why = rubric.getByRole('columnheader', { name: 'Why' });
  const [tableBox, whyBox] = await Promise.all([rubric.boundingBox(), why.boundingBox()]);
  expect(whyBox!.x + whyBox!.width).toBeLessThanOrEqual(tableBox!.x + tableBox!.width + 1);
}

async function checkDocumentFilter(page: Page): Promise<void> {
  await new DocumentsPage(page).goto();
  const filter = page.getByRole('combobox', { name: repositoryTexts.investmentFilterLabel });
  await filter.waitFor();
  expect(await filter.isVisible()).toBe(true);
}

describe('screens at 375 and 1440 px', () => {
  const browser = useBrowser();

  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of sizes) {
      it(
        `keep the chat's composer, the investment's tabs and the documents' investment filter in reach, and the rubric whole, ${theme} theme, ${size}`,
        { timeout: 180_000 },
        () =>
          signedInAs(
            browser(),
            'member',
            async (page) => {
              if (theme === 'dark') await chooseTheme(page, 'dark');
              try {
                const found: Record<string, string[]> = {};
                const check = async (where: string) => {
                  const violations = await accessibilityViolations(page);
                  if (violations.length > 0) found[where] = violations;
                };
                await checkChat(page);
                await check('chat');
                await checkInvestmentDetail(page);
                await check('investment analysis');
                await checkDocumentFilter(page);
                await check('documents');
                expect(found).toEqual({});
              } finally {
                if (theme === 'dark') await chooseTheme(page, 'light');
              }
            },
            viewport,
          ),
      );
    }
  }
});
