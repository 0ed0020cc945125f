import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { creditRatingsPage as words } from '@/content/credit-ratings';
import { investorCrumb } from '@/content/investor-crumb';

// Prerendered with the page, loaded after it in the browser (as the Board's: see
// src/pages/board-of-directors-page.tsx): React keeps the built HTML until the code arrives.
const CreditRatings = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/credit-ratings')).CreditRatings
  : lazy(() =>
      import('@/features/company-facts/components/credit-ratings').then((m) => ({
        default: m.CreditRatings,
      })),
    );

/** The administrator's actions on the ratings (loaded only for her). */
const loadFactsDesk = () => import('@/app/facts-desk-slots');

/** /investor/credit-ratings: Regulation 46(2)(r). */
export function CreditRatingsPage() {
  return (
    <>
      <PageHeader
        title={words.title}
        breadcrumbs={[investorCrumb]}
        description={words.description}
      />
      <div className="mx-auto min-h-[75vh] max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <Suspense fallback={<p role="status">{words.loading}</p>}>
          <CreditRatings loadDesk={loadFactsDesk} />
        </Suspense>
      </div>
    </>
  );
}
