import type { Locator, Page } from 'playwright-core';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** An upload dialog (the investment's Documents tab, or the Tools page's Document Processing). */
export class UploadDialog {
  readonly dialog: Locator;

  constructor(
    private readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async chooseFiles(files: UploadFile[]): Promise<void> {
    await this.dialog.getByLabel('Browse files').setInputFiles(files);
  }

  async choose(field: string, option: string): Promise<void> {
    await this.dialog.getByRole('combobox', { name: field }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  chosenFiles(): Locator {
    return this.dialog.getByRole('list', { name: 'Selected files' }).getByRole('listitem');
  }

  async submit(label = 'Upload'): Promise<void> {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
  }

  progress(): Locator {
    return this.dialog.getByRole('progressbar', { name: 'Upload progress' });
  }
}
