import type { Investment } from '@shared/investment';
import type { Role } from '@shared/roles';
import { createFakeInvestments, testInvestment } from '@client/testing/fake-investments';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';
import { createFakeDocuments } from '@client/testing/fake-documents';

export const documentInvestments: Investment[] = [
  testInvestment({ id: 4, name: 'Northbridge Growth IV' }),
  testInvestment({ id: 5, name: 'Helios Infrastructure II' }),
];

/** Renders /documents for a signed-in role against a fake API holding these documents and investments. */
export function renderDocuments({
  role = 'member',
  path = '/documents',
  failing,
  ...data
}: Parameters<typeof createFakeDocuments>[0] & { role?: Role; path?: string; failing?: string[] }) {
  const documents = createFakeDocuments(data);
  const investments = createFakeInvestments(documentInvestments);
  const view = renderApp({
    path,
    user: testUser(role),
    failing,
    routes: (method, routePath, body) =>
      documents.handle(method, routePath, body) ?? investments.handle(method, routePath, body),
  });
  return { ...view, documents };
}
