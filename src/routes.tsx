import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { investorDocumentPages } from '@/content/investor-document-pages';
import { RootLayout } from '@/app/root-layout';
import { SiteLayout } from '@/app/site-layout';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RouteErrorPage } from '@/pages/route-error-page';

/**
 * The react-query client for the routes that read data: a layout of its own, so the pages that
 * read nothing (company pages) never download react-query.
 */
const loadQueryLayout = () =>
  import('@/app/query-layout').then((m) => ({ Component: m.QueryLayout }));

/** The unclaimed-dividends page has a page file of its own; every other shares one. */
const genericDocumentPages = investorDocumentPages.filter(
  (page) => page.path !== paths.investor.unclaimedDividends,
);

/**
 * Every URL of the site and the page that serves it. Pages are lazy-loaded so a visitor only
 * downloads the page they open.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            path: paths.home,
            lazy: () => import('@/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.about,
            lazy: () => import('@/pages/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: paths.product,
            lazy: () => import('@/pages/product-page').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: paths.productCategoryPattern,
            lazy: () =>
              import('@/pages/product-category-page').then((m) => ({
                Component: m.ProductCategoryPage,
              })),
          },
          {
            path: paths.license,
            lazy: () => import('@/pages/license-page').then((m) => ({ Component: m.LicensePage })),
          },
          {
            path: paths.contact,
            lazy: () => import('@/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: paths.services,
            lazy: () =>
              import('@/pages/services-page').then((m) => ({ Component: m.ServicesPage })),
          },
          {
            path: paths.investor.boardOfDirectors,
            lazy: () =>
              import('@/pages/board-of-directors-page').then((m) => ({
                Component: m.BoardOfDirectorsPage,
              })),
          },
          {
            path: paths.investor.creditRatings,
            lazy: () =>
              import('@/pages/credit-ratings-page').then((m) => ({
                Component: m.CreditRatingsPage,
              })),
          },
          {
            path: paths.investor.alerts,
            lazy: () => import('@/pages/alerts-page').then((m) => ({ Component: m.AlertsPage })),
          },
          {
            lazy: loadQueryLayout,
            children: [
              {
                path: paths.investor.home,
                lazy: () =>
                  import('@/pages/investor-home-page').then((m) => ({
                    Component: m.InvestorHomePage,
                  })),
              },
              {
                path: paths.investor.search,
                lazy: () =>
                  import('@/pages/search-page').then((m) => ({ Component: m.SearchPage })),
              },
              {
                path: paths.investor.disclosureRegulation,
                lazy: () =>
                  import('@/pages/disclosure-regulation-page').then((m) => ({
                    Component: m.DisclosureRegulationPage,
                  })),
              },
              {
                path: paths.investor.unclaimedDividends,
                lazy: () =>
                  import('@/pages/unclaimed-dividends-page').then((m) => ({
                    Component: m.UnclaimedDividendsPage,
                  })),
              },
              {
                path: paths.investor.quarterlyResults,
                lazy: () =>
                  import('@/pages/quarterly-results-page').then((m) => ({
                    Component: m.QuarterlyResultsPage,
                  })),
              },
              {
                path: paths.investor.calendar,
                lazy: () =>
                  import('@/pages/investor-calendar-page').then((m) => ({
                    Component: m.InvestorCalendarPage,
                  })),
              },
              // Every other page of document tables shares one page file.
              ...genericDocumentPages.map((page): RouteObject => ({
                path: page.path,
                lazy: async () => {
                  const { InvestorDocumentsPage } = await import('@/pages/investor-documents-page');
                  return { Component: () => <InvestorDocumentsPage page={page} /> };
                },
              })),
            ],
          },
          {
            path: '*',
            lazy: () =>
              import('@/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        // The administrator's desk and its sections (src/app/desk-app.tsx), behind the guard. The
        // guard stays in the shell (as a chunk of its own it took the spinner, which search and
        // the document pages share, out of the shell into a request of its own).
        element: <RequireAuth />,
        children: [
          {
            path: `${paths.dashboard}/*`,
            lazy: () => import('@/app/desk').then((m) => ({ Component: m.Desk })),
          },
        ],
      },
    ],
  },
];
