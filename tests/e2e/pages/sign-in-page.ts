import type { Page } from 'playwright-core';

/** /login: the e-mail and password form. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async submit(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** Signs in and waits until the app has moved on to the start screen. */
  async signIn(email: string, password: string): Promise<void> {
    await this.goto();
    await this.submit(email, password);
    await this.page.waitForURL((url) => url.pathname === '/');
  }

  error() {
    return this.page.getByRole('alert');
  }
}
