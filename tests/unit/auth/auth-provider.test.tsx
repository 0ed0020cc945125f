import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth-context';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { STORED_USER_KEY } from '@/features/auth/stored-user';

function Probe() {
  const { isLoading, isAuthenticated, user } = useAuth();
  return (
    <p>
      {isLoading ? 'loading' : isAuthenticated ? 'signed in' : 'signed out'}:{user?.name ?? 'none'}
    </p>
  );
}

afterEach(() => localStorage.clear());

// The real supabase-js client: with no stored session it settles without any network call.
describe('AuthProvider', () => {
  it('removes a corrupt stored user on startup', async () => {
    localStorage.setItem(STORED_USER_KEY, '{corrupt');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(await screen.findByText('signed out:none')).toBeInTheDocument();
  });

  it('drops the stored user mirror when there is no session, the authority', async () => {
    localStorage.setItem(
      STORED_USER_KEY,
      JSON.stringify({ id: 'u1', username: 'admin', name: 'Admin', role: 'admin' }),
    );
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('signed out:none')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORED_USER_KEY)).toBeNull());
  });
});
