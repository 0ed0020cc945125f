import { useSyncExternalStore } from 'react';
import { env } from '@/lib/env';

const subscribe = () => () => {};
const configuredOrigin = () => env.VITE_SITE_URL.replace(/\/+$/, '');

/**
 * The origin the page is served from: the configured site address while the page is prerendered
 * and hydrated (Node has no location, and the first client render must match the HTML), then
 * the browser's own `location.origin`. For an address a reader copies, such as the calendar
 * feed's: the page's relative link opens it on this origin, so the address shown is that one too,
 * whatever the host and port (the dev server, a preview, the production host, where the two are
 * the same).
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(subscribe, () => window.location.origin, configuredOrigin);
}
