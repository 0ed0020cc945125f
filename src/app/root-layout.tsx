import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Wraps every route: global dialogs and scroll restoration live here. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
