import { ArrowRight, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { SmartLink } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { INVESTOR_MENU_TITLE, investorGroups } from '@/content/investor-links';
import { mainNavLinks } from '@/content/navigation';
import { SiteSearchForm } from './site-search-form';

const linkStyle =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

const subLinkStyle =
  'block rounded-md px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/**
 * What the phone's menu shows: the search box, the main links and the investor groups. A chunk
 * of its own (src/components/layout/mobile-menu.tsx loads it when the button is first reached),
 * so the Investor menu's entries, which grow with the site, are no part of any page's first load.
 */
export function MobileMenuPanel({ onChoose }: { onChoose: () => void }) {
  // Spec: one investor group open at a time, and the open one can be closed again.
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  return (
    <>
      <SiteSearchForm onSearch={onChoose} className="mx-4 mt-3" />
      <nav aria-label="Mobile" className="space-y-1 px-4 pt-3 pb-6">
        <ul className="space-y-1">
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onChoose} className={linkStyle}>
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
            onClick={onChoose}
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
                        onClick={onChoose}
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
    </>
  );
}
