import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';

export const ROUTE_ERROR_TITLE = 'Unexpected Application Error!';

/** What went wrong, in words: a thrown Error, a router response (404, 500...) or anything else. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * Shown by the router when a page throws or fails to load. It renders outside the site frame
 * (the frame itself may be what failed), so it brings its own minimal layout and plain links.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <title>{ROUTE_ERROR_TITLE}</title>
        <h1 className="text-2xl font-bold text-slate-900">{ROUTE_ERROR_TITLE}</h1>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-red-50 p-4 text-sm whitespace-pre-wrap text-red-800">
          {describe(error)}
        </pre>
        <div className="mt-6 flex flex-wrap gap-3">
          {/* A full page load, in case the router itself is what broke. */}
          <a href="/" className={buttonVariants()}>
            Go to the homepage
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ variant: 'outline' })}
          >
            Reload
          </button>
        </div>
      </div>
    </main>
  );
}
