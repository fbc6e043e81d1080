import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { App } from '@client/app/app';
import { createQueryClient } from '@client/lib/query-client';
import { createFakeApi } from './fake-api';

type RenderAppOptions = Parameters<typeof createFakeApi>[0] & { path?: string };

/** Renders the whole app, with its real providers, at a path, against a fake API. */
export function renderApp({ path = '/', ...apiOptions }: RenderAppOptions) {
  const api = createFakeApi(apiOptions);
  vi.stubGlobal('fetch', api.fetch);
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  const view = render(<App queryClient={createQueryClient()} />);
  return { ...view, user, api };
}
