import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenHeadings } from '@client/texts/screen-headings';
import { renderApp } from '@client/testing/render-app';
import { testPassword, testUser } from '@client/testing/test-users';

const account = testUser('member');

describe('sign in', () => {
  it('shows field errors from the shared schema before calling the server', async () => {
    const { user, api } = renderApp({ path: '/login', user: null, account });

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/login')).toHaveLength(0);
  });

  it("shows the server's message for a wrong password", async () => {
    const { user } = renderApp({ path: '/login', user: null, account });

    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('signs in, refreshes the current user and goes to the start screen', async () => {
    const { user, api } = renderApp({ path: '/login', user: null, account });

    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), testPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: screenHeadings.aiAnalyst.title }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('button', { name: 'Jordan Member' })).toBeVisible();
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(2);
  });

  it('links to registration, whose form asks for a team name', async () => {
    const { user } = renderApp({ path: '/login', user: null });

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Team name is required')).toBeVisible();
  });
});
