import { KeyRound } from 'lucide-react';
import { useFailedSignIns } from '../api/get-failed-sign-ins';
import { FailedSignInsStatus } from './failed-sign-ins-status';

/**
 * The Security section's "Failed sign-in attempts": wrong passwords and codes of the last week,
 * counted per account whatever address sent them, and any pause they have caused. A person's
 * few slips are left out; the database keeps the counts (docs/security.md).
 */
export function FailedSignInsSection() {
  const { data, isPending, isError } = useFailedSignIns();
  return (
    <section
      aria-labelledby="failed-sign-ins-heading"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound aria-hidden="true" className="size-5" />
        </span>
        <h2 id="failed-sign-ins-heading" className="text-lg font-semibold text-slate-900">
          Failed sign-in attempts
        </h2>
      </div>
      {isPending ? (
        <p className="text-sm text-slate-600">Checking for failed sign-ins…</p>
      ) : isError ? (
        <p className="text-sm text-red-700">
          The failed sign-ins could not be checked just now. Reload the page to try again.
        </p>
      ) : (
        <FailedSignInsStatus rows={data} />
      )}
    </section>
  );
}
