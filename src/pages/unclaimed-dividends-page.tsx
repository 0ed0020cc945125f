import { PageDocumentSections } from '@/app/page-document-sections';
import { PageHeader } from '@/components/layout/page-header';
import { SmartLink } from '@/components/ui/smart-link';
import { page } from '@/content/document-pages/unclaimed-dividends';
import { investorCrumb } from '@/content/investor-crumb';
import {
  claimSteps,
  iepfRefundUrl,
  unclaimedDividendsPage as words,
} from '@/content/unclaimed-dividends';
import { NodalOfficer } from '@/features/company-facts/components/nodal-officer';
import { DividendHistory } from '@/features/dividends/components/dividend-history';
import { UnclaimedLookup } from '@/features/unclaimed-dividends/components/unclaimed-lookup';
import { useAuth } from '@/lib/auth-context';
import { financialYear, financialYearOf } from '@/lib/financial-year';
import { indiaToday } from '@/lib/format-date';

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
 * Every part it shows comes with the page, none after it: each part loaded after the page cost
 * its own requests and import lists (about 1 KB gz here, which counts as much as the rest, since
 * the budget counts all a page loads), and a part still loading when the page rendered again
 * (it read whether it had hydrated) lost its prerendered HTML to its loading line: "How to
 * claim" moved up and back down (a layout shift of 0.07 on a phone). The page reads no state
 * itself; the parts that read the session do.
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
            <NodalOfficer loadDesk={loadFactsDesk} notPublished={words.nodalNotPublished} />
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
        <DividendHistory />
        <p className="text-sm text-slate-600">{words.statementsNote}</p>
        <PageDocumentSections sections={page.sections} />
      </div>
    </>
  );
}

/** The lookup, with the administrator's import of the years she may still import. */
function Lookup() {
  const { isAdmin } = useAuth();
  return <UnclaimedLookup importYears={isAdmin ? recentYears() : []} refundUrl={iepfRefundUrl} />;
}
