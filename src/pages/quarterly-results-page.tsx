import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/ui/section';
import { dividendHistoryWords } from '@/content/dividends';
import { investorCrumb } from '@/content/investor-crumb';
import { quarterlyResultsPage as page } from '@/content/quarterly-results';
import { ResultsOverview } from '@/features/results/components/results-overview';

/**
 * Below the results: the history of dividends declared (financial year, interim or final, per
 * share). Its code loads after the page's; its table is in the HTML, prerendered with the
 * dividends (src/entry-server.tsx), as on the unclaimed-dividends page.
 */
const DividendHistory = lazy(() =>
  import('@/features/dividends/components/dividend-history').then((m) => ({
    default: m.DividendHistory,
  })),
);

/**
 * /investor/quarterly-results: the key figures of the last eight quarters and five years as
 * charts and a table (Regulation 46(2)(l)(ii): the results on the website), prerendered with
 * the rows, each period linked to its results document.
 */
export function QuarterlyResultsPage() {
  return (
    <>
      <PageHeader title={page.title} breadcrumbs={[investorCrumb]} description={page.description} />
      <Section aria-label="Results">
        <ResultsOverview words={page.words} />
      </Section>
      <Section aria-label="Dividends">
        <Suspense
          fallback={
            <p role="status" className="text-slate-600">
              {dividendHistoryWords.loading}
            </p>
          }
        >
          <DividendHistory intro={dividendHistoryWords.introBesideResults} />
        </Suspense>
      </Section>
    </>
  );
}
