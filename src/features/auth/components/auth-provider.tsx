import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/hooks/use-toast';
import { env } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { signInAdmin, signOut, type AuthClient } from '../api/sign-in';
import { AuthContext, type AuthContextValue } from '../auth-context';
import type { LoginValues } from '../schemas/login-schema';
import {
  clearStoredUser,
  isAdminUser,
  readStoredUser,
  storedUserFromAuthUser,
  writeStoredUser,
  type StoredUser,
} from '../stored-user';

type AuthProviderProps = {
  children: ReactNode;
  /** The Supabase client; the app's shared one unless a test passes its own. */
  client?: AuthClient;
};

export function AuthProvider({ children, client = supabase }: AuthProviderProps) {
  const [session, setSession] = useState<Session | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  // Restored on startup (a corrupt value is dropped) so the name shows while the session loads.
  const [storedUser] = useState<StoredUser | null>(() => readStoredUser());
  const [isLoginDialogOpen, setLoginDialogOpen] = useState(false);

  useEffect(() => {
    // Fires INITIAL_SESSION at once, then SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT, MFA events.
    // Only state is set here: awaiting another auth call inside this callback can deadlock.
    const { data } = client.auth.onAuthStateChange((_event, next) => {
      setSession(next);
      setIsLoading(false);
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const user = useMemo(() => {
    if (session) return storedUserFromAuthUser(session.user);
    return isLoading ? storedUser : null;
  }, [session, isLoading, storedUser]);

  // Keep the localStorage mirror in step with the session, the authority.
  useEffect(() => {
    if (isLoading) return;
    if (user) writeStoredUser(user);
    else clearStoredUser();
  }, [isLoading, user]);

  const login = useCallback(
    async ({ username, password }: LoginValues) => {
      try {
        const result = await signInAdmin({
          client,
          username,
          password,
          emailDomain: env.VITE_ADMIN_EMAIL_DOMAIN,
        });
        if (result.ok) {
          const { name } = storedUserFromAuthUser(result.user);
          toast({ title: 'Login successful', description: `Welcome back, ${name}!` });
          return true;
        }
        if (result.reason === 'invalid-credentials') {
          toast({
            title: 'Login failed',
            description: 'Invalid username or password',
            variant: 'destructive',
          });
        } else if (result.reason === 'not-admin') {
          toast({
            title: 'Authentication error',
            description:
              'This account is not the site administrator. The admin user must be registered in Supabase Auth with the admin role.',
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Login failed',
            description: 'An error occurred during login',
            variant: 'destructive',
          });
        }
        return false;
      } catch {
        toast({
          title: 'Login failed',
          description: 'An error occurred during login',
          variant: 'destructive',
        });
        return false;
      }
    },
    [client],
  );

  const logout = useCallback(async () => {
    await signOut(client);
    clearStoredUser();
    toast({ title: 'Logged out', description: 'You have been logged out successfully' });
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoading,
      isAuthenticated: session !== null,
      isAdmin: isAdminUser(session?.user),
      session,
      user,
      login,
      logout,
      isLoginDialogOpen,
      setLoginDialogOpen,
    }),
    [isLoading, session, user, login, logout, isLoginDialogOpen],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
