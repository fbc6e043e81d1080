import type { Download, Locator, Page } from 'playwright-core';
import { analyticsTexts } from '@client/features/analytics/analytics-texts';

/** /analytics: the time range, Export Report, the four tabs and their charts, tables and figures. */
export class AnalyticsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/analytics');
    await this.tile(analyticsTexts.overview.totalInvestments).waitFor();
  }

  async chooseRange(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: analyticsTexts.rangeLabel }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
    await this.page.getByRole('tabpanel', { name }).waitFor();
  }

  /** A headline figure's value, by its label. */
  tile(label: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  chart(title: string): Locator {
    return this.page.getByRole('img', { name: `${title} chart` });
  }

  /** A chart's figures: its disclosure is opened, then its table returned. */
  async table(title: string): Promise<Locator> {
    const table = this.page.getByRole('table', { name: title });
    const card = this.page.locator('[data-slot="card"]').filter({ has: this.chart(title) });
    await card.getByText(analyticsTexts.showTable).click();
    await table.waitFor();
    return table;
  }

  async exportReport(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: analyticsTexts.exportReport }).click();
    return download;
  }
}
