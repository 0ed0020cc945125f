import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app in the browser: providers around the router. */
export function App({ router }: { router: Router }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
