import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Investment } from '@shared/investment';
import { aiAccessTexts } from '@client/texts/ai-access-texts';
import { aiModelTexts } from '@client/texts/ai-model-texts';
import { auditTrailTexts, settingsTabLabels, userMenuLabels } from '@client/texts/settings-panel-texts';
import type { User } from '@shared/user';
import { detailTexts } from '@client/features/investment-detail/detail-texts';
import { demoDocuments } from '../../src/server/seed/demo-documents';
import { suggestedPrompts } from '@shared/analyst-chat';
import { AnalystChatPage } from './pages/analyst-chat-page';
import { FiguresTab } from './pages/figures-tab';
import { AppShell } from './pages/app-shell';
import { DashboardPage } from './pages/dashboard-page';
import { DocumentsPage } from './pages/documents-page';
import { callApi, InvestmentDetailPage } from './pages/investment-detail-page';
import { PipelinePage } from './pages/pipeline-page';
import { ToolsPage } from './pages/tools-page';
import { accessibilityViolations } from './support/accessibility';
import { desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

const [fundDeck] = demoDocuments;
const theInvestment = 'Northbridge Growth Partners IV';

/** Sets the signed-in person's theme through the settings API, as the settings panel would. */
async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const { settings } = await callApi<User>(page, 'GET', '/api/auth/user');
  await callApi(page, 'PATCH', '/api/user/settings', {
    settings: { ...settings, display: { ...settings.display, theme } },
  });
}

/** Runs axe on every main screen and dialog in turn, gathering each one's failing elements by name. */
async function violationsAcrossTheProduct(
  page: Page,
  { phone, dark }: { phone: boolean; dark: boolean },
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const check = async (where: string) => {
    const violations = await accessibilityViolations(page);
    if (violations.length > 0) found[where] = violations;
  };
  const shell = new AppShell(page);
  const investments = await callApi<Investment[]>(page, 'GET', '/api/investments');
  const investment = investments.find((candidate) => candidate.name === theInvestment);
  if (!investment) throw new Error(`The demo team has no ${theInvestment}`);

  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.pipelineInvestments().first().waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
  await check('dashboard');

  const pipeline = new PipelinePage(page);
  await pipeline.goto();
  await check('pipeline');
  await pipeline.openAddDialog();
  await check('add investment dialog');
  await page.keyboard.press('Escape');

  // Other browser tests add documents and investments, so each list is searched for the demo ones.
  const documents = new DocumentsPage(page);
  const detail = new InvestmentDetailPage(page);
  await detail.goto(investment.id);
  await documents.search(fundDeck.name);
  await documents.summaryToggle(fundDeck.name).waitFor();
  await check('investment detail, Documents tab');
  await page.getByRole('button', { name: detailTexts.uploadDocuments }).click();
  await page.getByRole('dialog', { name: detailTexts.uploadDocuments }).waitFor();
  await check('upload documents dialog');
  await page.keyboard.press('Escape');
  for (const tab of ['AI Analysis', 'Notes']) {
    await detail.openTab(tab);
    await check(`investment detail, ${tab} tab`);
  }

  await page.goto(`/pipeline/edit/${investment.id}`);
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  await check('edit investment');

  await documents.goto();
  await documents.search(fundDeck.name);
  await documents.summaryToggle(fundDeck.name).click();
  await page.getByText('Key Points').first().waitFor();
  await check('documents, a summary open');
  await documents.openDialog(fundDeck.name);
  for (const tab of ['summary', 'content', 'details'] as const) {
    await documents.openTab(tab);
    await check(`document dialog, ${tab} tab`);
  }
  await new FiguresTab(documents.dialog).open();
  await check('document dialog, figures tab');
  await page.keyboard.press('Escape');

  const chat = new AnalystChatPage(page);
  await chat.goto();
  await check('AI analyst chat');
  await chat.askSuggested(suggestedPrompts[0]);
  await chat.answers().first().getByRole('link').first().waitFor();
  await check('AI analyst chat, an answer with citations');
  await chat.openHistory();
  await check('history dialog');
  await page.keyboard.press('Escape');

  const tools = new ToolsPage(page);
  await tools.goto();
  await check('tools');
  await tools.openDocumentProcessing();
  await check('document processing dialog');
  await page.keyboard.press('Escape');

  if (phone) {
    await shell.openDrawer();
    await check('navigation drawer');
  }
  await shell.chooseFromUserMenu(userMenuLabels.userSettings);
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.waitFor();
  await check('settings panel');
  await settings.getByRole('tab', { name: settingsTabLabels.team }).click();
  await settings.getByRole('heading', { name: aiAccessTexts.teamTitle }).waitFor();
  await check('settings panel, team tab with AI access');
  await settings.getByRole('tab', { name: settingsTabLabels.admin }).click();
  await settings.getByRole('list', { name: auditTrailTexts.title }).waitFor();
  await settings.getByLabel(aiModelTexts.baseUrl, { exact: true }).waitFor();
  await check('settings panel, admin tab with the AI model and the audit trail');
  return found;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const browser = useBrowser();

  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['1440 px', desktop],
      ['375 px', mobile],
    ] as const) {
      it(`finds nothing on the main screens and dialogs, ${theme} theme, ${size}`, { timeout: 180_000 }, () =>
        signedInAs(
          browser(),
          'admin',
          async (page) => {
            if (theme === 'dark') await chooseTheme(page, 'dark');
            try {
              expect(
                await violationsAcrossTheProduct(page, {
                  phone: viewport === mobile,
                  dark: theme === 'dark',
                }),
              ).toEqual({});
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
