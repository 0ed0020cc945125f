import { SmartLink } from '@/components/ui/smart-link';
import { unclaimedMatchesWords as words } from '@/content/unclaimed-matches';
import type { UnclaimedDividendMatch } from '@/lib/database-rows';
import { formatIndianDate, indiaToday } from '@/lib/format-date';
import { addDays } from '@/lib/ist-time';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/**
 * Whether the last date to claim from the company has passed on `today` (YYYY-MM-DD, in India):
 * the last date itself still counts as in time.
 */
export function claimDatePassed(lastDateToClaim: string, today: string): boolean {
  return lastDateToClaim < today;
}

/** Thirty days after the last date to claim: when the company must have credited the IEPF. */
export const IEPF_CREDIT_DAYS = 30;

/** The last day the company may credit the amount to the IEPF (see movingMark's source). */
export function iepfCreditBy(lastDateToClaim: string): string {
  return addDays(lastDateToClaim, IEPF_CREDIT_DAYS);
}

/** Where an amount is on `today`: still claimable from the company, moving, or with the IEPF. */
export function claimState(lastDateToClaim: string, today: string) {
  if (!claimDatePassed(lastDateToClaim, today)) return 'in time' as const;
  return today <= iepfCreditBy(lastDateToClaim) ? ('moving' as const) : ('with the IEPF' as const);
}

/**
 * One account's unclaimed amounts. An amount whose last date has passed is marked, and the note
 * under the table then says where it went and how to claim it from there (IEPF Rules 2016,
 * rule 7(1)-(3): Form IEPF-5 online, then the signed form and its documents to the company).
 */
export function UnclaimedMatches({
  matches,
  refundUrl,
  now = new Date(),
}: {
  matches: UnclaimedDividendMatch[];
  /** The IEPF Authority's refund page, where a claim from the IEPF begins. */
  refundUrl: string;
  now?: Date;
}) {
  const today = indiaToday(now);
  const passed = matches.filter((m) => claimDatePassed(m.last_date_to_claim, today)).length;
  const moving = matches.filter((m) => claimState(m.last_date_to_claim, today) === 'moving');
  const latestCreditBy = moving
    .map((m) => iepfCreditBy(m.last_date_to_claim))
    .sort()
    .at(-1);
  return (
    <>
      <p className="font-medium text-slate-900">{words.found(matches.length)}</p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{words.caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Financial year
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="py-2 font-semibold">
              Last date to claim from the company
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m) => (
            <tr
              key={`${m.financial_year}-${m.last_date_to_claim}-${m.amount}`}
              className="border-b border-slate-200"
            >
              <td className="py-2 pr-4">{m.financial_year}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{rupees.format(m.amount)}</td>
              <td className="py-2">
                {formatIndianDate(m.last_date_to_claim)}{' '}
                {claimState(m.last_date_to_claim, today) === 'with the IEPF' ? (
                  <span className="block text-xs font-medium text-amber-800">
                    {words.passedMark}
                  </span>
                ) : claimState(m.last_date_to_claim, today) === 'moving' ? (
                  <span className="block text-xs font-medium text-amber-800">
                    {words.movingMark(formatIndianDate(iepfCreditBy(m.last_date_to_claim)))}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {passed > 0 ? (
        <div className="mt-3 grid gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800">
          {latestCreditBy ? (
            <p className="font-medium text-slate-900">
              {words.moving(moving.length, formatIndianDate(latestCreditBy))}
            </p>
          ) : null}
          {passed > moving.length ? (
            <p className="font-medium text-slate-900">
              {words.transferred(passed - moving.length)}
            </p>
          ) : null}
          <p>{words.iepfClaim}</p>
          <p>
            {words.iepfLinkLead}
            <SmartLink
              to={refundUrl}
              external
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {words.iepfLink}
            </SmartLink>
          </p>
          {passed < matches.length ? <p>{words.stillInTime}</p> : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{words.claimNote}</p>
      )}
    </>
  );
}
