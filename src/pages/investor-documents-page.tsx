import { lazy, Suspense } from 'react';
import { PageDocumentSections } from '@/app/page-document-sections';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import type { InvestorDocumentPage } from '@/content/document-pages/document-page';
import { investorCrumb } from '@/content/investor-crumb';

// Investor Contact shows its officers above its table (Regulation 46(2)(j), Regulation 6),
// prerendered with the page and loaded after it in the browser (as the Board's: see
// src/pages/board-of-directors-page.tsx), so no document page's first load carries them.
const OfficersSection = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/officers-section')).OfficersSection
  : lazy(() =>
      import('@/features/company-facts/components/officers-section').then((m) => ({
        default: m.OfficersSection,
      })),
    );

/** The administrator's actions on the officers (loaded only for her). */
const loadFactsDesk = () => import('@/app/facts-desk-slots');

/**
 * The shareholding page's figures at a glance, above its filed patterns. Their code loads after
 * the page's, not with it, but the tables are in the HTML: the prerender waits for them and
 * writes them with the quarters it was built with (src/entry-server.tsx), and the browser keeps
 * that HTML until the code takes it over. Here rather than in a page and route of its own: a
 * route's lazy import is in the shell every page loads first (0.1-0.2 KB gz on each).
 */
const ShareholdingGlance = lazy(() =>
  import('@/features/shareholding/components/shareholding-glance').then((m) => ({
    default: m.ShareholdingGlance,
  })),
);

/**
 * An investor page made of document tables. Each table runs its own query, so a page with
 * several tables loads them in parallel. Investor Contact shows its officers above its table.
 * The page reads no state (the tables read the session themselves), so a part whose code is
 * still loading keeps its prerendered HTML: a render of the page before then would replace it
 * with its loading line (see src/pages/unclaimed-dividends-page.tsx).
 */
export function InvestorDocumentsPage({ page }: { page: InvestorDocumentPage }) {
  return (
    <>
      <PageHeader title={page.title} breadcrumbs={[investorCrumb]} description={page.description} />
      {/* Room for the tables before they load, so the footer does not jump when rows arrive. */}
      <div className="mx-auto grid min-h-[75vh] max-w-7xl content-start gap-12 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {page.path === paths.investor.shareholdingPattern ? (
          <Suspense
            fallback={
              <p role="status" className="min-h-96 text-slate-600">
                Loading the shareholding figures…
              </p>
            }
          >
            <ShareholdingGlance />
          </Suspense>
        ) : null}
        {page.path === paths.investor.contact ? (
          <Suspense fallback={<p role="status">Loading the officers…</p>}>
            <OfficersSection loadDesk={loadFactsDesk} />
          </Suspense>
        ) : null}
        <PageDocumentSections sections={page.sections} />
      </div>
    </>
  );
}
