import type { RouteObject } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RouteErrorPage } from '@/pages/route-error-page';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';

/**
 * The routes every page's shell carries: the site frame, the company's own pages (each lazy, so a
 * visitor downloads only the page they open), the not-found page and the desk's guarded way in.
 * The investors' pages are a section of their own (src/app/investor-routes.tsx), loaded with the
 * first investor page a visit opens (src/app/create-router.ts), so that a new investor page,
 * document table or feed adds nothing to Home or a company page. The whole table, for the
 * prerender and the tests, is src/routes.tsx.
 */

/** The site frame's route, to which a section's routes are added (patched) when first needed. */
export const SITE_ROUTE_ID = 'site';

const companyRoutes: RouteObject[] = [
  {
    path: sitePaths.home,
    lazy: () => import('@/pages/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: sitePaths.about,
    lazy: () => import('@/pages/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: sitePaths.product,
    lazy: () => import('@/pages/product-page').then((m) => ({ Component: m.ProductPage })),
  },
  {
    path: sitePaths.productCategoryPattern,
    lazy: () =>
      import('@/pages/product-category-page').then((m) => ({ Component: m.ProductCategoryPage })),
  },
  {
    path: sitePaths.license,
    lazy: () => import('@/pages/license-page').then((m) => ({ Component: m.LicensePage })),
  },
  {
    path: sitePaths.contact,
    lazy: () => import('@/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: sitePaths.services,
    lazy: () => import('@/pages/services-page').then((m) => ({ Component: m.ServicesPage })),
  },
];

/** The route table with `sections` (the investors' routes, or none yet) under the site frame. */
export function siteRoutes(sections: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: SITE_ROUTE_ID,
          element: <SiteLayout />,
          children: [
            ...companyRoutes,
            ...sections,
            {
              path: '*',
              lazy: () =>
                import('@/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
        {
          // The administrator's desk and its sections (src/app/desk-app.tsx), behind the guard.
          // The guard stays in the shell (as a chunk of its own it took the spinner, which
          // search and the document pages share, out of the shell into a request of its own).
          element: <RequireAuth />,
          children: [
            {
              path: `${sitePaths.dashboard}/*`,
              lazy: () => import('./desk').then((m) => ({ Component: m.Desk })),
            },
          ],
        },
      ],
    },
  ];
}
