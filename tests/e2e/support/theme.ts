import type { Page } from 'playwright-core';
import type { User } from '@shared/user';
import { callApi } from '../pages/investment-detail-page';

/** Sets the signed-in person's theme through the settings API, as the settings panel would. */
export async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const { settings } = await callApi<User>(page, 'GET', '/api/auth/user');
  await callApi(page, 'PATCH', '/api/user/settings', {
    settings: { ...settings, display: { ...settings.display, theme } },
  });
}
