import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { regulation46Rows } from '@/content/regulation-46';
import { indiaToday } from '@/lib/format-date';
import { assessReadiness, tablesRead, type ClauseReadiness } from '@/lib/readiness/assess';
import type { ReadinessKind, ReadinessRule } from '@/lib/readiness/types';
import { useReadinessDocuments } from '../api/get-readiness-documents';
import { ReadinessEntry } from './readiness-entry';

const GROUPS: { id: string; heading: string; kinds: ReadinessKind[] }[] = [
  { id: 'attention', heading: 'Needs attention', kinds: ['missing', 'stale', 'unchecked'] },
  { id: 'current', heading: 'Current', kinds: ['current'] },
  { id: 'as-data', heading: 'Company facts, kept on their pages', kinds: ['as-data'] },
  { id: 'in-code', heading: 'Kept in the site’s code', kinds: ['in-code'] },
  { id: 'per-event', heading: 'Owed for each meet or call', kinds: ['per-event'] },
  { id: 'not-applicable', heading: 'Not applicable', kinds: ['not-applicable'] },
];

const count = (items: ClauseReadiness[], kind: ReadinessKind) =>
  items.filter((item) => item.status.kind === kind).length;

/** "3 missing, 7 out of date and 11 current": the answer to "is the website compliant today?". */
function Summary({ items }: { items: ClauseReadiness[] }) {
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
        : `Of the clauses the desk can check from the site’s documents: ${text}.`}
    </p>
  );
}

/**
 * Regulation 46(2) clause by clause, as the site stands today: each clause's status worked out
 * from the documents (src/lib/readiness/), grouped so what needs attention comes first, each with
 * the rule behind it and the place to put it right. `rules` come from the page, which may add
 * rules of its own (mergeRules) for the clauses whose evidence another feature holds.
 */
export function ReadinessPanel({
  rules,
  today = indiaToday,
}: {
  rules: readonly ReadinessRule[];
  today?: () => string;
}) {
  const documents = useReadinessDocuments(tablesRead(rules));
  if (documents.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-slate-600">
        <Spinner size="md" className="text-brand-700" />
        Checking the site against Regulation 46…
      </p>
    );
  }
  if (documents.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-4 text-slate-700">
        The site’s documents could not be read, so Regulation 46 could not be checked.
        <Button variant="outline" size="sm" onClick={() => void documents.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  const items = assessReadiness(regulation46Rows, rules, {
    today: today(),
    documents: documents.data,
  });
  return (
    <div className="grid gap-6" aria-busy={documents.isFetching || undefined}>
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
        The desk reads the documents’ titles and dates, not what the documents say.
      </p>
    </div>
  );
}
