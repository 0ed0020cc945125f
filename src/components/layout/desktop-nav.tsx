import { lazy, Suspense, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { NavigationMenuTrigger, navigationMenuLinkStyle } from '@/components/ui/navigation-menu';
import { isInvestorPath } from '@/config/site-paths';
import { INVESTOR_MENU_LABEL, mainNavLinks } from '@/content/navigation';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/utils';

// The panel is fetched when the pointer or focus reaches the Investor button, before it is
// pressed: its links, columns and keys are no part of any page's first load (0.7 KB gz).
const loadPanel = () => import('./investor-panel');
const InvestorPanel = lazy(() => loadPanel().then((m) => ({ default: m.InvestorPanel })));
const prefetchPanel = () => void loadPanel();

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
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
      >
        {INVESTOR_MENU_LABEL}
      </NavigationMenuTrigger>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 mt-2 animate-menu-in overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <Suspense fallback={null}>
            <InvestorPanel onChoose={close} trigger={trigger} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
