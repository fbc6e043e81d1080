import type { Locator, Page } from 'playwright-core';
import { dashboardTexts } from '@client/texts/dashboard-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { screenHeadings } from '@client/texts/screen-headings';

/** /dashboard: the metric cards, the pipeline, analytics and documents cards, and the header's buttons. */
export class DashboardPage {
  readonly metrics: Locator;
  readonly pipelineCard: Locator;
  readonly analyticsCard: Locator;
  readonly recentDocumentsCard: Locator;
  readonly notificationsPanel: Locator;
  readonly addInvestmentDialog: Locator;

  constructor(private readonly page: Page) {
    this.metrics = page.getByRole('region', { name: 'Key metrics' });
    this.pipelineCard = page.getByRole('region', { name: dashboardTexts.investmentPipeline });
    this.analyticsCard = page.getByRole('region', { name: dashboardTexts.investmentAnalytics });
    this.recentDocumentsCard = page.getByRole('region', { name: dashboardTexts.recentDocuments });
    this.notificationsPanel = page.getByRole('dialog', { name: dashboardTexts.notifications });
    this.addInvestmentDialog = page.getByRole('dialog', { name: investmentTexts.addDialogTitle });
  }

  /** Opens the dashboard and waits until the metrics have loaded. */
  async goto(): Promise<void> {
    await this.page.goto('/dashboard');
    await this.page.getByRole('heading', { level: 1, name: screenHeadings.dashboard.title }).waitFor();
    await this.metrics.waitFor();
  }

  /** A metric card by its label; its text is the label, the figure and the line under it. */
  metricCard(label: string): Locator {
    return this.metrics.getByRole('link', { name: new RegExp(`^${label}`) });
  }

  async showPipeline(filterLabel: string): Promise<void> {
    await this.pipelineCard.getByRole('tab', { name: filterLabel }).click();
  }

  pipelineInvestments(): Locator {
    return this.pipelineCard.getByRole('list').getByRole('link');
  }

  async openNotifications(): Promise<void> {
    await this.page.getByRole('button', { name: dashboardTexts.notifications, exact: true }).click();
    await this.notificationsPanel.waitFor();
  }

  notifications(): Locator {
    return this.notificationsPanel.getByRole('listitem');
  }

  async openAddInvestment(): Promise<void> {
    await this.page.getByRole('button', { name: dashboardTexts.addInvestment, exact: true }).click();
    await this.addInvestmentDialog.waitFor();
  }
}
