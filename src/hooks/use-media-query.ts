import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. Reports false where there is no window
 * (prerendering in Node), so the first client render may correct it.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Calls `onMatch` each time the media query starts to match; not on mount. */
export function useOnMediaQueryMatch(query: string, onMatch: () => void) {
  const handleMatch = useEffectEvent(onMatch);
  useEffect(() => {
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) handleMatch();
    };
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query]);
}
