import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app in the browser: providers around the router. */
export function App({
  router,
  initialQueryState,
}: {
  router: Router;
  initialQueryState?: DehydratedState;
}) {
  return (
    <StrictMode>
      <AppProviders initialQueryState={initialQueryState}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
