import type { ReactNode } from 'react';

type SecurityPanelProps = {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  /** A lucide icon, shown in a brand-coloured circle beside the title. */
  icon: ReactNode;
  children: ReactNode;
};

/** One part of the desk's Security: a card, a region named by its heading, an icon beside it. */
export function SecurityPanel({ id, title, icon, children }: SecurityPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-5">
          {icon}
        </span>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
