import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultUserSettings, type Theme } from '@shared/settings';
import { userMenuLabels } from '@client/texts/settings-panel-texts';
import { setMedia } from '@client/testing/fake-media';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

const html = document.documentElement;

function userWithDisplay(theme: Theme, compactView = false) {
  return testUser('member', {
    settings: { ...defaultUserSettings, display: { theme, compactView, showTips: true } },
  });
}

describe('theme and compact view', () => {
  it('is light for a signed-out visitor', async () => {
    renderApp({ user: null });

    await screen.findByRole('heading', { name: 'Sign in to Allocator' });
    expect(html).not.toHaveClass('dark');
  });

  it("applies the user's dark theme and compact view to <html>", async () => {
    renderApp({ user: userWithDisplay('dark', true) });

    await waitFor(() => expect(html).toHaveClass('dark'));
    expect(html).toHaveClass('compact');
  });

  it('follows the device when the theme is system, and keeps following it', async () => {
    setMedia({ devicePrefersDark: true });
    renderApp({ user: userWithDisplay('system') });

    await waitFor(() => expect(html).toHaveClass('dark'));
    setMedia({ devicePrefersDark: false });
    await waitFor(() => expect(html).not.toHaveClass('dark'));
  });

  it('switches to dark as soon as Dark is chosen in Display Preferences', async () => {
    const { user } = renderApp({ user: userWithDisplay('light') });

    await user.click(await screen.findByRole('button', { name: 'Jordan Member' }));
    await user.click(await screen.findByRole('menuitem', { name: userMenuLabels.userSettings }));
    const panel = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(panel).getByRole('combobox', { name: 'Theme' }));
    await user.click(await screen.findByRole('option', { name: 'Dark' }));

    await waitFor(() => expect(html).toHaveClass('dark'));
  });
});
