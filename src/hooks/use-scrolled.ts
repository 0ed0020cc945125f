import { useCallback, useSyncExternalStore } from 'react';

/** Spec section 9: the navbar changes style once the page is scrolled more than 50 px. */
export const SCROLL_THRESHOLD_PX = 50;

/** Whether the window is scrolled further than `threshold` pixels; false when prerendering. */
export function useScrolled(threshold: number = SCROLL_THRESHOLD_PX): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    window.addEventListener('scroll', onChange, { passive: true });
    return () => window.removeEventListener('scroll', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
