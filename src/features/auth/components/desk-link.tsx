import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/utils';

type DeskLinkProps = {
  /** 'header': a compact button-like link in the top bar; 'footer': one of the footer's links. */
  place: 'header' | 'footer';
  /** The footer's link style, so the entry matches its neighbours. */
  className?: string;
};

const headerStyle =
  'inline-flex h-9 items-center gap-2 rounded-full border border-brand-200 bg-white px-3 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * "Dashboard": the way back to the desk for a signed-in administrator, on every public page; for
 * anyone else nothing at all. The first render of a prerendered page knows no session (the
 * session loads after hydration), so the link appears a moment after the page, never in its HTML.
 */
export function DeskLink({ place, className }: DeskLinkProps) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  if (place === 'footer') {
    return (
      <li>
        <Link to={sitePaths.dashboard} className={className}>
          Dashboard
        </Link>
      </li>
    );
  }
  return (
    <Link to={sitePaths.dashboard} className={cn(headerStyle, className)}>
      <LayoutDashboard aria-hidden="true" />
      {/* Between tablet and wide screens the bar is full: the icon alone, the name still read. */}
      <span className="md:max-xl:sr-only">Dashboard</span>
    </Link>
  );
}
