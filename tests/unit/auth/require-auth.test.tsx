import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { authState } from './auth-test-utils';

function renderGuard(state: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { element: <RequireAuth />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] },
    ],
    { initialEntries: ['/about', '/dashboard'], initialIndex: 1 },
  );
  render(
    <AuthContext.Provider value={state}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('shows a spinner while the login state loads', () => {
    renderGuard(authState({ isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your login…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('redirects a visitor to the home page, replacing the history entry', () => {
    const router = renderGuard(authState());
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders the guarded page for a logged-in user', () => {
    renderGuard(authState({ isAuthenticated: true, isAdmin: true }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
