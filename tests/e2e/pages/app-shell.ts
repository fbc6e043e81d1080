import type { Locator, Page } from 'playwright-core';

/** The sidebar (or, on phones, the top bar and drawer) around every screen. */
export class AppShell {
  readonly sidebar: Locator;
  readonly drawer: Locator;

  constructor(private readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    this.drawer = page.getByRole('dialog', { name: 'Navigation' });
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The account button at the bottom of the sidebar or drawer: initial, name and role label. */
  userButton(): Locator {
    return this.page.locator('[aria-haspopup="menu"]').filter({ visible: true });
  }

  async chooseFromUserMenu(item: string): Promise<void> {
    await this.userButton().click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  navLink(container: Locator, label: string): Locator {
    return container.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label });
  }

  async toggleSidebar(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ }).click();
  }

  async sidebarWidth(): Promise<number> {
    const box = await this.sidebar.boundingBox();
    if (!box) throw new Error('The sidebar is not shown');
    return box.width;
  }

  /**
   * A toast by its title, in the notifications region (F8). While a modal such as the settings panel
   * is open the rest of the page is aria-hidden (Radix announces toasts through its own live region),
   * so the region is looked up including hidden elements.
   */
  toast(title: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText(title, { exact: true });
  }

  async openDrawer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Open navigation' }).click();
    await this.drawer.waitFor();
  }
}
