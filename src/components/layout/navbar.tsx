import { useScrolled } from '@/hooks/use-scrolled';
import { cn } from '@/lib/utils';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/** The fixed top bar; compact and more opaque once the page is scrolled past 50 px. */
export function Navbar() {
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
        <DesktopNav className="hidden md:flex" />
        <MobileMenu />
      </div>
    </header>
  );
}
