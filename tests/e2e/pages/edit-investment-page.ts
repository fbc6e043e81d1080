import type { Locator, Page } from 'playwright-core';
import { detailTexts } from '@client/features/investment-detail/detail-texts';

/** /pipeline/edit/{id}: the three sections, Cancel and Save Changes. */
export class EditInvestmentPage {
  constructor(private readonly page: Page) {}

  async goto(id: number): Promise<void> {
    await this.page.goto(`/pipeline/edit/${id}`);
    await this.page.getByRole('heading', { level: 1 }).waitFor();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async choose(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: detailTexts.saveChanges });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
  }

  error(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }
}
