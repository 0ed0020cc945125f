/**
 * The API gateway in front of hosted Supabase (Kong), as far as this site meets it: `/rest/v1`
 * and `/auth/v1` require a project API key in the `apikey` header (or `?apikey=`) whatever the
 * Authorization header says, and refuse anything but one of the project's keys; `/storage/v1`
 * has no key check (the Storage server verifies the token itself), nor do Auth's open routes.
 *
 * Sources: supabase/supabase docker/volumes/api/kong.yml (key-auth on `rest-v1` and `auth-v1`;
 * `auth-v1-open*` for /verify, /callback, /authorize and /.well-known/jwks.json, and `storage-v1`,
 * without it); Supabase's "Securing your API" guide ("Using the `apikey` header with the Supabase
 * API keys is mandatory and not configurable"); the platform's 401 bodies as users meet them
 * (supabase/supabase-js#479, nuxt-modules/supabase#195).
 */
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http';

const OPEN_AUTH_PATHS = ['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize'];
const OPEN_AUTH_EXACT = ['/auth/v1/.well-known/jwks.json'];

/** Whether the gateway asks this path for an API key. */
export function needsApiKey(path: string): boolean {
  if (path.startsWith('/rest/v1/')) return true;
  if (!path.startsWith('/auth/v1/')) return false;
  if (OPEN_AUTH_EXACT.includes(path)) return false;
  return !OPEN_AUTH_PATHS.some((open) => path === open || path.startsWith(`${open}/`));
}

/** The key the caller sent, from the header or the query string, as Kong's key-auth reads it. */
export function sentApiKey(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  const value = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  return value === null || value === '' ? undefined : value;
}

/** Refuses, as the gateway does, a request that carries no project key or another key. */
export function checkApiKey(apikey: string | undefined, projectKeys: readonly string[]) {
  if (apikey === undefined) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (!projectKeys.includes(apikey)) {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
}
