import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from '@/content/document-pages/document-page';

/**
 * The investors' section: every page under /investor. Not in the shell: src/app/create-router.ts
 * loads it with the first investor page a visit opens (and before hydrating one), so Home and the
 * company pages never carry it, and what is added here costs them nothing.
 */

/**
 * The react-query client for the routes that read data: a layout of its own, so the pages that
 * read nothing (company pages) never download react-query.
 */
const loadQueryLayout = () =>
  import('@/app/query-layout').then((m) => ({ Component: m.QueryLayout }));

/**
 * A page of document tables: the one page file, with the page's own module (its title, words
 * and tables), fetched together. Each page's module is its own chunk: a page carries the words
 * of the tables it shows and no others.
 */
function documentPage(load: () => Promise<{ page: InvestorDocumentPage }>): RouteObject['lazy'] {
  return async () => {
    const [{ InvestorDocumentsPage }, { page }] = await Promise.all([
      import('@/pages/investor-documents-page'),
      load(),
    ]);
    return { Component: () => <InvestorDocumentsPage page={page} /> };
  };
}

export const investorRoutes: RouteObject[] = [
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
      import('@/pages/credit-ratings-page').then((m) => ({ Component: m.CreditRatingsPage })),
  },
  {
    // Reads nothing at load (it only writes, through its form), so outside the query layout.
    path: paths.investor.alerts,
    lazy: () => import('@/pages/alerts-page').then((m) => ({ Component: m.AlertsPage })),
  },
  {
    lazy: loadQueryLayout,
    children: [
      {
        path: paths.investor.home,
        lazy: () =>
          import('@/pages/investor-home-page').then((m) => ({ Component: m.InvestorHomePage })),
      },
      {
        path: paths.investor.search,
        lazy: () => import('@/pages/search-page').then((m) => ({ Component: m.SearchPage })),
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
      // The pages of document tables: one line each, the page's module named by its address.
      {
        path: paths.investor.memorandum,
        lazy: documentPage(() => import('@/content/document-pages/memorandum-and-articles')),
      },
      {
        path: paths.investor.investorServices,
        lazy: documentPage(() => import('@/content/document-pages/investor-services')),
      },
      {
        path: paths.investor.mgt,
        lazy: documentPage(() => import('@/content/document-pages/mgt')),
      },
      {
        path: paths.investor.secretarialCompliance,
        lazy: documentPage(() => import('@/content/document-pages/secretarial-compliance')),
      },
      {
        path: paths.investor.independentDirector,
        lazy: documentPage(() => import('@/content/document-pages/independent-director')),
      },
      {
        path: paths.investor.financialReports,
        lazy: documentPage(() => import('@/content/document-pages/financial-reports')),
      },
      {
        path: paths.investor.contact,
        lazy: documentPage(() => import('@/content/document-pages/investor-contact')),
      },
      {
        path: paths.investor.managementStructure,
        lazy: documentPage(() => import('@/content/document-pages/management-structure')),
      },
      {
        path: paths.investor.registerClosure,
        lazy: documentPage(() => import('@/content/document-pages/register-closure')),
      },
      {
        path: paths.investor.generalMeeting,
        lazy: documentPage(() => import('@/content/document-pages/general-meeting')),
      },
      {
        path: paths.investor.votingResults,
        lazy: documentPage(() => import('@/content/document-pages/voting-results')),
      },
      {
        path: paths.investor.policies,
        lazy: documentPage(() => import('@/content/document-pages/policies')),
      },
      {
        path: paths.investor.quarterlyGovernance,
        lazy: documentPage(() => import('@/content/document-pages/quarterly-governance')),
      },
      {
        path: paths.investor.shareholdingPattern,
        lazy: documentPage(() => import('@/content/document-pages/shareholding-pattern')),
      },
      {
        path: paths.investor.corporateAnnouncement,
        lazy: documentPage(() => import('@/content/document-pages/corporate-announcement')),
      },
      {
        path: paths.investor.reportsCertificates,
        lazy: documentPage(() => import('@/content/document-pages/reports-certificates')),
      },
      {
        path: paths.investor.newspaperPublication,
        lazy: documentPage(() => import('@/content/document-pages/newspaper-publication')),
      },
      {
        path: paths.investor.familiarizationProgram,
        lazy: documentPage(() => import('@/content/document-pages/familiarization-program')),
      },
    ],
  },
];
