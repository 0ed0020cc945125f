import { onTodayAsWebsite } from '@/lib/compliance/verdicts';
import type { ClauseReadiness } from '@/lib/readiness/assess';
import type { ReadinessKind } from '@/lib/readiness/types';
import { ReadinessEntry } from './readiness-entry';

const GROUPS: { id: string; heading: string; kinds: ReadinessKind[] }[] = [
  { id: 'attention', heading: 'Needs attention', kinds: ['missing', 'stale', 'unchecked'] },
  { id: 'current', heading: 'Current', kinds: ['current'] },
  { id: 'in-code', heading: 'Kept in the site’s code', kinds: ['in-code'] },
  { id: 'per-event', heading: 'Owed for each meet or call', kinds: ['per-event'] },
  { id: 'not-applicable', heading: 'Not applicable', kinds: ['not-applicable'] },
];

const count = (items: readonly ClauseReadiness[], kind: ReadinessKind) =>
  items.filter((item) => item.status.kind === kind).length;

/**
 * How the clauses that need attention appear on Today, so its count and this one add up: there,
 * one an overdue filing or a record still to enter stands for is counted as that instead.
 */
function elsewhere(items: readonly ClauseReadiness[], needing: number): string {
  const listed = items.filter(onTodayAsWebsite).length;
  if (listed === needing) return '';
  const other = needing - listed;
  return ` Today lists ${listed} of them as missing from the website; the other ${other === 1 ? 'one is' : `${other} are`} there as ${other === 1 ? 'an overdue filing or a record' : 'overdue filings or records'} still to enter.`;
}

/** "3 missing, 7 out of date and 11 current": the answer to "is the website compliant today?". */
function Summary({ items }: { items: readonly ClauseReadiness[] }) {
  const missing = count(items, 'missing');
  const stale = count(items, 'stale');
  const parts = [
    missing ? `${missing} missing` : null,
    stale ? `${stale} out of date` : null,
    `${count(items, 'current')} current`,
  ].filter(Boolean);
  const last = parts.pop();
  const text = parts.length ? `${parts.join(', ')} and ${last}` : last;
  const ok = missing + stale === 0;
  return (
    <p
      className={`rounded-xl border p-4 text-base font-medium ${ok ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
    >
      {ok
        ? `Every clause the desk can check is on the site and current (${text}).`
        : `Of the clauses the desk can check from the site’s documents and records: ${text}.${elsewhere(items, missing + stale)}`}
    </p>
  );
}

/**
 * Regulation 46(2) clause by clause, as the site stands: each clause's status as the desk's rules
 * give it (src/lib/readiness/assess.ts, from the same state as the compliance calendar and
 * Today), grouped so what needs attention comes first, each with the rule behind it, what meets
 * it and the place to put it right.
 */
export function ReadinessPanel({ items }: { items: readonly ClauseReadiness[] }) {
  return (
    <div className="grid gap-6">
      <Summary items={items} />
      {GROUPS.map((group) => {
        const inGroup = items.filter((item) => group.kinds.includes(item.status.kind));
        if (!inGroup.length) return null;
        const headingId = `readiness-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {group.heading} ({inGroup.length})
            </h3>
            <ul className="grid gap-3">
              {inGroup.map((item) => (
                <ReadinessEntry key={item.row.clause} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
      <p className="text-sm text-slate-600">
        The desk reads the documents’ titles and dates and the company’s records, not what the
        documents say.
      </p>
    </div>
  );
}
