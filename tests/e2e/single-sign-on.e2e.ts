import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/user';
import { ssoTexts } from '@client/texts/sso-texts';
import { demoPassword } from '../../src/server/seed/demo-users';
import { OidcTestProvider, testClient } from '../api/oidc-test-provider';
import { demoUser } from './pages/demo-user';
import { accessibilityViolations } from './support/accessibility';
import { freePort, startAppServer, type AppServer } from './support/app-server';
import { desktop, useBrowser } from './support/browser';

const providerName = 'Contoso ID';

describe('single sign-on in the browser, through a real OpenID Connect provider', () => {
  const browser = useBrowser();
  const provider = new OidcTestProvider();
  let app: AppServer;

  // An app of its own, configured for the provider: the shared one runs without single sign-on.
  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    await provider.start([`${origin}/api/auth/sso/callback`], [`${origin}/login`]);
    app = await startAppServer(port, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: testClient.clientId,
      OIDC_CLIENT_SECRET: testClient.clientSecret,
      OIDC_PROVIDER_NAME: providerName,
      // The demo team, the first one the fresh database holds.
      OIDC_TEAM_ID: '1',
      OIDC_ROLE: 'member',
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await provider.stop();
  });

  async function inFreshBrowser(steps: (page: Page) => Promise<void>) {
    const context = await browser().newContext({ baseURL: app.baseUrl, viewport: desktop });
    try {
      await steps(await context.newPage());
    } finally {
      await context.close();
    }
  }

  /** From our sign-in page, through the provider's own login page, as this e-mail. */
  async function signInWithProvider(page: Page, email: string): Promise<void> {
    await page.goto('/login');
    await page.getByRole('link', { name: ssoTexts.signInWith(providerName) }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill(email);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();
  }

  it('creates the person on their first sign-in, in the configured team with the configured role', () =>
    inFreshBrowser(async (page) => {
      await signInWithProvider(page, 'new.partner@contoso.test');
      await page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === '/');
      const me = (await (await page.request.get('/api/auth/user')).json()) as User;
      expect(me).toMatchObject({ email: 'new.partner@contoso.test', role: 'member', teamId: 1 });
      const admin = await page.request.post('/api/login', {
        data: { email: demoUser('admin').email, password: demoPassword },
      });
      expect(((await admin.json()) as User).teamId).toBe(me.teamId);
    }));

  for (const [what, tamper] of [
    ['another audience', { aud: 'another-client' }],
    ['another nonce', { nonce: 'a-nonce-we-never-sent' }],
  ] as const) {
    it(`refuses an ID token for ${what} and says so on the sign-in page`, () =>
      inFreshBrowser(async (page) => {
        provider.tamper = tamper;
        try {
          await signInWithProvider(page, 'mallory@contoso.test');
          await page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === '/login');
          await page.getByRole('alert').getByText(ssoTexts.failed).waitFor();
          expect((await page.request.get('/api/auth/user')).status()).toBe(401);
          expect(await accessibilityViolations(page)).toEqual([]);
        } finally {
          provider.tamper = {};
        }
      }));
  }

  it('hides the password form once an admin turns password sign-in off for the team', () =>
    inFreshBrowser(async (asAdmin) => {
      const admin = await asAdmin.request.post('/api/login', {
        data: { email: demoUser('admin').email, password: demoPassword },
      });
      expect(admin.ok()).toBe(true);
      const off = await asAdmin.request.patch('/api/team/sign-in', { data: { passwordSignIn: false } });
      expect(off.ok()).toBe(true);
      try {
        await inFreshBrowser(async (page) => {
          await page.goto('/login');
          await page.getByText(ssoTexts.ssoOnly(providerName)).waitFor();
          await page.getByRole('link', { name: ssoTexts.signInWith(providerName) }).waitFor();
          expect(await page.getByLabel('Password').count()).toBe(0);
          expect(await accessibilityViolations(page)).toEqual([]);
        });
      } finally {
        await asAdmin.request.patch('/api/team/sign-in', { data: { passwordSignIn: true } });
      }
      await inFreshBrowser(async (page) => {
        await page.goto('/login');
        await page.getByLabel('Password').waitFor();
      });
    }));
});
