import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { PageMeta } from './page-meta';

export type Breadcrumb = { label: string; to?: string };

type PageHeaderProps = {
  title: string;
  /** Trail between Home and this page; Home is always first and the title always last. */
  breadcrumbs?: Breadcrumb[];
  description?: string;
  /** Keep the page out of search engines (the admin area). */
  noIndex?: boolean;
};

/** The banner at the top of every inner page: its title (also the tab title) and breadcrumbs. */
export function PageHeader({ title, breadcrumbs = [], description, noIndex }: PageHeaderProps) {
  const trail: Breadcrumb[] = [{ label: 'Home', to: sitePaths.home }, ...breadcrumbs];
  return (
    <>
      <PageMeta title={title} description={description} noIndex={noIndex} />
      <header className="relative isolate overflow-hidden bg-brand-900 text-white">
        {/* Decorative: soft light and a faint molecular grid, drawn in CSS so nothing is fetched. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgba(53,194,158,0.35),transparent_45%),radial-gradient(circle_at_10%_110%,rgba(166,238,213,0.16),transparent_40%),linear-gradient(135deg,var(--color-brand-900),var(--color-brand-700))]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 opacity-[0.07] [background-image:radial-gradient(white_1.5px,transparent_1.5px)] [background-size:28px_28px]"
        />
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
              {trail.map((crumb) => (
                <li key={crumb.label} className="flex items-center gap-1">
                  {crumb.to ? (
                    <Link
                      to={crumb.to}
                      className="rounded hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                    >
                      {crumb.label}
                    </Link>
                  ) : (
                    <span>{crumb.label}</span>
                  )}
                  <ChevronRight aria-hidden="true" className="size-4 text-brand-300" />
                </li>
              ))}
              <li aria-current="page" className="font-medium text-white">
                {title}
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance md:text-5xl">
            {title}
          </h1>
          {description ? (
            <p className="mt-4 max-w-3xl text-base leading-relaxed text-brand-50 md:text-lg">
              {description}
            </p>
          ) : null}
        </div>
      </header>
    </>
  );
}
