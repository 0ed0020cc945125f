import { describeFailedSignIns, type FailedSignIns } from '../utils/failed-sign-ins';

/**
 * What the sign-in hooks counted, one account and kind at a time, in plain sentences: how many
 * wrong attempts since when, whether the account is paused now and for how long, what to do.
 */
export function FailedSignInsReport({ rows }: { rows: FailedSignIns[] }) {
  return (
    <ul className="grid gap-3">
      {rows.map((row) => {
        const { what, now, advice } = describeFailedSignIns(row);
        return (
          <li
            key={`${row.email}-${row.kind}`}
            className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p className="font-semibold">{what}</p>
            <p>{now}</p>
            <p>{advice}</p>
          </li>
        );
      })}
    </ul>
  );
}
