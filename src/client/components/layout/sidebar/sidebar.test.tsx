import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mobileBreakpointPx } from '@client/lib/constants';
import { texts } from '@client/texts/messages';
import { navigationEntries } from '@client/components/layout/sidebar/navigation-entries';
import { userMenuLabels } from '@client/texts/settings-panel-texts';
import { setMedia } from '@client/testing/fake-media';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

describe('sidebar', () => {
  it('lists the navigation entries and marks the current one', async () => {
    renderApp({ path: '/documents', user: testUser('member') });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(navigationEntries.map((entry) => entry.label));
    expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pipeline' })).not.toHaveAttribute('aria-current');
  });

  it('shows the user by first name with the role label', async () => {
    renderApp({ user: testUser('admin') });

    expect(await screen.findByRole('button', { name: 'Alex Team Admin' })).toBeVisible();
  });

  it('falls back to the part of the e-mail before the at-sign when there is no first name', async () => {
    renderApp({ user: testUser('viewer', { firstName: ' ', email: 'pat.quinn@example.com' }) });

    expect(await screen.findByRole('button', { name: 'pat.quinn Viewer' })).toBeVisible();
  });

  it('shows Sign in to continue in place of the user area when signed out', async () => {
    renderApp({ user: null });

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(await within(sidebar).findByText(texts.signInToContinue)).toBeVisible();
    expect(within(sidebar).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers Admin Settings in the user menu to admins only', async () => {
    const { user } = renderApp({ user: testUser('member') });

    await user.click(await screen.findByRole('button', { name: 'Jordan Member' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([userMenuLabels.userSettings, userMenuLabels.teamMembers, userMenuLabels.signOut]);
  });

  it('collapses to a narrow bar and remembers the choice', async () => {
    const { user, unmount } = renderApp({ user: testUser('member') });

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Labels stay available to screen readers when only icons show.
    expect(within(sidebar).getByRole('link', { name: 'Pipeline' })).toBeInTheDocument();

    unmount();
    renderApp({ user: testUser('member') });
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  });

  it('becomes a drawer on small screens that closes on route change', async () => {
    setMedia({ viewportWidth: mobileBreakpointPx - 1 });
    const { user } = renderApp({ path: '/', user: testUser('member') });

    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(drawer).getByRole('link', { name: 'Tools' }));

    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  });
});
