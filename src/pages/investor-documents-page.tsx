import { documentDeskSlots } from '@/app/document-desk-slots';
import { PageHeader } from '@/components/layout/page-header';
import type { InvestorDocumentPage } from '@/content/investor-document-pages';
import { DocumentPageSections } from '@/features/documents/components/document-page-sections';
import { useAuth } from '@/lib/auth-context';

/**
 * An investor page made of document tables. Each table runs its own query, so a page with
 * several tables loads them in parallel.
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
        <DocumentPageSections
          sections={page.sections}
          canManage={isAdmin}
          desk={documentDeskSlots}
        />
      </div>
    </>
  );
}
