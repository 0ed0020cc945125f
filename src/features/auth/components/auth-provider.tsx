import type { Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/hooks/use-toast';
import { AUTH_STORAGE_KEY, hasStoredSession } from '@/lib/auth-storage';
import { env } from '@/lib/env';
import { loadSupabase } from '@/lib/load-supabase';
import type { AuthClient } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import {
  AuthContext,
  type AuthContextValue,
  type LoginDialogPurpose,
  type StoredUser,
} from '@/lib/auth-context';
import { authMessages } from '../messages';
import { needsSecondFactor } from '../session-aal';
import type { LoginValues } from '@/lib/auth-context';
import {
  clearStoredUser,
  isAdminUser,
  readStoredUser,
  storedUserFromAuthUser,
  writeStoredUser,
} from '../stored-user';

/** What the login toast says for each refusal but the two that say more (below). */
const loginFailed = {
  'invalid-credentials': 'Invalid username or password',
  'rate-limited': authMessages.tooManyAttempts,
  captcha: authMessages.captchaFailed,
  error: 'An error occurred during login',
} as const;

type AuthProviderProps = {
  children: ReactNode;
  /** The Supabase client; the app's shared one (loaded on demand) unless a test passes its own. */
  client?: AuthClient;
};

export function AuthProvider({ children, client: givenClient }: AuthProviderProps) {
  // supabase-js is fetched only when someone may be signed in (a stored session, a login, or a
  // sign-in in another tab), so a visitor's pages never download it just to show 'Login'.
  const [client, setClient] = useState<AuthClient | null>(givenClient ?? null);
  const [session, setSession] = useState<Session | null>(null);
  const [isLoading, setIsLoading] = useState(() => givenClient !== undefined || hasStoredSession());
  // Restored on startup (a corrupt value is dropped) so the name shows while the session loads.
  const [storedUser] = useState<StoredUser | null>(() => readStoredUser());
  const [isLoginDialogOpen, setLoginDialogOpenState] = useState(false);
  const [loginDialogPurpose, setLoginDialogPurpose] = useState<LoginDialogPurpose>('login');
  const [loginRefusal, setLoginRefusal] = useState<'not-admin' | null>(null);
  const [loginError, setLoginError] = useState<string | null>(null);
  // Whoever asked to reauthenticate waits for the dialog to close, and learns whether a login
  // succeeded while it was open.
  const reauthWaiters = useRef<((signedIn: boolean) => void)[]>([]);
  const loggedInWhileOpen = useRef(false);

  const setLoginDialogOpen = useCallback((open: boolean) => {
    if (open) {
      setLoginDialogPurpose('login');
      loggedInWhileOpen.current = false;
    }
    // A dialog opened again starts without the last attempt's refusal.
    setLoginError(null);
    setLoginDialogOpenState(open);
    if (!open) {
      const waiters = reauthWaiters.current;
      reauthWaiters.current = [];
      for (const resolve of waiters) resolve(loggedInWhileOpen.current);
    }
  }, []);

  const openDeskLogin = useCallback(() => {
    loggedInWhileOpen.current = false;
    setLoginDialogPurpose('desk');
    setLoginDialogOpenState(true);
  }, []);

  const reauthenticate = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        reauthWaiters.current.push(resolve);
        loggedInWhileOpen.current = false;
        setLoginDialogPurpose('session-expired');
        setLoginDialogOpenState(true);
      }),
    [],
  );

  useEffect(() => {
    if (client || !hasStoredSession()) return;
    let cancelled = false;
    loadSupabase().then(
      (loaded) => !cancelled && setClient(loaded),
      () => !cancelled && setIsLoading(false),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);

  useEffect(() => {
    if (client) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void loadSupabase().then(setClient);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  const getClient = useCallback(async () => {
    if (client) return client;
    const loaded = await loadSupabase();
    setClient(loaded);
    return loaded;
  }, [client]);

  useEffect(() => {
    if (!client) return;
    // Fires INITIAL_SESSION at once, then SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT, MFA events.
    // Only state is set here: awaiting another auth call inside this callback can deadlock.
    const { data } = client.auth.onAuthStateChange((_event, next) => {
      setSession(next);
      setIsLoading(false);
    });
    return () => data.subscription.unsubscribe();
  }, [client]);

  const user = useMemo(() => {
    if (session) return needsSecondFactor(session) ? null : storedUserFromAuthUser(session.user);
    return isLoading ? storedUser : null;
  }, [session, isLoading, storedUser]);

  // Keep the localStorage mirror in step with the session, the authority.
  useEffect(() => {
    if (isLoading) return;
    if (user) writeStoredUser(user);
    else clearStoredUser();
  }, [isLoading, user]);

  const login = useCallback(
    async ({ username, password, captchaToken }: LoginValues) => {
      setLoginRefusal(null);
      setLoginError(null);
      try {
        // Fetched with the login, not with every page: the shell stays the size of its work.
        const { signInAdmin } = await import('../api/sign-in');
        const result = await signInAdmin({
          client: await getClient(),
          username,
          password,
          emailDomain: env.VITE_ADMIN_EMAIL_DOMAIN,
          captchaToken,
        });
        if (result.ok && needsSecondFactor(result.session)) return false;
        if (result.ok) {
          loggedInWhileOpen.current = true;
          const { name } = storedUserFromAuthUser(result.user);
          toast({ title: 'Login successful', description: `Welcome back, ${name}!` });
          return true;
        }
        if (result.reason === 'not-admin') {
          setLoginRefusal('not-admin');
          setLoginError(authMessages.notAdministrator);
          toast({
            title: 'Authentication error',
            description: authMessages.notAdministrator,
            variant: 'destructive',
          });
        } else {
          // A paused account's refusal carries the database's own words, with the wait in them.
          const description =
            result.reason === 'paused' ? result.message : loginFailed[result.reason];
          setLoginError(description);
          toast({ title: 'Login failed', description, variant: 'destructive' });
        }
        return false;
      } catch {
        setLoginError(loginFailed.error);
        toast({ title: 'Login failed', description: loginFailed.error, variant: 'destructive' });
        return false;
      }
    },
    [getClient],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      const result = await import('../api/verify-code')
        .then(async ({ verifySignInCode }) => verifySignInCode(await getClient(), code))
        .catch(
          (error: unknown) => ({ ok: false, reason: 'error', message: String(error) }) as const,
        );
      if (result.ok) {
        loggedInWhileOpen.current = true;
        const current = (await (await getClient()).auth.getSession()).data.session;
        const name = current ? storedUserFromAuthUser(current.user).name : 'Admin';
        toast({ title: 'Login successful', description: `Welcome back, ${name}!` });
      }
      return result;
    },
    [getClient],
  );

  const cancelSignIn = useCallback(async () => {
    if (client) await signOut(client);
    clearStoredUser();
  }, [client]);

  const needsCode = needsSecondFactor(session);

  const logout = useCallback(async () => {
    if (client) await signOut(client);
    clearStoredUser();
    toast({ title: 'Logged out', description: 'You have been logged out successfully' });
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoading,
      // Half signed in (password only, code due) counts as signed out until the code is given.
      isAuthenticated: session !== null && !needsCode,
      isAdmin: !needsCode && isAdminUser(session?.user),
      session,
      user,
      login,
      needsCode,
      verifyCode,
      cancelSignIn,
      logout,
      isLoginDialogOpen,
      setLoginDialogOpen,
      openDeskLogin,
      loginRefusal,
      loginError,
      loginDialogPurpose,
      reauthenticate,
    }),
    [
      isLoading,
      session,
      user,
      login,
      needsCode,
      verifyCode,
      cancelSignIn,
      logout,
      isLoginDialogOpen,
      setLoginDialogOpen,
      openDeskLogin,
      loginRefusal,
      loginError,
      loginDialogPurpose,
      reauthenticate,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
