import type { DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { FactsContext, type FactsHolder } from '@/lib/facts-context';
import { DeferredToaster } from './deferred-toaster';
import { InitialQueryStateContext } from './initial-query-state';

type AppProvidersProps = {
  children: ReactNode;
  /** The rows a prerendered page was built with (see query-layout.tsx). */
  initialQueryState?: DehydratedState;
  /** The company facts of the visit, starting from those the page was built with. */
  facts: FactsHolder;
};

/**
 * What every page needs. The react-query client is not here: it comes with the routes that read
 * data (src/app/query-layout.tsx), so company pages do not download it.
 */
export function AppProviders({ children, initialQueryState, facts }: AppProvidersProps) {
  return (
    <InitialQueryStateContext value={initialQueryState}>
      <FactsContext value={facts}>
        <AuthProvider>
          {children}
          <DeferredToaster />
        </AuthProvider>
      </FactsContext>
    </InitialQueryStateContext>
  );
}
