import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';

/** A stand-in for the site layout: just the chrome under test above the page. */
function TestLayout({ chrome }: { chrome: ReactNode }) {
  return (
    <>
      {chrome}
      <main>
        <Outlet />
      </main>
    </>
  );
}

type Options = {
  /** Components rendered above every page (the navbar, say). */
  chrome?: ReactNode;
  /** Extra routes; a catch-all showing "Other page" is always added. */
  routes?: RouteObject[];
};

/** Renders the app's chrome and pages in a memory router starting at `url`. */
export function renderAt(url: string, { chrome = null, routes = [] }: Options = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <TestLayout chrome={chrome} />,
        children: [...routes, { path: '*', element: <h1>Other page</h1> }],
      },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
