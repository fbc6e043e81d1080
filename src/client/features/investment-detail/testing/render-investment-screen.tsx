import type { Role } from '@shared/roles';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';
import { fakeDetailApi } from './fake-detail-api';
import { testInvestment } from './detail-test-data';

type Options = Parameters<typeof fakeDetailApi>[0] & {
  path?: string;
  role?: Role;
  /** Calls answered 500, written "METHOD /path". */
  failing?: string[];
};

/** Renders the app at an investment's page as a team member, against the fake detail routes. */
export function renderInvestmentScreen({
  path = '/pipeline/7',
  role = 'member',
  failing,
  investments = [testInvestment()],
  ...data
}: Options = {}) {
  const fake = fakeDetailApi({ investments, ...data });
  const view = renderApp({ path, user: testUser(role), routes: fake.routes, failing });
  return { ...view, fake };
}
