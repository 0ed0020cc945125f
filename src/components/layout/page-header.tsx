import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export type Breadcrumb = { label: string; to?: string };

type PageHeaderProps = {
  title: string;
  /** Trail between Home and this page; Home is always first and the title always last. */
  breadcrumbs?: Breadcrumb[];
  description?: string;
};

/** The banner at the top of every inner page: its title (also the tab title) and breadcrumbs. */
export function PageHeader({ title, breadcrumbs = [], description }: PageHeaderProps) {
  useDocumentTitle(title);
  const trail: Breadcrumb[] = [{ label: 'Home', to: paths.home }, ...breadcrumbs];
  return (
    <header className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100">
            {trail.map((crumb) => (
              <li key={crumb.label} className="flex items-center gap-1">
                {crumb.to ? (
                  <Link to={crumb.to} className="rounded hover:text-white hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span>{crumb.label}</span>
                )}
                <ChevronRight aria-hidden="true" className="size-4" />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-white">
              {title}
            </li>
          </ol>
        </nav>
        <h1 className="mt-3 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        {description ? <p className="mt-3 max-w-3xl text-brand-50">{description}</p> : null}
      </div>
    </header>
  );
}
