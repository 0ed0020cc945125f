import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/auth-context';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * The global 'Admin Login' dialog, downloaded the first time it is opened and kept mounted from
 * then on (so it can animate closed and reopen at once). Visitors who never log in never load it.
 */
export function DeferredLoginDialog() {
  const { isLoginDialogOpen } = useAuth();
  const [wanted, setWanted] = useState(false);
  // Adjusted during render (not in an effect) so the first open renders the dialog at once.
  if (isLoginDialogOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
