import { cn } from '@/lib/utils';
import { useAuth } from '@/lib/auth-context';

/** The footer's Login or Logout entry (spec section 2, Important Links). */
export function FooterAuthAction({ className }: { className?: string }) {
  const { isAuthenticated, logout, setLoginDialogOpen } = useAuth();
  // The footer passes its link style; standing alone, the control draws its own.
  const classes = cn(
    'cursor-pointer text-left',
    className ??
      'rounded hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current',
  );
  if (isAuthenticated) {
    return (
      <button type="button" className={classes} onClick={() => void logout()}>
        Logout
      </button>
    );
  }
  return (
    <button type="button" className={classes} onClick={() => setLoginDialogOpen(true)}>
      Login
    </button>
  );
}
