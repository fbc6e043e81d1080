import type { Locator, Page } from 'playwright-core';

/** The right-side settings overlay opened from the user menu. */
export class SettingsPanel {
  readonly root: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Settings' });
  }

  tab(label: string): Locator {
    return this.root.getByRole('tab', { name: label });
  }

  async selectTab(label: string): Promise<void> {
    await this.tab(label).click();
  }

  switch(label: string): Locator {
    return this.root.getByRole('switch', { name: label });
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  button(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }

  async chooseTheme(label: string): Promise<void> {
    await this.root.getByRole('combobox', { name: 'Theme' }).click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async saveProfile(firstName: string, lastName: string, saveLabel: string): Promise<void> {
    await this.field('First name').fill(firstName);
    await this.field('Last name').fill(lastName);
    await this.button(saveLabel).click();
  }

  /** Makes a settings change and waits until the server has stored it. */
  async savingSettings(change: () => Promise<void>): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/user/settings',
    );
    await change();
    await saved;
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close' }).click();
    await this.root.waitFor({ state: 'hidden' });
  }
}
