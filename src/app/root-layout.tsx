import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DeferredLoginDialog } from '@/features/auth/components/deferred-login-dialog';
import { useHydrationSignal } from './hydration-signal';

/** Wraps every route: global dialogs and scroll restoration live here. */
export function RootLayout() {
  useHydrationSignal();
  return (
    <>
      <Outlet />
      {/* Spec section 2: the 'Admin Login' dialog is mounted globally and opened from the footer. */}
      <DeferredLoginDialog />
      <ScrollRestoration />
    </>
  );
}
