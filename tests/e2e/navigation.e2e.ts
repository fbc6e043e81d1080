import { describe, expect, it } from 'vitest';
import { texts } from '@client/texts/messages';
import { screenHeadings } from '@client/texts/screen-headings';
import { demoPassword } from '../../src/server/seed/demo-users';
import { AppShell } from './pages/app-shell';
import { demoUser } from './pages/demo-user';
import { SignInPage } from './pages/sign-in-page';
import { desktop, mobile, newPage, useBrowser } from './support/browser';

const viewer = demoUser('viewer');

describe('navigation', () => {
  const browser = useBrowser();

  it('collapses the desktop sidebar to a narrow bar and expands it again', async () => {
    const { context, page } = await newPage(browser(), desktop);
    try {
      await new SignInPage(page).signIn(viewer.email, demoPassword);
      const shell = new AppShell(page);

      expect(await shell.sidebarWidth()).toBeCloseTo(256, 0);
      await shell.toggleSidebar();
      await expect.poll(() => shell.sidebarWidth()).toBeCloseTo(64, 0);
      // The narrow bar keeps working links.
      await shell.navLink(shell.sidebar, 'Pipeline').click();
      expect(await shell.heading().textContent()).toBe(screenHeadings.pipeline.title);

      await page.reload();
      await expect.poll(() => shell.sidebarWidth()).toBeCloseTo(64, 0);
      await shell.toggleSidebar();
      await expect.poll(() => shell.sidebarWidth()).toBeCloseTo(256, 0);
    } finally {
      await context.close();
    }
  });

  it('opens a 64-unit drawer at 375 px that closes on route change', async () => {
    const { context, page } = await newPage(browser(), mobile);
    try {
      await new SignInPage(page).signIn(viewer.email, demoPassword);
      const shell = new AppShell(page);

      expect(await shell.sidebar.count()).toBe(0);
      await shell.openDrawer();
      expect((await shell.drawer.boundingBox())?.width).toBeCloseTo(256, 0);
      await shell.navLink(shell.drawer, 'Documents').click();

      await shell.drawer.waitFor({ state: 'hidden' });
      expect(await shell.heading().textContent()).toBe(screenHeadings.documents.title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        mobile.width,
      );
    } finally {
      await context.close();
    }
  });

  it('shows each screen with its SPEC heading', async () => {
    const { context, page } = await newPage(browser(), desktop);
    try {
      await new SignInPage(page).signIn(viewer.email, demoPassword);
      const shell = new AppShell(page);

      await page.goto('/dashboard');
      expect(await shell.heading().textContent()).toBe(screenHeadings.dashboard.title);
      await page.getByText(screenHeadings.dashboard.subtitle).waitFor();
      expect(await page.title()).toContain(screenHeadings.dashboard.title);
    } finally {
      await context.close();
    }
  });

  it('answers an unknown path with the 404 page and a link home', async () => {
    const { context, page } = await newPage(browser(), desktop);
    try {
      await page.goto('/no-such-screen');
      const shell = new AppShell(page);

      expect(await shell.heading().textContent()).toBe(texts.notFoundTitle);
      expect(await page.title()).toContain(texts.notFoundTitle);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
