import type { QueryClient } from '@tanstack/react-query';
import { AppShell } from '@client/components/layout/app-shell';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppShell>
        <AppRouter />
      </AppShell>
    </AppProviders>
  );
}
