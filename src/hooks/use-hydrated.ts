import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server prerenders and while the browser hydrates that HTML, true from the
 * next render on. What depends on the address's query string (which the prerender never sees)
 * waits for it, so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
