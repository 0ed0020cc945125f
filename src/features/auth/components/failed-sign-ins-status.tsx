import { isCounted, kindWords, worthTelling, type FailedSignIns } from '../utils/failed-sign-ins';
import { FailedSignInsReport } from './failed-sign-ins-report';

/**
 * What Security says about wrong passwords and codes, from the database's report (one row per
 * kind): each run past a person's slips, or that there was none this week; the rule; and, for a
 * kind whose hook Auth has never called, that nothing is counted on this project.
 */
export function FailedSignInsStatus({ rows }: { rows: FailedSignIns[] }) {
  const told = rows.filter(worthTelling);
  const counted = rows.filter(isCounted);
  const uncounted = rows.filter((row) => !isCounted(row)).map((row) => kindWords(row.kind));
  return (
    <>
      {told.length > 0 ? (
        <FailedSignInsReport rows={told} />
      ) : counted.length > 0 ? (
        <p className="text-sm text-slate-600">
          No run of wrong passwords or two-factor codes in the last 7 days.
        </p>
      ) : null}
      {uncounted.length > 0 ? (
        <p className="max-w-prose rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          The site does not count {uncounted.join(' or ')} yet: counting them needs a feature of the
          site&apos;s hosting plan (the Team plan or above) that is not switched on. Until it is,
          repeated attempts are slowed only for each internet address they come from. Ask whoever
          looks after the site&apos;s hosting to switch it on (the deploying guide says how).
        </p>
      ) : null}
      {counted.length > 0 ? (
        <p className="max-w-prose text-sm text-slate-600">
          Wrong passwords and codes are counted for the account, from whatever address they come.
          After five in a row, each makes the next attempt wait twice as long, up to 15 minutes for
          passwords and an hour for codes; the account is never locked.
        </p>
      ) : null}
    </>
  );
}
