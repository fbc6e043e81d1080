import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Role } from '@shared/roles';
import { demoPassword } from '../../../src/server/seed/demo-users';
import { demoUser } from '../pages/demo-user';
import { SignInPage } from '../pages/sign-in-page';
import { desktop, newPage } from './browser';

/**
 * Signs in through the sign-in page as the demo team's person with this role, in a fresh context at this
 * size, runs the steps, and closes the context whatever happens.
 */
export async function signedInAs(
  browser: Browser,
  role: Role,
  steps: (page: Page, context: BrowserContext) => Promise<void>,
  viewport = desktop,
): Promise<void> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await new SignInPage(page).signIn(demoUser(role).email, demoPassword);
    await steps(page, context);
  } finally {
    await context.close();
  }
}
