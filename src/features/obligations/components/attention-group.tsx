import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const linkStyle =
  'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** How many lines a group shows on Today (three, so seven groups fit two screens at 1280 px); the rest are a click away. */
export const SHOWN = 3;

export type Tone = 'red' | 'amber' | 'slate';

const TONES: Record<Tone, string> = {
  red: 'border-red-300 bg-red-50',
  amber: 'border-amber-300 bg-amber-50',
  slate: 'border-slate-200 bg-white',
};

/**
 * One group of what needs attention: its heading with the count, its first lines, and a link to
 * the rest ("and 4 more in the compliance calendar"). A group with nothing in it is not shown.
 */
export function AttentionGroup<T>({
  id,
  heading,
  tone,
  items,
  line,
  more,
}: {
  id: string;
  heading: string;
  tone: Tone;
  items: readonly T[];
  line: (item: T) => { key: string; content: ReactNode };
  /** Where the whole list is, and its name: "the compliance calendar". */
  more: { to: string; label: string };
}) {
  if (!items.length) return null;
  const headingId = `today-${id}`;
  const rest = items.length - SHOWN;
  return (
    <section
      aria-labelledby={headingId}
      className={`grid gap-2 rounded-xl border px-4 py-3 ${TONES[tone]}`}
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading} ({items.length.toLocaleString('en-IN')})
      </h3>
      <ul className="grid gap-2">
        {items.slice(0, SHOWN).map((item) => {
          const { key, content } = line(item);
          return (
            <li key={key} className="text-sm text-slate-800 [overflow-wrap:anywhere]">
              {content}
            </li>
          );
        })}
      </ul>
      <p className="text-sm">
        <Link to={more.to} className={`${linkStyle} inline-flex items-center gap-1 [&_svg]:size-4`}>
          {rest > 0
            ? `${rest.toLocaleString('en-IN')} more in ${more.label}`
            : `All of them in ${more.label}`}
          <span className="sr-only"> ({heading})</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </p>
    </section>
  );
}
