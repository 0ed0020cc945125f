import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { boardPage } from '@/content/board-of-directors';
import { investorCrumb } from '@/content/investor-crumb';

// Prerendered with the page (the build renders it in place), but loaded after the page in the
// browser: React keeps the built HTML of the Board until its code arrives, then hydrates it
// (selective hydration), so the page's first-load script does not carry it. The build replaces
// import.meta.env.SSR with a constant, so each bundle keeps one branch: no static import is left
// in the browser's (a static import would keep the module, for its side effects).
const BoardOfDirectors = import.meta.env.SSR
  ? (await import('@/features/company-facts/components/board-of-directors')).BoardOfDirectors
  : lazy(() =>
      import('@/features/company-facts/components/board-of-directors').then((m) => ({
        default: m.BoardOfDirectors,
      })),
    );

/** The administrator's actions on the Board (loaded only for her). */
const loadFactsDesk = () => import('@/app/facts-desk-slots');

/** /investor/board-of-directors: Regulation 46(2)(ab) and (c). */
export function BoardOfDirectorsPage() {
  return (
    <>
      <PageHeader
        title={boardPage.title}
        breadcrumbs={[investorCrumb]}
        description={boardPage.description}
      />
      <div className="min-h-[75vh]">
        <Suspense
          fallback={
            <p
              role="status"
              className="mx-auto max-w-7xl px-4 py-10 text-slate-600 sm:px-6 lg:px-8"
            >
              {boardPage.loading}
            </p>
          }
        >
          <BoardOfDirectors loadDesk={loadFactsDesk} />
        </Suspense>
      </div>
    </>
  );
}
