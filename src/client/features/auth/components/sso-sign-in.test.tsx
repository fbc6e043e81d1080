import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoStartPath, type SsoInfo } from '@shared/sso';
import { json } from '@client/testing/json-response';
import { renderApp } from '@client/testing/render-app';
import { ssoTexts } from '@client/texts/sso-texts';

function withSso(sso: SsoInfo['sso']) {
  return (method: string, path: string) =>
    method === 'GET' && path === '/api/auth/sso' ? json(200, { sso }) : undefined;
}

const contoso = {
  providerName: 'Contoso ID',
  passwordSignIn: true,
  endSessionUrl: 'https://id.contoso.test/logout',
};

describe('single sign-on on the sign-in page', () => {
  it("offers the provider's button beside the password form, and its sign-out", async () => {
    renderApp({ path: '/login', user: null, routes: withSso(contoso) });
    const button = await screen.findByRole('link', { name: ssoTexts.signInWith('Contoso ID') });
    expect(button).toHaveAttribute('href', ssoStartPath);
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('link', { name: ssoTexts.signOutOfProvider('Contoso ID') })).toHaveAttribute(
      'href',
      contoso.endSessionUrl,
    );
  });

  it('shows the button alone when the team signs in with single sign-on only, and why a try failed', async () => {
    renderApp({
      path: '/login?sso=failed',
      user: null,
      routes: withSso({ ...contoso, passwordSignIn: false, endSessionUrl: null }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ssoTexts.failed);
    expect(screen.getByText(ssoTexts.ssoOnly('Contoso ID'))).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows only the password form without a provider', async () => {
    renderApp({ path: '/login', user: null });
    expect(await screen.findByLabelText('Password')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});
