import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toaster';

/**
 * A QueryClient that never fetches on its own: tests put rows in with setQueryData, so nothing
 * reaches the network and no backend is needed.
 */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={0}>
        <MemoryRouter>{ui}</MemoryRouter>
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
