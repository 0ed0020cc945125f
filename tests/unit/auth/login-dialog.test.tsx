import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth-context';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { authState } from './auth-test-utils';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderDialog(state: AuthContextValue, from = '/investor/policies') {
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
    { initialEntries: [from] },
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
  it('goes to the home page after a login from a company page’s footer', async () => {
    const state = authState({ isLoginDialogOpen: true, loginDialogPurpose: 'login' });
    renderDialog(state, '/about');
    expect(screen.getByText('Sign in to manage the investor documents.')).toBeInTheDocument();
    await logIn();
    await waitFor(() => expect(state.setLoginDialogOpen).toHaveBeenCalledWith(false));
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('stays on the investor page it was opened from, where the documents are edited', async () => {
    const state = authState({ isLoginDialogOpen: true, loginDialogPurpose: 'login' });
    renderDialog(state, '/investor/credit-ratings');
    await logIn();
    await waitFor(() => expect(state.setLoginDialogOpen).toHaveBeenCalledWith(false));
    expect(screen.getByText('at /investor/credit-ratings')).toBeInTheDocument();
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

  it('asks for the authenticator code when the password was right and a code is due', async () => {
    const user = userEvent.setup();
    const state = authState({
      isLoginDialogOpen: true,
      needsCode: true,
      verifyCode: vi.fn(async () => ({
        ok: false as const,
        reason: 'wrong-code' as const,
        message: 'Invalid TOTP code entered',
      })),
    });
    renderDialog(state);
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Authentication code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not right. Check your authenticator app and try again.',
    );
    expect(state.setLoginDialogOpen).not.toHaveBeenCalled();
  });

  it('signs out when the code step is cancelled', async () => {
    const user = userEvent.setup();
    const state = authState({ isLoginDialogOpen: true, needsCode: true });
    renderDialog(state);
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(state.cancelSignIn).toHaveBeenCalled();
    expect(state.setLoginDialogOpen).toHaveBeenCalledWith(false);
  });

  it('tells a throttled code attempt to wait', async () => {
    const user = userEvent.setup();
    const state = authState({
      isLoginDialogOpen: true,
      needsCode: true,
      verifyCode: vi.fn(async () => ({
        ok: false as const,
        reason: 'rate-limited' as const,
        message: 'Request rate limit reached',
      })),
    });
    renderDialog(state);
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it('says why the last login was refused inside the dialog, not only in a toast', async () => {
    const state = authState({
      isLoginDialogOpen: true,
      loginDialogPurpose: 'login',
      loginError: 'Invalid username or password',
    });
    renderDialog(state);
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Login failed: Invalid username or password',
    );
  });
});
