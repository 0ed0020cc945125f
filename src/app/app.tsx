import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { FactsHolder } from '@/lib/facts-context';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app in the browser: providers around the router. */
export function App({
  router,
  initialQueryState,
  facts,
}: {
  router: Router;
  initialQueryState?: DehydratedState;
  facts: FactsHolder;
}) {
  return (
    <StrictMode>
      <AppProviders initialQueryState={initialQueryState} facts={facts}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
