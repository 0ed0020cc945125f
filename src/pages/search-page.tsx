import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { investorCrumb } from '@/content/investor-crumb';
import { DocumentSearch } from '@/features/search/components/document-search';

export const SEARCH_PAGE_TITLE = 'Search Investor Documents';

export function SearchPage() {
  return (
    <>
      <PageHeader
        title={SEARCH_PAGE_TITLE}
        breadcrumbs={[investorCrumb]}
        description="Find any document on the investor pages by words in its title or its text: reports, notices, policies, forms and filings."
      />
      <Section aria-label="Search" spacing="compact" className="min-h-[60vh]">
        <div className="max-w-3xl">
          <DocumentSearch />
        </div>
      </Section>
    </>
  );
}
