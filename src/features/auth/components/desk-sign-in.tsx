import { LogIn, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { sitePaths } from '@/config/site-paths';
import { company } from '@/content/company';
import { useAuth } from '@/lib/auth-context';
import { authMessages } from '../messages';

/**
 * The desk's address for anyone but the administrator: what the desk is, the way in (the login
 * dialog opens by itself; this button opens it again), and, when an account that is not the
 * administrator's has just tried, why it cannot come in.
 */
export function DeskSignIn() {
  const { isAuthenticated, loginRefusal, openDeskLogin, logout } = useAuth();
  // Signed in, but not as the administrator (the guard lets only the administrator through).
  const notAdministrator = isAuthenticated || loginRefusal === 'not-admin';
  return (
    <div className="grid min-h-screen place-items-center bg-slate-50 px-4 py-10">
      <title>{`Admin Dashboard | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <main
        id="main"
        className="grid w-full max-w-md gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Dashboard</h1>
        <p className="text-slate-700">
          The desk is where the site’s administrator keeps the investor pages complete and current.
          Log in to open it: you will come back to this page.
        </p>
        {notAdministrator ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{authMessages.notAdministrator}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {isAuthenticated ? (
            <Button variant="outline" onClick={() => void logout()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          ) : (
            <Button onClick={openDeskLogin}>
              <LogIn aria-hidden="true" />
              Log in
            </Button>
          )}
          <Link
            to={sitePaths.home}
            className="rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            Go to the home page
          </Link>
        </div>
      </main>
    </div>
  );
}
