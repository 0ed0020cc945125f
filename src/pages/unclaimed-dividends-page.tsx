import { lazy, Suspense } from 'react';
import { documentDeskSlots } from '@/app/document-desk-slots';
import { PageHeader } from '@/components/layout/page-header';
import { SmartLink } from '@/components/ui/smart-link';
import { page } from '@/content/document-pages/unclaimed-dividends';
import { investorCrumb } from '@/content/investor-crumb';
import {
  claimSteps,
  iepfRefundUrl,
  unclaimedDividendsPage as words,
} from '@/content/unclaimed-dividends';
import { DocumentPageSections } from '@/features/documents/components/document-page-sections';
import { useAuth } from '@/lib/auth-context';
import { financialYear, financialYearOf } from '@/lib/financial-year';
import { indiaToday } from '@/lib/format-date';

// Prerendered with the page, loaded after it in the browser (as the Board's: see
// src/pages/board-of-directors-page.tsx): React keeps the built HTML until the code arrives.
const NodalOfficer = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/nodal-officer')).NodalOfficer
  : lazy(() =>
      import('@/features/company-facts/components/nodal-officer').then((m) => ({
        default: m.NodalOfficer,
      })),
    );

// The shareholder lookup (and, for the administrator, the import) is prerendered with the page
// and loaded after it in the browser, as the Nodal Officer is: the form is in the HTML from the
// first paint, so nothing below it moves when its code arrives.
const UnclaimedLookup = import.meta.env.SSR
  ? (await import('@/features/unclaimed-dividends/components/unclaimed-lookup')).UnclaimedLookup
  : lazy(() =>
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
/** The administrator's actions on the Nodal Officer (loaded only for her). */
const loadFactsDesk = () => import('@/app/facts-desk-slots');

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
 *
 * The page itself reads no state, so it renders once: a part whose code is still loading (the
 * Nodal Officer, the lookup, the history) keeps its prerendered HTML until the code arrives. A
 * render of the page before then (it once read whether it had hydrated) reached those parts
 * with new props, and React showed their loading lines in place of the HTML, then the parts:
 * "How to claim" moved up and back down (a layout shift of 0.07 on a phone).
 */
export function UnclaimedDividendsPage() {
  return (
    <>
      <PageHeader title={page.title} breadcrumbs={[investorCrumb]} description={page.description} />
      <div className="mx-auto grid min-h-[75vh] max-w-7xl content-start gap-12 px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="iepf-nodal" className="rounded-xl border border-slate-200 p-5">
            <h2 id="iepf-nodal" className="text-xl font-semibold text-brand-900">
              {words.nodalHeading}
            </h2>
            <p className="mt-2 text-sm text-slate-600">{words.nodalIntro}</p>
            <Suspense fallback={<p role="status">{words.nodalLoading}</p>}>
              <NodalOfficer loadDesk={loadFactsDesk} notPublished={words.nodalNotPublished} />
            </Suspense>
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
        <Lookup />
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
        <Tables />
      </div>
    </>
  );
}

/** The lookup, with the administrator's import of the years she may still import. */
function Lookup() {
  const { isAdmin } = useAuth();
  return (
    <Suspense
      fallback={
        <p role="status" className="min-h-72 text-slate-600">
          {words.lookupLoading}
        </p>
      }
    >
      <UnclaimedLookup importYears={isAdmin ? recentYears() : []} refundUrl={iepfRefundUrl} />
    </Suspense>
  );
}

/** The page's two document tables, with the administrator's actions for her. */
function Tables() {
  const { isAdmin } = useAuth();
  return (
    <DocumentPageSections sections={page.sections} canManage={isAdmin} desk={documentDeskSlots} />
  );
}
