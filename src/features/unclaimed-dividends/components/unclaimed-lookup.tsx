import { Suspense } from 'react';
import { unclaimedLookup as words } from '@/content/unclaimed-lookup';
// The administrator's import: a chunk of its own (the CSV reader, zod), never a visitor's. The
// slot is itself the lazy component (a lazy() whose module resolves to another lazy() is not a
// component: React refuses it, error #306), so it is imported as it is.
import { StatementImport } from './statement-import-slot';
import { UnclaimedLookupForm } from './unclaimed-lookup-form';

/**
 * The lookup's section of /investor/unclaimed-dividends, and for the administrator the import
 * that feeds it, given the financial years it may import (`importYears`, empty for a visitor).
 * The page, not this module, works out the years: the financial-year helpers are the page's
 * already.
 */
export function UnclaimedLookup({
  importYears,
  refundUrl,
}: {
  importYears: string[];
  /** The IEPF Authority's refund page (the page's own content, handed down, not imported: a
   * module both this chunk and the page import would become a chunk of its own). */
  refundUrl: string;
}) {
  return (
    <>
      <section aria-labelledby="iepf-lookup" className="rounded-xl border border-slate-200 p-5">
        <h2 id="iepf-lookup" className="text-xl font-semibold text-brand-900">
          {words.heading}
        </h2>
        <p className="mt-2 mb-4 text-sm text-slate-600">{words.intro}</p>
        <UnclaimedLookupForm refundUrl={refundUrl} />
      </section>
      {importYears.length > 0 ? (
        <Suspense fallback={null}>
          <StatementImport years={importYears} />
        </Suspense>
      ) : null}
    </>
  );
}
