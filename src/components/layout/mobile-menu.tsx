import { ArrowRight, ExternalLink, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { INVESTOR_MENU_TITLE, investorGroups } from '@/content/investor-links';
import { mainNavLinks } from '@/content/navigation';
import { DESKTOP_QUERY } from '@/hooks/breakpoints';
import { useOnMediaQueryMatch } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';
import { SiteSearchForm } from './site-search-form';

const linkStyle =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

const subLinkStyle =
  'block rounded-md px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** The 'Toggle menu' button and the panel it opens below 768 px. */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  // Spec: one investor group open at a time, and the open one can be closed again.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Any navigation closes the panel, including Back and links outside it. Adjusting state
  // while rendering avoids a frame where the new page shows under the open panel.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  // The panel is hidden by CSS from 768 px up; closing it too means it does not reappear
  // open when the window is narrowed again.
  useOnMediaQueryMatch(DESKTOP_QUERY, close);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={cn('md:hidden', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Toggle menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        <SiteSearchForm onSearch={close} className="mx-4 mt-3" />
        <nav aria-label="Mobile" className="space-y-1 px-4 pt-3 pb-6">
          <ul className="space-y-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end onClick={close} className={linkStyle}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            {/* The title leads to the investors' home, which lists all of this too. */}
            {/* Without `end`, it is marked current (aria-current) on every investor page. */}
            <NavLink
              to={paths.investor.home}
              onClick={close}
              className="flex items-center gap-1 rounded px-3 py-1 text-xs font-semibold tracking-wider text-brand-800 uppercase hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-[current]:bg-brand-50 aria-[current]:underline"
            >
              {INVESTOR_MENU_TITLE}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </NavLink>
            <Accordion className="px-3">
              {investorGroups.map((group) => (
                <AccordionItem
                  key={group.id}
                  title={group.title}
                  open={openGroup === group.id}
                  onOpenChange={(isOpen) => setOpenGroup(isOpen ? group.id : null)}
                >
                  {/* Spec section 9: a submenu takes at most 40% of the screen height. */}
                  <ul className="max-h-[40vh] space-y-0.5 overflow-y-auto">
                    {group.links.map((link) => (
                      <li key={link.label}>
                        <SmartLink
                          to={link.to}
                          external={link.external}
                          onClick={close}
                          className={subLinkStyle}
                        >
                          {link.label}
                          {/* A file in a new tab, marked as in the desktop panel. */}
                          {link.external ? (
                            <ExternalLink
                              aria-hidden="true"
                              className="ml-1.5 inline size-3.5 align-[-2px] text-slate-400"
                            />
                          ) : null}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </AccordionItem>
              ))}
            </Accordion>
          </div>
        </nav>
      </div>
    </div>
  );
}
