import type { Locator, Page } from 'playwright-core';
import { toolTexts } from '@client/features/tools/tools-texts';
import { UploadDialog } from './upload-dialog';

/** /tools: the stats strip, the category filter and the tool cards with their dialogs. */
export class ToolsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/tools');
    await this.cards().first().waitFor();
  }

  cards(): Locator {
    return this.page.getByRole('list', { name: 'Tools' }).getByRole('listitem');
  }

  async filter(label: string): Promise<void> {
    await this.page
      .getByRole('group', { name: toolTexts.categoryFilter })
      .getByRole('button', { name: label, exact: true })
      .click();
  }

  async openTool(title: string): Promise<Locator> {
    await this.page.getByRole('button', { name: toolTexts.openTool(title) }).click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    return dialog;
  }

  async openDocumentProcessing(): Promise<UploadDialog> {
    await this.openTool('Document Processing');
    return new UploadDialog(this.page, 'Document Processing');
  }
}
