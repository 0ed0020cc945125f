import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoginDialog } from '@/features/auth/components/login-dialog';

/** Wraps every route: global dialogs and scroll restoration live here. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Spec section 2: the 'Admin Login' dialog is mounted globally and opened from the footer. */}
      <LoginDialog />
      <ScrollRestoration />
    </>
  );
}
