import type { ReactNode } from 'react';
import { documentDeskSlots } from '@/app/document-desk-slots';
import { PageHeader } from '@/components/layout/page-header';
import type { InvestorDocumentPage } from '@/content/investor-document-pages';
import { DocumentPageSections } from '@/features/documents/components/document-page-sections';
import { useAuth } from '@/lib/auth-context';

/**
 * An investor page made of document tables. Each table runs its own query, so a page with
 * several tables loads them in parallel. `before`: what a page shows above its tables (the
 * Investor Contact page, its officers).
 */
export function InvestorDocumentsPage({
  page,
  before,
}: {
  page: InvestorDocumentPage;
  before?: ReactNode;
}) {
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
        {before}
        <DocumentPageSections
          sections={page.sections}
          canManage={isAdmin}
          desk={documentDeskSlots}
        />
      </div>
    </>
  );
}
