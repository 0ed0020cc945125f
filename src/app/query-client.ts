import { QueryClient } from '@tanstack/react-query';

/** Retries after the first failure: three tries in all, about three seconds apart at most. */
export const MAX_QUERY_RETRIES = 2;

type FailureShape = { status?: unknown; code?: unknown; timedOut?: unknown };

/**
 * Whether a failed read is worth trying again: only when waiting can change the answer.
 *
 * - No answer at all (the network dropped, the backend is restarting): yes.
 * - A server error (5xx), a request timeout (408) or rate limiting (429): yes.
 * - Any other 4xx, or a database error code without a status (permission denied, a bad filter,
 *   an unknown table): no, it would fail the same way every time.
 * - Our own timeout gave up after waiting for it: no, the visitor has waited long enough; the
 *   table offers Try Again instead.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (typeof error !== 'object' || error === null) return true;
  const { status, code, timedOut } = error as FailureShape;
  if (timedOut === true) return false;
  if (typeof status === 'number' && status > 0) {
    return status >= 500 || status === 408 || status === 429;
  }
  if (status === undefined && typeof code === 'string' && code !== '') return false;
  return true;
}

/** Backoff between tries: 1 s, then 2 s, doubling up to 8 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 8000);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // Writes are never repeated behind the admin's back; an add carries its own row id, so
      // the admin pressing the button again cannot create a second row.
      mutations: { retry: false },
    },
  });
}
