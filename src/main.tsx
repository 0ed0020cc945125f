import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { canHydrate } from '@/app/can-hydrate';
import { createAppRouter } from '@/app/create-router';
import { readQueryState } from '@/app/initial-query-state';
import { readFactsSnapshot } from '@/lib/facts-block';
import './index.css';

// The Devanagari web font joins the font stack (src/index.css). A built page's boot script has
// added the class already, after the first paint; the development server has no boot script, and
// without this its Hindi titles stayed empty boxes on a machine with no Devanagari font.
document.documentElement.classList.add('fonts');

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const { router, routes } = await createAppRouter();
// The company facts the page was built with (its footer's contact details at least).
const facts = { snapshot: readFactsSnapshot(document) };
if (canHydrate(root.dataset.prerendered, window.location.pathname, routes)) {
  // Public pages arrive prerendered (scripts/prerender.ts). Hydrating in a transition lets React
  // yield to the browser between chunks of work, so a tap or scroll is never held up for long.
  startTransition(() => {
    hydrateRoot(
      root,
      <App router={router} initialQueryState={readQueryState(document)} facts={facts} />,
    );
  });
} else {
  // The admin area (the bare app shell), or markup prerendered for another route: render afresh.
  createRoot(root).render(<App router={router} facts={facts} />);
}
