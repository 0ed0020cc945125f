import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { sitePaths } from '@/config/site-paths';
import { PageMeta } from '@/components/layout/page-meta';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundPage() {
  const { pathname } = useLocation();

  // Logged so broken links show up in the browser console and in error monitoring.
  useEffect(() => {
    console.warn(`${NOT_FOUND_TITLE}: no route matches "${pathname}"`);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageMeta title={NOT_FOUND_TITLE} noIndex />
      <p
        aria-hidden="true"
        className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={sitePaths.home}>
          <Home aria-hidden="true" />
          Back to the homepage
        </Link>
      </Button>
    </section>
  );
}
