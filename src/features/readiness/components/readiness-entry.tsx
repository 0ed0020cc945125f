import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ClauseReadiness } from '@/lib/readiness/assess';
import type { ReadinessKind } from '@/lib/readiness/types';
import { cn } from '@/lib/utils';

/** The status as a word, and its colours (text and border with a tint, not colour alone). */
const KIND_WORDS: Record<ReadinessKind, { word: string; style: string }> = {
  missing: { word: 'Missing', style: 'border-red-300 bg-red-50 text-red-900' },
  stale: { word: 'Out of date', style: 'border-amber-300 bg-amber-50 text-amber-900' },
  current: { word: 'Current', style: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  'in-code': { word: 'In the site’s code', style: 'border-slate-300 bg-slate-50 text-slate-800' },
  'per-event': { word: 'Per event', style: 'border-sky-300 bg-sky-50 text-sky-900' },
  'not-applicable': { word: 'Not applicable', style: 'border-slate-200 bg-white text-slate-700' },
  unchecked: { word: 'No check yet', style: 'border-slate-300 bg-white text-slate-800' },
};

const linkStyle =
  'inline-flex items-center gap-1 rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none [&_svg]:size-4';

/** One clause: what it asks, where it stands and why, and where to put it right. */
export function ReadinessEntry({ item }: { item: ClauseReadiness }) {
  const { row, status, basis, satisfiedBy, fix } = item;
  const kind = KIND_WORDS[status.kind];
  return (
    <li
      data-clause={row.clause}
      className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-64 font-medium text-slate-900">
          <span className="mr-2 font-mono text-sm text-slate-500">{row.clause}</span>
          {row.information}
        </p>
        <span
          className={cn(
            'shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            kind.style,
          )}
        >
          {kind.word}
        </span>
      </div>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{status.note}</p>
      {basis ? (
        <details className="text-sm text-slate-600">
          <summary className="w-fit cursor-pointer rounded font-medium text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
            The rule<span className="sr-only"> for {row.clause}</span>
          </summary>
          <p className="mt-1 max-w-prose">{basis}</p>
          {satisfiedBy ? <p className="mt-1 max-w-prose">What meets it: {satisfiedBy}</p> : null}
        </details>
      ) : null}
      {fix && status.kind !== 'not-applicable' ? (
        <p className="text-sm">
          <Link to={fix.to} className={linkStyle}>
            {fix.label}
            <span className="sr-only"> ({row.clause})</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </p>
      ) : null}
    </li>
  );
}
