import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenHeadings } from '@client/texts/screen-headings';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

describe('routes of SPEC 2', () => {
  it.each(['/', '/ai-analyst'])('%s is the analyst chat', async (path) => {
    renderApp({ path, user: testUser('viewer') });

    expect(
      await screen.findByRole('heading', { level: 1, name: screenHeadings.aiAnalyst.title }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
    expect(document.title).toContain(screenHeadings.aiAnalyst.title);
  });

  it('asks a signed-out visitor to sign in instead of showing the screen', async () => {
    renderApp({ path: '/pipeline', user: null });

    expect(await screen.findByRole('heading', { name: 'Sign in to Allocator' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: screenHeadings.pipeline.title })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
  });

  it('reports a server failure with a way to try again', async () => {
    renderApp({ path: '/', user: null, failing: ['GET /api/auth/user'] });

    expect(await screen.findByRole('alert')).toHaveTextContent('500: {"message":"Internal Server Error"}');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
