import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The whole desk is one lazy chunk behind its guard: the route table that every visitor's page
// carries holds one entry for it, and the router renders the guard at once (a route's own
// `lazy` would make it wait for the desk's code before deciding anything, signed in or not).
const DeskApp = lazy(() => import('./desk-app').then((m) => ({ default: m.DeskApp })));

export function Desk() {
  return (
    <Suspense
      fallback={
        <div className="grid min-h-screen place-items-center">
          <Spinner label="Opening the desk…" size="lg" className="text-brand-700" />
        </div>
      }
    >
      <DeskApp />
    </Suspense>
  );
}
