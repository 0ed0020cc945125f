import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuSub,
  NavigationMenuTrigger,
  NavigationMenuViewport,
  navigationMenuLinkStyle,
} from '@/components/ui/navigation-menu';
import { NEW_TAB_HINT } from '@/components/ui/smart-link';
import { paths } from '@/config/paths';
import { INVESTOR_MENU_TITLE, investorGroups, type InvestorLink } from '@/content/investor-links';
import { INVESTOR_MENU_LABEL, mainNavLinks } from '@/content/navigation';

/**
 * The Investor dropdown opens on click or keyboard only. Radix also opens it on hover after
 * 200 ms and does not cancel that timer when the trigger is clicked, so a visitor who clicked
 * and pressed Escape saw the panel spring open again; hover-close made it vanish when the
 * pointer strayed. Radix skips its own pointer handler when ours has prevented the default.
 */
const clickOnly = {
  onPointerMove: (event: { preventDefault(): void }) => event.preventDefault(),
  onPointerLeave: (event: { preventDefault(): void }) => event.preventDefault(),
};

/**
 * The navbar's links from 768 px up. Radix NavigationMenu gives the Investor dropdown its
 * keyboard support (arrows, Escape, Tab into the panel) and the ARIA state.
 */
export function DesktopNav({ className }: { className?: string }) {
  return (
    <NavigationMenu aria-label="Main" className={className}>
      <NavigationMenuList>
        {mainNavLinks.map((link) => (
          <NavigationMenuItem key={link.to}>
            <NavigationMenuLink asChild>
              <NavLink to={link.to} end className={navigationMenuLinkStyle}>
                {link.label}
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
        <NavigationMenuItem className="relative">
          <NavigationMenuTrigger {...clickOnly}>{INVESTOR_MENU_LABEL}</NavigationMenuTrigger>
          <NavigationMenuContent
            {...clickOnly}
            className="absolute top-full right-0 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
          >
            <InvestorPanel />
          </NavigationMenuContent>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}

/** Group names on the left; the links of the chosen group on the right. */
function InvestorPanel() {
  const first = investorGroups[0]?.id;
  return (
    <NavigationMenuSub defaultValue={first} orientation="vertical" className="flex">
      <div className="w-60 shrink-0 border-r border-slate-100 bg-brand-50/60 p-3">
        {/* The panel's title leads to the investors' home, which lists all of this too. */}
        <NavigationMenuLink asChild>
          <Link
            to={paths.investor.home}
            className="flex items-center gap-1 rounded px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-brand-800 uppercase hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {INVESTOR_MENU_TITLE}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        </NavigationMenuLink>
        <NavigationMenuList className="flex-col items-stretch gap-0.5">
          {investorGroups.map((group) => (
            <NavigationMenuItem key={group.id} value={group.id}>
              <NavigationMenuTrigger
                opens="right"
                className="h-auto w-full justify-between px-3 py-2.5 text-left whitespace-normal data-[state=open]:bg-white data-[state=open]:shadow-sm"
              >
                {group.title}
              </NavigationMenuTrigger>
              <NavigationMenuContent>
                <p className="px-3 pb-2 text-sm font-semibold text-slate-900">{group.title}</p>
                <ul className="space-y-0.5">
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <InvestorMenuLink link={link} />
                    </li>
                  ))}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          ))}
        </NavigationMenuList>
      </div>
      {/* Spec section 9: each submenu is 400 px wide and at most 500 px tall. */}
      <NavigationMenuViewport className="max-h-[500px] w-[400px] overflow-y-auto p-3" />
    </NavigationMenuSub>
  );
}

const panelLinkStyle =
  'flex items-start justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700';

function InvestorMenuLink({ link }: { link: InvestorLink }) {
  if (link.external) {
    return (
      <NavigationMenuLink asChild>
        <a href={link.to} target="_blank" rel="noopener noreferrer" className={panelLinkStyle}>
          <span>
            {link.label} <span className="sr-only">{NEW_TAB_HINT}</span>
          </span>
          <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
        </a>
      </NavigationMenuLink>
    );
  }
  return (
    <NavigationMenuLink asChild>
      <Link to={link.to} className={panelLinkStyle}>
        {link.label}
      </Link>
    </NavigationMenuLink>
  );
}
