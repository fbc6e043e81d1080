import type { Locator, Page } from 'playwright-core';
import type { DocumentListItem, DocumentTypeValue, UploadResponse } from '@shared/document';
import { documentDialogTabs, documentTexts } from '@client/texts/document-messages';
import { documentColumnLabels, repositoryTexts } from '@client/texts/document-repository-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { makePdf } from '../../../src/server/extraction/test-support/make-pdf';

/** /documents: counters, content search, filters, the paged table (cards on phones) and the dialog. */
export class DocumentsPage {
  readonly table: Locator;
  readonly dialog: Locator;
  readonly confirmDialog: Locator;
  readonly pagination: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: repositoryTexts.tableLabel });
    this.dialog = page.getByRole('dialog');
    this.confirmDialog = page.getByRole('alertdialog');
    this.pagination = page.getByRole('navigation', { name: repositoryTexts.pagination });
  }

  async goto(): Promise<void> {
    await this.page.goto('/documents');
    await this.page.getByText(documentTexts.loading).waitFor({ state: 'detached' });
  }

  /**
   * Uploads a small generated PDF through the API as the signed-in user (the browser's session), for
   * tests that need their own documents, in the General Repository or filed under an investment; its
   * text holds its name and `words`.
   */
  async uploadPdfThroughApi(
    name: string,
    type: DocumentTypeValue,
    {
      words = 'Quarterly figures for the committee.',
      investmentId,
    }: { words?: string; investmentId?: number } = {},
  ): Promise<DocumentListItem> {
    const bytes = makePdf([[`${name} board pack.`, words]]);
    const response = await this.page.request.post('/api/documents/upload', {
      multipart: {
        ...(investmentId === undefined ? {} : { investmentId: String(investmentId) }),
        metadata_0: JSON.stringify({ type, name }),
        documents: { name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) },
      },
    });
    if (!response.ok())
      throw new Error(`Uploading ${name} failed: ${response.status()} ${await response.text()}`);
    const [document] = ((await response.json()) as UploadResponse).documents;
    return document;
  }

  async storedDocument(id: number): Promise<DocumentListItem | null> {
    const response = await this.page.request.get('/api/documents');
    const documents = (await response.json()) as DocumentListItem[];
    return documents.find((document) => document.id === id) ?? null;
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: repositoryTexts.searchLabel }).fill(text);
  }

  async choose(filterLabel: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: filterLabel }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  columnHeader(column: keyof typeof documentColumnLabels): Locator {
    return this.table.getByRole('columnheader', { name: documentColumnLabels[column] });
  }

  /** The names of the table's document rows, top to bottom, read at one instant. */
  rowNames(): Promise<string[]> {
    return this.table
      .locator('tbody tr:not([id])')
      .evaluateAll((rows) =>
        rows.map((row) => row.querySelector('td button:not([aria-expanded])')?.textContent ?? ''),
      );
  }

  row(name: string): Locator {
    return this.table
      .locator('tbody tr')
      .filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  async goToPage(number: number): Promise<void> {
    await this.pagination.getByRole('button', { name: repositoryTexts.pageLabel(number) }).click();
  }

  async openDialog(name: string): Promise<void> {
    await this.page.getByRole('button', { name: repositoryTexts.viewDocument(name), exact: true }).click();
    await this.dialog.waitFor();
  }

  async openTab(tab: keyof typeof documentDialogTabs): Promise<void> {
    await this.dialog.getByRole('tab', { name: documentDialogTabs[tab] }).click();
  }

  summaryToggle(name: string): Locator {
    return this.page.getByRole('button', { name: repositoryTexts.showSummary(name), exact: true });
  }

  async searchContent(text: string): Promise<Locator> {
    await this.page.getByRole('searchbox', { name: repositoryTexts.contentSearchLabel }).fill(text);
    await this.page.getByRole('button', { name: repositoryTexts.contentSearchSubmit, exact: true }).click();
    const results = this.page.getByRole('list', { name: repositoryTexts.contentSearchResults });
    await results.waitFor();
    return results;
  }

  async archive(name: string): Promise<void> {
    await this.page.getByRole('button', { name: repositoryTexts.archiveDocument(name), exact: true }).click();
  }

  async deleteWithConfirmation(name: string): Promise<void> {
    await this.page.getByRole('button', { name: repositoryTexts.deleteDocument(name), exact: true }).click();
    await this.confirmDialog.getByText(investmentTexts.deleteNamedConfirm(name)).waitFor();
    await this.confirmDialog.getByRole('button', { name: documentTexts.delete }).click();
  }
}
