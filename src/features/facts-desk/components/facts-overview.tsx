import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { lateWords } from '@/lib/compliance/entered-late';
import type { SiteVerdicts } from '@/lib/compliance/verdicts';
import { formatIndianDate } from '@/lib/format-date';
import { SampleRowsPanel } from './sample-rows-panel';

const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

function Group({
  id,
  title,
  style,
  children,
}: {
  id: string;
  title: string;
  style: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`grid gap-2 rounded-xl border p-4 ${style}`}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The dashboard's Company facts section: what the company has not published yet, the sample
 * rows a production build refuses to publish, and each change entered later than two working
 * days after it took effect (Regulation 46(3)(b)). The facts are edited where they are shown.
 * What is missing and what was late are the desk's rules' verdicts (`facts`, from the page), the
 * same that Today and readiness show.
 */
export function FactsOverview({ facts }: { facts: SiteVerdicts['facts'] }) {
  const { missing, late } = facts;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        The Board, the officers, the contact details and the credit ratings are edited on the pages
        that show them, while you are logged in. Enter each change within two working days of it.
      </p>
      <Group
        id="facts-missing"
        title={missing.length ? 'Still to enter' : 'Nothing left to enter'}
        style={missing.length ? 'border-amber-300 bg-amber-50' : 'border-emerald-300 bg-emerald-50'}
      >
        {missing.length ? (
          <ul className="grid gap-1 text-sm">
            {missing.map((m) => (
              <li key={m.what}>
                {m.what}:{' '}
                <Link to={m.path} className={linkStyle}>
                  enter it<span className="sr-only"> ({m.what})</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">Every fact the site must show is entered.</p>
        )}
      </Group>
      <SampleRowsPanel />
      <Group
        id="facts-late"
        title={late.length ? 'Entered late' : 'Every change entered in time'}
        style={late.length ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}
      >
        {late.length ? (
          <ul className="grid gap-1 text-sm">
            {late.map((change) => (
              <li key={`${change.what} ${change.effectiveOn}`}>
                {change.what} on {formatIndianDate(change.effectiveOn)}:{' '}
                {lateWords({ ...change, reason: 'record' })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">
            No change was entered more than two working days after it took effect.
          </p>
        )}
      </Group>
    </div>
  );
}
