import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Activity } from '@shared/activity';
import type { DocumentListItem } from '@shared/document';
import type { Investment } from '@shared/investment';
import type { User } from '@shared/user';
import { createQueryClient } from '@client/lib/query-client';
import { createFakeApi } from '@client/testing/fake-api';
import { createFakeInvestments } from '@client/testing/fake-investments';
import { json } from '@client/testing/json-response';
import { testUser } from '@client/testing/test-users';
import type { AddInvestmentDialogProps } from '../components/add-investment-slot';
import { Dashboard } from '../components/dashboard';
import { testMetrics } from './dashboard-test-data';

type RenderDashboardOptions = {
  user?: User;
  investments?: Investment[];
  activities?: Activity[];
  documents?: DocumentListItem[];
  /** What GET /api/metrics answers; anything not matching the contract makes the metrics absent. */
  metrics?: unknown;
  /** Calls answered 500, written "METHOD /path". */
  failing?: string[];
};

/** Stands in for the pipeline's Add New Investment dialog, which the app passes in. */
function StubAddInvestmentDialog({ open, onOpenChange }: AddInvestmentDialogProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Stub add investment">
      <button type="button" onClick={() => onOpenChange(false)}>
        Close stub
      </button>
    </div>
  );
}

/** Renders the dashboard with the query client the app uses, against a fake API with the team's data. */
export function renderDashboard({
  user = testUser('member'),
  investments = [],
  activities = [],
  documents = [],
  metrics = testMetrics(),
  failing = [],
}: RenderDashboardOptions = {}) {
  const fakeInvestments = createFakeInvestments(investments);
  const api = createFakeApi({
    user,
    failing,
    routes: (method, path, body) => {
      if (method === 'GET' && path === '/api/metrics') return json(200, metrics);
      if (method === 'GET' && path === '/api/activities') return json(200, activities);
      if (method === 'GET' && path === '/api/documents') return json(200, documents);
      return fakeInvestments.handle(method, path, body);
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  window.history.replaceState(null, '', '/dashboard');
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <Dashboard renderAddInvestmentDialog={(props) => <StubAddInvestmentDialog {...props} />} />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), api };
}
