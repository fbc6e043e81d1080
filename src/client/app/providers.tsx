import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@client/components/ui/toaster';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { DisplayPreferences } from './display-preferences';

/** Everything a screen may rely on; tests render the same providers with their own query client. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Toaster>
          <DisplayPreferences />
          {children}
        </Toaster>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
