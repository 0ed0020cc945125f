import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { useScrolled } from '@/hooks/use-scrolled';
import { cn } from '@/lib/utils';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SITE_SEARCH_LABEL, SiteSearchForm } from './site-search-form';

/**
 * The fixed top bar; compact and more opaque once the page is scrolled past 50 px. `deskLink`: the
 * administrator's way to the desk (the auth feature supplies it; nothing for a visitor).
 */
export function Navbar({ deskLink }: { deskLink?: ReactNode } = {}) {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,box-shadow,border-color] duration-300',
        scrolled
          ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur-md'
          : 'border-transparent bg-white/75 backdrop-blur-sm',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300 sm:px-6 lg:px-8',
          // The page below starts 4rem down, so the bar never grows taller than that.
          scrolled ? 'h-14' : 'h-16',
        )}
      >
        <Logo />
        <div className="flex items-center gap-3">
          <DesktopNav className="hidden md:flex" />
          {/* The box where there is room for it; between tablet and laptop widths, a link to
              the search page. The phone's box is in the menu. */}
          <div className="hidden w-52 lg:block">
            <SiteSearchForm />
          </div>
          <Link
            to={sitePaths.investor.search}
            aria-label={SITE_SEARCH_LABEL}
            className="hidden size-9 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none md:inline-flex lg:hidden"
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
          {deskLink}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
