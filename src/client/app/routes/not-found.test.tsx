import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { texts } from '@client/texts/messages';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

describe('404 page', () => {
  it('titles any unknown path 404 Page Not Found and links home', async () => {
    renderApp({ path: '/no/such/page', user: testUser('member') });

    expect(await screen.findByRole('heading', { level: 1, name: texts.notFoundTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toContain(texts.notFoundTitle);
  });

  it('is shown to signed-out visitors too', async () => {
    renderApp({ path: '/reports', user: null });

    expect(await screen.findByRole('heading', { name: texts.notFoundTitle })).toBeVisible();
  });
});
