import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Spec section 4: a spinner while the session loads, home if signed out, else the page. */
export function RequireAuth() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label="Checking your login…" size="lg" className="text-brand-700" />
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
