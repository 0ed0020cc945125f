import { lazy, Suspense } from 'react';
import { documentDeskSlots } from '@/app/document-desk-slots';
import { PageHeader } from '@/components/layout/page-header';
import { SmartLink } from '@/components/ui/smart-link';
import { documentPageFor } from '@/content/investor-document-pages';
import {
  claimSteps,
  iepfRefundUrl,
  nodalOfficer,
  nodalOfficerIsSample,
  unclaimedDividendsPage as words,
} from '@/content/unclaimed-dividends';
import { paths } from '@/config/paths';
import { DocumentPageSections } from '@/features/documents/components/document-page-sections';
import { useHydrated } from '@/hooks/use-hydrated';
import { useAuth } from '@/lib/auth-context';
import { financialYear, financialYearOf } from '@/lib/financial-year';
import { indiaToday } from '@/lib/format-date';

const page = documentPageFor(paths.investor.unclaimedDividends);

// The shareholder lookup (and the administrator's import) is loaded after the page, as
// /investor's next event is: in the first load it put this page 0.5 KB over its budget.
const UnclaimedLookup = lazy(() =>
  import('@/features/unclaimed-dividends/components/unclaimed-lookup').then((m) => ({
    default: m.UnclaimedLookup,
  })),
);

/**
 * The dividend history's code loads after the page's, not with it (in the first load it cost
 * every visitor of this page 1.6 KB gz), but the table is in the HTML: the prerender waits for it
 * and writes it with the dividends it was built with (src/entry-server.tsx), and the browser
 * keeps that HTML in place until the code arrives and takes it over, as /investor's next event.
 */
const DividendHistory = lazy(() =>
  import('@/features/dividends/components/dividend-history').then((m) => ({
    default: m.DividendHistory,
  })),
);

/** The ten financial years before this one: a dividend stays unclaimed for seven, then IEPF. */
function recentYears(): string[] {
  const current = financialYearOf(indiaToday())?.start ?? new Date().getFullYear();
  return Array.from({ length: 10 }, (_, i) => financialYear(current - 1 - i).key);
}

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * /investor/unclaimed-dividends: the Nodal Officer and the way to claim, the shareholder lookup,
 * the dividend history, then the two document tables (statements of unpaid dividends, notices of
 * shares due for transfer to the IEPF).
 */
export function UnclaimedDividendsPage() {
  const { isAdmin } = useAuth();
  // Rendered once the page is hydrated, never in the prerender: a lazy component there would
  // suspend renderToString, and the browser would report the boundary (React error #419).
  const hydrated = useHydrated();
  const loading = (
    <p role="status" className="min-h-72 text-slate-600">
      {words.lookupLoading}
    </p>
  );
  return (
    <>
      <PageHeader
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        description={page.description}
      />
      <div className="mx-auto grid min-h-[75vh] max-w-7xl content-start gap-12 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="iepf-nodal" className="rounded-xl border border-slate-200 p-5">
            <h2 id="iepf-nodal" className="text-xl font-semibold text-brand-900">
              {words.nodalHeading}
            </h2>
            {nodalOfficerIsSample ? (
              <p role="note" className="mt-2 text-sm text-amber-800">
                {words.sampleNotice}
              </p>
            ) : null}
            <p className="mt-2 text-sm text-slate-600">{words.nodalIntro}</p>
            <p className="mt-2 font-medium text-slate-900">{nodalOfficer.name}</p>
            <p className="text-sm text-slate-600">{nodalOfficer.designation}</p>
            <a href={`mailto:${nodalOfficer.email}`} className={linkStyle}>
              {nodalOfficer.email}
            </a>
          </section>
          <section aria-labelledby="iepf-claim" className="rounded-xl border border-slate-200 p-5">
            <h2 id="iepf-claim" className="text-xl font-semibold text-brand-900">
              {words.claimHeading}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
              {claimSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-3 text-sm">
              <SmartLink to={iepfRefundUrl} external className={linkStyle}>
                IEPF Authority: refund of shares and dividends (Form IEPF-5)
              </SmartLink>
            </p>
          </section>
        </div>
        {hydrated ? (
          <Suspense fallback={loading}>
            <UnclaimedLookup importYears={isAdmin ? recentYears() : []} refundUrl={iepfRefundUrl} />
          </Suspense>
        ) : (
          loading
        )}
        <Suspense
          fallback={
            <p role="status" className="text-slate-600">
              {words.historyLoading}
            </p>
          }
        >
          <DividendHistory />
        </Suspense>
        <p className="text-sm text-slate-600">{words.statementsNote}</p>
        <DocumentPageSections
          sections={page.sections}
          canManage={isAdmin}
          desk={documentDeskSlots}
        />
      </div>
    </>
  );
}
