import type { Locator, Page } from 'playwright-core';
import type { CreateInvestmentInput, Investment } from '@shared/investment';
import { investmentTexts, noteTexts } from '@client/texts/investment-messages';
import { detailTexts } from '@client/features/investment-detail/detail-texts';

/**
 * Calls the API from inside the signed-in page (same origin, session cookie), so a test can make the
 * data it changes without depending on another screen.
 */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  );
}

/** Adds an investment with a unique name for one test to change. */
export function createInvestment(
  page: Page,
  name: string,
  changes: Partial<CreateInvestmentInput> = {},
): Promise<Investment> {
  return callApi<Investment>(page, 'POST', '/api/investments', {
    name,
    type: 'fund',
    status: 'due_diligence',
    strategy: 'Buyout',
    targetSize: '$750M',
    vintage: 2024,
    geography: 'Europe',
    keyRisks: ['Leverage'],
    ...changes,
  });
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** /pipeline/{id} and /investments/{id}: the header, the left column and the tabs. */
export class InvestmentDetailPage {
  constructor(private readonly page: Page) {}

  async goto(id: number, prefix: '/pipeline' | '/investments' = '/pipeline'): Promise<void> {
    await this.page.goto(`${prefix}/${id}`);
    await this.heading().waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  stageButton(): Locator {
    return this.page.getByRole('button', { name: /^Stage: .+, change stage$/ });
  }

  stageButtonFor(stageLabel: string): Locator {
    return this.page.getByRole('button', { name: detailTexts.stageTrigger(stageLabel) });
  }

  stageGroup(name: string): Locator {
    return this.page.getByRole('menu').getByRole('group', { name });
  }

  async openStageMenu(): Promise<void> {
    await this.stageButton().click();
    await this.page.getByRole('menu').waitFor();
  }

  async moveToStage(stageLabel: string): Promise<void> {
    await this.openStageMenu();
    await this.page.getByRole('menuitem', { name: stageLabel, exact: true }).click();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async openActions(): Promise<Locator> {
    await this.button(detailTexts.actionsMenu).click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return menu;
  }

  async chooseAction(label: string): Promise<void> {
    const menu = await this.openActions();
    await menu.getByRole('menuitem', { name: label, exact: true }).click();
  }

  async deleteInvestment(): Promise<void> {
    await this.chooseAction('Delete');
    const dialog = this.page
      .getByRole('alertdialog')
      .filter({ hasText: investmentTexts.deleteInvestmentConfirm });
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async openTab(name: string): Promise<Locator> {
    await this.page.getByRole('tab', { name, exact: true }).click();
    return this.page.getByRole('tabpanel', { name });
  }

  note(content: string): Locator {
    return this.page.getByRole('list', { name: 'Notes' }).getByRole('listitem').filter({ hasText: content });
  }

  async addNote(content: string, typeLabel?: string): Promise<void> {
    const panel = await this.openTab('Notes');
    await panel.getByLabel(detailTexts.noteContent, { exact: true }).fill(content);
    if (typeLabel) {
      await panel.getByRole('combobox', { name: detailTexts.noteType }).click();
      await this.page.getByRole('option', { name: typeLabel, exact: true }).click();
    }
    await panel.getByRole('button', { name: detailTexts.saveNote }).click();
  }

  async editNote(content: string, newContent: string): Promise<void> {
    await this.note(content).getByRole('button', { name: 'Edit note' }).click();
    // The note's text is now in the field, so the editor is found by its own name.
    const editor = this.page.getByRole('form', { name: 'Edit note' });
    await editor.getByLabel('Edited note', { exact: true }).fill(newContent);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
  }

  async deleteNote(content: string): Promise<void> {
    await this.note(content).getByRole('button', { name: 'Delete note' }).click();
    const dialog = this.page.getByRole('alertdialog').filter({ hasText: noteTexts.deleteConfirm });
    await dialog.getByRole('button', { name: 'Delete' }).click();
  }

  /** True when nothing on the page is wider than the viewport. */
  fitsViewport(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  }
}
