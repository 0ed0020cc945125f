import type { ReactNode } from 'react';
import type { DirectorRow } from '@/lib/company-facts';
import { CATEGORY_WORDS } from '@/lib/company-fact-words';
import { formatIndianDate } from '@/lib/format-date';

/** One director as a heading and a definition list, so a screen reader walks it term by term. */
export function DirectorCard({
  director,
  committees,
  actions,
}: {
  director: DirectorRow;
  /** The committees they sit on, "(Chair)" marked. */
  committees: string[];
  actions?: ReactNode;
}) {
  const headingId = `director-${director.id}`;
  const positions = director.other_positions.map(
    (p) => `${p.position}, ${p.entity}${p.listed ? ' (listed)' : ''}`,
  );
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-brand-900">
            {director.name}
          </h3>
          <p className="text-sm text-slate-600">{director.designation}</p>
        </div>
        {actions}
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-medium text-slate-500">DIN</dt>
        <dd className="font-mono">{director.din}</dd>
        <dt className="font-medium text-slate-500">Category</dt>
        <dd>
          {CATEGORY_WORDS[director.category]}
          {director.is_woman ? ', woman director' : ''}
        </dd>
        <dt className="font-medium text-slate-500">Appointed</dt>
        <dd>{formatIndianDate(director.appointed_on)}</dd>
        {director.profile ? (
          <>
            <dt className="font-medium text-slate-500">Profile</dt>
            <dd>{director.profile}</dd>
          </>
        ) : null}
        <dt className="font-medium text-slate-500">Other directorships</dt>
        <dd>
          <ListOrNone items={positions} />
        </dd>
        <dt className="font-medium text-slate-500">Committees</dt>
        <dd>
          <ListOrNone items={committees} />
        </dd>
      </dl>
    </article>
  );
}

function ListOrNone({ items }: { items: string[] }) {
  if (items.length === 0) return <>None</>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
