import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { authState } from './auth-test-utils';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderDialog(state: AuthContextValue) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <LoginDialog />
          </>
        ),
      },
    ],
    { initialEntries: ['/investor/policies'] },
  );
  render(
    <AuthContext.Provider value={state}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
}

async function logIn() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
  await user.type(within(dialog).getByLabelText('Username'), 'admin');
  await user.type(within(dialog).getByLabelText('Password'), 'secret');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
}

describe('LoginDialog', () => {
  it('goes to the home page after a login from the footer', async () => {
    const state = authState({ isLoginDialogOpen: true, loginDialogPurpose: 'login' });
    renderDialog(state);
    expect(screen.getByText('Sign in to manage the investor documents.')).toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(state.setLoginDialogOpen).toHaveBeenCalledWith(false));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('stays on the page after logging in again when the session had expired', async () => {
    const state = authState({
      isLoginDialogOpen: true,
      loginDialogPurpose: 'session-expired',
      login: vi.fn(async () => true),
    });
    renderDialog(state);
    expect(
      screen.getByText('Your session has expired. Log in again to carry on where you left off.'),
    ).toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(state.setLoginDialogOpen).toHaveBeenCalledWith(false));
    expect(state.login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
    expect(screen.getByText('at /investor/policies')).toBeInTheDocument();
  });
});
