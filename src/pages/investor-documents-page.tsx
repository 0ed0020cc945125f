import { lazy, Suspense } from 'react';
import { documentDeskSlots } from '@/app/document-desk-slots';
import { PageHeader } from '@/components/layout/page-header';
import type { InvestorDocumentPage } from '@/content/investor-document-pages';
import { DocumentPageSections } from '@/features/documents/components/document-page-sections';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

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
 * An investor page made of document tables. Each table runs its own query, so a page with
 * several tables loads them in parallel. Investor Contact shows its officers above its table.
 */
export function InvestorDocumentsPage({ page }: { page: InvestorDocumentPage }) {
  const { isAdmin } = useAuth();
  return (
    <>
      <PageHeader
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        description={page.description}
      />
      {/* Room for the tables before they load, so the footer does not jump when rows arrive. */}
      <div className="mx-auto grid min-h-[75vh] max-w-7xl content-start gap-12 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {page.path === paths.investor.contact ? (
          <Suspense fallback={<p role="status">Loading the officers…</p>}>
            <OfficersSection loadDesk={loadFactsDesk} />
          </Suspense>
        ) : null}
        <DocumentPageSections
          sections={page.sections}
          canManage={isAdmin}
          desk={documentDeskSlots}
        />
      </div>
    </>
  );
}
