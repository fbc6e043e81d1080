import type { Download, Locator, Page } from 'playwright-core';
import type { CreateInvestmentInput, Investment } from '@shared/investment';
import { investmentTexts } from '@client/texts/investment-messages';
import type { SortColumn } from '@shared/investment-sorting';
import {
  investmentFieldLabels,
  pipelineActionLabels,
  pipelineColumnLabels,
  pipelineTexts,
} from '@client/features/pipeline/pipeline-texts';

type NewInvestment = Pick<CreateInvestmentInput, 'name'> & Partial<CreateInvestmentInput>;

/** /pipeline: the header buttons, filters, table (or cards on phones), row menus and Add dialog. */
export class PipelinePage {
  readonly table: Locator;
  readonly addDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table');
    this.addDialog = page.getByRole('dialog', { name: investmentTexts.addDialogTitle });
    this.confirmDialog = page.getByRole('alertdialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/pipeline');
    await this.resultsCount().waitFor();
  }

  /**
   * Adds an investment through the API as the signed-in user (the browser's session), for tests
   * that need their own rows to change. Answers the created investment.
   */
  async createThroughApi(investment: NewInvestment): Promise<Investment> {
    const response = await this.page.request.post('/api/investments', {
      data: {
        type: 'fund',
        status: 'due_diligence',
        strategy: 'Buyout',
        targetSize: '$500M',
        vintage: 2024,
        geography: 'Europe',
        ...investment,
      },
    });
    if (!response.ok()) throw new Error(`Creating ${investment.name} failed: ${response.status()}`);
    return (await response.json()) as Investment;
  }

  /** The investment as the server holds it now, or null once it is gone. */
  async storedInvestment(id: number): Promise<Investment | null> {
    const response = await this.page.request.get(`/api/investments/${id}`);
    if (response.status() === 404) return null;
    return (await response.json()) as Investment;
  }

  button(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  resultsCount(): Locator {
    return this.page.getByRole('status').filter({ hasText: /investments?$/ });
  }

  async search(text: string): Promise<void> {
    await this.page.getByPlaceholder(investmentTexts.searchPlaceholder).fill(text);
  }

  async chooseFilter(filterLabel: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: filterLabel }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async filterByStatus(option: string): Promise<void> {
    await this.chooseFilter(pipelineTexts.statusFilterLabel, option);
  }

  async filterByType(option: string): Promise<void> {
    await this.chooseFilter(pipelineTexts.typeFilterLabel, option);
  }

  columnHeader(column: SortColumn): Locator {
    return this.table.getByRole('columnheader', { name: pipelineColumnLabels[column] });
  }

  async sortBy(column: SortColumn): Promise<void> {
    await this.columnHeader(column).getByRole('button').click();
  }

  /** The names of the table's rows, top to bottom, read at one instant (the name is each row's first link). */
  rowNames(): Promise<string[]> {
    return this.table
      .locator('tbody tr[aria-rowindex]')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent ?? ''));
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  async chooseRowAction(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: pipelineTexts.investmentActions(name), exact: true }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async deleteWithConfirmation(name: string): Promise<void> {
    await this.chooseRowAction(name, pipelineActionLabels.delete);
    await this.confirmDialog.getByText(investmentTexts.deleteInvestmentConfirm).waitFor();
    await this.confirmDialog.getByRole('button', { name: pipelineActionLabels.delete }).click();
  }

  async openAddDialog(): Promise<void> {
    await this.button(pipelineActionLabels.add).click();
    await this.addDialog.waitFor();
  }

  field(label: keyof typeof investmentFieldLabels): Locator {
    return this.addDialog.getByLabel(investmentFieldLabels[label], { exact: true });
  }

  async chooseInDialog(label: 'type' | 'status', option: string): Promise<void> {
    await this.addDialog.getByRole('combobox', { name: investmentFieldLabels[label] }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async submitAddDialog(): Promise<void> {
    await this.addDialog.getByRole('button', { name: pipelineTexts.submitAdd }).click();
  }

  /** Chooses a format from the Export menu and answers the download it starts. */
  async export(formatLabel: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.button(pipelineActionLabels.export).click();
    await this.page.getByRole('menuitem', { name: formatLabel }).click();
    return download;
  }
}
