import type { Investment } from '@shared/investment';
import type { Role } from '@shared/roles';
import { createFakeInvestments, testInvestment } from '@client/testing/fake-investments';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

/** A small pipeline covering both types, the four filter statuses, every IRR case and an archived row. */
export const pipelineInvestments: Investment[] = [
  testInvestment({
    id: 1,
    name: 'Northbridge Growth IV',
    strategy: 'Growth Equity',
    targetSize: '$1.35B',
    vintage: 2025,
    geography: 'North America',
    irr: '24.5%',
    lastActivity: '2025-03-04T12:00:00.000Z',
  }),
  testInvestment({
    id: 2,
    name: 'Helios Infrastructure II',
    status: 'approved',
    strategy: 'Infrastructure',
    targetSize: '$2.1B',
    vintage: 2024,
    irr: '12.8%',
  }),
  testInvestment({
    id: 3,
    name: 'Atlas Healthcare Co-Invest',
    type: 'co-investment',
    status: 'on_hold',
    strategy: 'Buyout',
    targetSize: '$75M',
    vintage: 2023,
    irr: 'N/A',
  }),
  testInvestment({
    id: 4,
    name: 'Sakura Ventures III',
    status: 'rejected',
    strategy: 'Venture Capital',
    targetSize: '$300M',
    vintage: 2022,
    geography: 'Asia',
  }),
  testInvestment({ id: 5, name: 'Retired Archived Fund', status: 'archived' }),
];

/** Renders /pipeline for a signed-in role against a fake API holding these investments. */
export function renderPipeline({
  role = 'member',
  investments = pipelineInvestments,
  failing,
}: { role?: Role; investments?: Investment[]; failing?: string[] } = {}) {
  const store = createFakeInvestments(investments);
  const view = renderApp({ path: '/pipeline', user: testUser(role), failing, routes: store.handle });
  return { ...view, store };
}
