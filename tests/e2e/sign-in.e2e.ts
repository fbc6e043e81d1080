import { describe, expect, it } from 'vitest';
import { texts } from '@client/texts/messages';
import { roleLabels } from '@client/texts/role-labels';
import { screenHeadings } from '@client/texts/screen-headings';
import { userMenuLabels } from '@client/texts/settings-panel-texts';
import { demoPassword, demoUsers } from '../../src/server/seed/demo-users';
import { AppShell } from './pages/app-shell';
import { demoUser } from './pages/demo-user';
import { SignInPage } from './pages/sign-in-page';
import { newPage, useBrowser } from './support/browser';

describe('signing in and out', () => {
  const browser = useBrowser();

  it('shows a signed-out visitor Sign in to continue instead of the user area', async () => {
    const { context, page } = await newPage(browser());
    try {
      await page.goto('/pipeline');
      const shell = new AppShell(page);

      await shell.sidebar.getByText(texts.signInToContinue).waitFor();
      expect(await shell.heading().textContent()).toBe('Sign in to Allocator');
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await context.close();
    }
  });

  it.each(demoUsers)('signs in $email and shows the role label $role', async ({ email, firstName, role }) => {
    const { context, page } = await newPage(browser());
    try {
      await new SignInPage(page).signIn(email, demoPassword);
      const shell = new AppShell(page);

      await shell.heading().getByText(screenHeadings.aiAnalyst.title).waitFor();
      const user = shell.userButton();
      expect(await user.textContent()).toContain(firstName);
      expect(await user.textContent()).toContain(roleLabels[role]);
    } finally {
      await context.close();
    }
  });

  it('refuses a wrong password with the server message', async () => {
    const { context, page } = await newPage(browser());
    try {
      const signInPage = new SignInPage(page);
      await signInPage.goto();
      await signInPage.submit(demoUser('viewer').email, 'not-the-password');

      expect(await signInPage.error().textContent()).toContain('Invalid email or password');
    } finally {
      await context.close();
    }
  });

  it('signs out from the user menu', async () => {
    const { context, page } = await newPage(browser());
    try {
      await new SignInPage(page).signIn(demoUser('viewer').email, demoPassword);
      const shell = new AppShell(page);

      await shell.chooseFromUserMenu(userMenuLabels.signOut);

      await shell.sidebar.getByText(texts.signInToContinue).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});
