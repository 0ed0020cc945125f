import { ArrowRight, ExternalLink } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NavigationMenuTrigger, navigationMenuLinkStyle } from '@/components/ui/navigation-menu';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { INVESTOR_MENU_TITLE, investorGroups, type InvestorLink } from '@/content/investor-links';
import { INVESTOR_MENU_LABEL, mainNavLinks } from '@/content/navigation';
import { useDismiss } from '@/hooks/use-dismiss';
import { moveFocusBetween } from '@/lib/arrow-focus';
import { cn } from '@/lib/utils';

/** The navbar's links from 768 px up, and the Investor dropdown. */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={cn('relative items-center', className)}>
      <ul className="flex list-none items-center gap-1">
        {mainNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={navigationMenuLinkStyle}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className="relative">
          <InvestorMenu />
        </li>
      </ul>
    </nav>
  );
}

/**
 * The Investor dropdown, a disclosure: it opens on click or keyboard only (never on hover, so it
 * neither springs open under a resting pointer nor vanishes when the pointer strays), and closes
 * on Escape (focus back on its button), a press or focus elsewhere, or a change of page.
 */
function InvestorMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss(open, close, { container, trigger });

  // Adjusted while rendering, so the new page never shows under the open panel.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  return (
    <div ref={container}>
      <NavigationMenuTrigger
        ref={trigger}
        expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {INVESTOR_MENU_LABEL}
      </NavigationMenuTrigger>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 mt-2 animate-menu-in overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <InvestorPanel onChoose={close} />
        </div>
      ) : null}
    </div>
  );
}

const moveBetweenGroups = moveFocusBetween('button');

/** Group names on the left; the links of the chosen group (the first at first) on the right. */
function InvestorPanel({ onChoose }: { onChoose: () => void }) {
  const [chosen, setChosen] = useState(investorGroups[0]?.id);
  const baseId = useId();
  const group = investorGroups.find((g) => g.id === chosen);
  return (
    <div className="flex">
      <div className="w-60 shrink-0 border-r border-slate-100 bg-brand-50/60 p-3">
        {/* The panel's title leads to the investors' home, which lists all of this too. */}
        <Link
          to={paths.investor.home}
          onClick={onChoose}
          className="flex items-center gap-1 rounded px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-brand-800 uppercase hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {INVESTOR_MENU_TITLE}
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </Link>
        {/* Arrow keys are a convenience here; Tab reaches every button and link too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul className="flex flex-col gap-0.5" onKeyDown={moveBetweenGroups}>
          {investorGroups.map((g) => (
            <li key={g.id}>
              <NavigationMenuTrigger
                opens="right"
                expanded={g.id === chosen}
                aria-controls={`${baseId}-${g.id}`}
                onClick={() => setChosen(g.id)}
              >
                {g.title}
              </NavigationMenuTrigger>
            </li>
          ))}
        </ul>
      </div>
      {/* Spec section 9: each submenu is 400 px wide and at most 500 px tall. */}
      {group ? (
        <div id={`${baseId}-${group.id}`} className="max-h-[500px] w-[400px] overflow-y-auto p-3">
          <p className="px-3 pb-2 text-sm font-semibold text-slate-900">{group.title}</p>
          <ul className="space-y-0.5">
            {group.links.map((link) => (
              <li key={link.label}>
                <InvestorMenuLink link={link} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const panelLinkStyle =
  'flex items-start justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

function InvestorMenuLink({ link, onChoose }: { link: InvestorLink; onChoose: () => void }) {
  if (link.external) {
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onChoose}
        className={panelLinkStyle}
      >
        <span>
          {link.label} <span className="sr-only">{NEW_TAB_HINT}</span>
        </span>
        <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
      </a>
    );
  }
  return (
    <NavLink to={link.to} end onClick={onChoose} className={panelLinkStyle}>
      {link.label}
    </NavLink>
  );
}
