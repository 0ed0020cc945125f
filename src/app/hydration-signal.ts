import { useEffect } from 'react';

/**
 * Tells the page's boot script (scripts/boot-script.ts) that React now handles events, so it
 * replays the clicks a visitor made on the prerendered page before then. Runs once, after the
 * first commit of the root layout, which holds the navbar, menus and footer.
 */
export function useHydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    window.dispatchEvent(new Event('hfa:hydrated'));
  }, []);
}
