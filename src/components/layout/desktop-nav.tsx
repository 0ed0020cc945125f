import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { NavigationMenuTrigger, navigationMenuLinkStyle } from '@/components/ui/navigation-menu';
import { isInvestorPath } from '@/config/paths';
import { INVESTOR_MENU_LABEL, mainNavLinks } from '@/content/navigation';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/utils';
import { onTopLevelKeyDown, TOP_ITEM } from './disclosure-nav-keys';
import { InvestorPanel } from './investor-panel';

/** The navbar's links from 768 px up, and the Investor dropdown. */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={cn('relative items-center', className)}>
      {/* Arrow keys are a convenience here (disclosure-nav-keys.ts); Tab reaches everything. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul className="flex list-none items-center gap-1" onKeyDown={onTopLevelKeyDown}>
        {mainNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={navigationMenuLinkStyle} {...{ [TOP_ITEM]: '' }}>
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
 * on Escape (focus back on its button), a press or focus elsewhere, or a change of page. On an
 * investor page its button is marked as the current section (aria-current="true": a button is
 * not the page itself, which its link in the panel marks with aria-current="page").
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
        aria-current={isInvestorPath(pathname) ? 'true' : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        {...{ [TOP_ITEM]: '' }}
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
