import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { authState } from './auth-test-utils';

// The sign-in page is a lazy chunk: its first import can take seconds on a loaded machine.
const LAZY = { timeout: 15_000 };

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

  it('opens the login dialog at once for a visitor, staying at the desk’s address', async () => {
    const openDeskLogin = vi.fn();
    const router = renderGuard(authState({ openDeskLogin }));
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, LAZY),
    ).toBeInTheDocument();
    expect(openDeskLogin).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('says plainly that an account which is not the administrator’s cannot come in', async () => {
    const openDeskLogin = vi.fn();
    renderGuard(authState({ isAuthenticated: true, isAdmin: false, openDeskLogin }));
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'This account is not the site’s administrator',
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(openDeskLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('names the refusal after a password sign-in the desk turned away', async () => {
    renderGuard(authState({ loginRefusal: 'not-admin' }));
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Log in with the administrator’s',
    );
  });

  it('renders the guarded page for a logged-in user', () => {
    renderGuard(authState({ isAuthenticated: true, isAdmin: true }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
