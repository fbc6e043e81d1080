import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screenHeadings, type ScreenHeading } from '@shared/screens';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

const routes: [path: string, heading: ScreenHeading][] = [
  ['/', screenHeadings.aiAnalyst],
  ['/ai-analyst', screenHeadings.aiAnalyst],
  ['/analytics', screenHeadings.analytics],
];

describe('routes of SPEC 2', () => {
  it.each(routes)('%s shows its heading and the not-built notice', async (path, heading) => {
    renderApp({ path, user: testUser('member') });

    expect(await screen.findByRole('heading', { level: 1, name: heading.title })).toBeVisible();
    if (heading.subtitle) expect(screen.getByText(heading.subtitle)).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('This screen is not built yet');
    expect(document.title).toContain(heading.title);
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
