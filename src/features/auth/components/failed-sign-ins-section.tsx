import { KeyRound } from 'lucide-react';
import { useFailedSignIns } from '../api/get-failed-sign-ins';
import { FailedSignInsStatus } from './failed-sign-ins-status';
import { SecurityPanel } from './security-panel';

/**
 * The Security section's "Failed sign-in attempts": wrong passwords and codes of the last week,
 * counted per account whatever address sent them, and any pause they have caused. A person's
 * few slips are left out; the database keeps the counts (docs/security.md).
 */
export function FailedSignInsSection() {
  const { data, isPending, isError } = useFailedSignIns();
  return (
    <SecurityPanel
      id="failed-sign-ins-heading"
      title="Failed sign-in attempts"
      icon={<KeyRound aria-hidden="true" />}
    >
      {isPending ? (
        <p className="text-sm text-slate-600">Checking for failed sign-ins…</p>
      ) : isError ? (
        <p className="text-sm text-red-700">
          The failed sign-ins could not be checked just now. Reload the page to try again.
        </p>
      ) : (
        <FailedSignInsStatus rows={data} />
      )}
    </SecurityPanel>
  );
}
