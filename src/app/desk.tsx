import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The desk's route loads this small module, with the guard's, in parallel; the desk itself
// (desk-app, with every section) loads only once the guard lets the administrator through, so a
// signed-out visitor waits for nothing but the guard before the login opens.
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
