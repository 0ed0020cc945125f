import type { Session, User } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthClient } from '@/features/auth/api/sign-in';
import { useAuth } from '@/lib/auth-context';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { dismissToast } from '@/hooks/use-toast';

const adminUser = {
  id: 'u1',
  email: 'admin@healthforall.local',
  app_metadata: { role: 'admin' },
  user_metadata: { name: 'Administrator' },
} as unknown as User;

/** Just enough of supabase-js's auth client for the provider: sign-in always succeeds. */
function fakeAuthClient(): AuthClient {
  let listener: ((event: string, session: Session | null) => void) | null = null;
  const auth = {
    onAuthStateChange(callback: (event: string, session: Session | null) => void) {
      listener = callback;
      callback('INITIAL_SESSION', null);
      return { data: { subscription: { unsubscribe: () => (listener = null) } } };
    },
    async signInWithPassword() {
      const session = { access_token: 'token', user: adminUser } as unknown as Session;
      listener?.('SIGNED_IN', session);
      return { data: { user: adminUser, session }, error: null };
    },
    async signOut() {
      listener?.('SIGNED_OUT', null);
      return { error: null };
    },
  };
  return { auth } as unknown as AuthClient;
}

function Probe() {
  const { reauthenticate, setLoginDialogOpen, isLoginDialogOpen, loginDialogPurpose, login } =
    useAuth();
  const [result, setResult] = useState('none');
  return (
    <>
      <p>
        dialog {isLoginDialogOpen ? 'open' : 'closed'} for {loginDialogPurpose}; result {result}
      </p>
      <button type="button" onClick={() => void reauthenticate().then((r) => setResult(String(r)))}>
        Reauthenticate
      </button>
      <button type="button" onClick={() => setLoginDialogOpen(true)}>
        Footer login
      </button>
      <button type="button" onClick={() => void login({ username: 'admin', password: 'secret' })}>
        Log in
      </button>
      <button type="button" onClick={() => setLoginDialogOpen(false)}>
        Close
      </button>
    </>
  );
}

function renderProvider() {
  render(
    <AuthProvider client={fakeAuthClient()}>
      <Probe />
    </AuthProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  localStorage.clear();
  dismissToast();
});

describe('AuthProvider reauthenticate', () => {
  it('opens the login dialog for an expired session and reports no login when it is closed', async () => {
    const user = renderProvider();
    await user.click(screen.getByRole('button', { name: 'Reauthenticate' }));
    expect(screen.getByText(/dialog open for session-expired/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(
      await screen.findByText(/dialog closed for session-expired; result false/),
    ).toBeVisible();
  });

  it('reports the login once the dialog closes after it', async () => {
    const user = renderProvider();
    await user.click(screen.getByRole('button', { name: 'Reauthenticate' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(/result true/)).toBeVisible();
  });

  it('opens a plain login from the footer', async () => {
    const user = renderProvider();
    await user.click(screen.getByRole('button', { name: 'Reauthenticate' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Footer login' }));
    expect(screen.getByText(/dialog open for login/)).toBeInTheDocument();
  });
});
