import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from '@/routes';
import { AppProviders } from './providers';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
