import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { WIDE_QUERY } from '@/hooks/breakpoints';
import { useDismiss } from '@/hooks/use-dismiss';
import { useOnMediaQueryMatch } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';

export type DeskNavItem = {
  label: string;
  to: string;
  icon: ReactNode;
  /** Current only at exactly this address (the desk's first section, whose address is its root). */
  end?: boolean;
};

const linkStyle =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The desk's navigation: a landmark whose links mark the section shown (aria-current="page").
 * From 1024 px a sidebar; below, one line naming the section shown, which opens the list in
 * place (a disclosure), so a phone never scrolls sideways and the section starts near the top.
 */
export function DeskNav({ items }: { items: DeskNavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation closes the list (Back included); adjusted while rendering, so the new
  // section never shows under a list still open.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  useDismiss(open, () => setOpen(false), { container, trigger });
  useOnMediaQueryMatch(WIDE_QUERY, () => setOpen(false));

  const current = items.find((item) =>
    item.end ? pathname === item.to : pathname === item.to || pathname.startsWith(`${item.to}/`),
  );

  return (
    <nav ref={container} aria-label="Desk sections" className="lg:sticky lg:top-6">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-left text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 lg:hidden"
      >
        <span className="min-w-0">
          <span className="text-slate-500">Desk section: </span>
          <span className="font-semibold text-slate-900">{current?.label ?? 'Choose'}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul
        id={listId}
        className={cn(
          'mt-2 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:grid lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none',
          open ? 'grid' : 'hidden',
        )}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkStyle}>
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
