import { Link } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { company } from '@/content/company';
import { cn } from '@/lib/utils';

type LogoProps = { className?: string; tone?: 'dark' | 'light'; onNavigate?: () => void };

/** The company mark and name, linking to the home page. */
export function Logo({ className, tone = 'dark', onNavigate }: LogoProps) {
  return (
    <Link
      to={sitePaths.home}
      onClick={onNavigate}
      className={cn(
        'inline-flex items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
        className,
      )}
    >
      {/* The mark is decorative: the visible name gives the link its accessible name. */}
      <img src="/logo.svg" alt="" width={40} height={40} className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'text-base font-bold tracking-tight',
            tone === 'dark' ? 'text-brand-900' : 'text-white',
          )}
        >
          {company.shortName}
        </span>
        <span
          className={cn(
            'mt-1 text-[0.65rem] font-semibold tracking-[0.18em] uppercase',
            tone === 'dark' ? 'text-brand-700' : 'text-brand-200',
          )}
        >
          {company.logoSubtitle}
        </span>
      </span>
    </Link>
  );
}
