import { DocumentsRequestError } from '@/lib/request-errors';

/** A sentence under the table's load-failure message saying what went wrong, when we know. */
export function describeLoadFailure(error: unknown): string | null {
  if (!(error instanceof DocumentsRequestError)) return null;
  if (error.timedOut) return 'The server took too long to answer.';
  if (error.status === 0) return 'The server could not be reached. Check your connection.';
  if (error.status >= 500) return 'The server had a problem.';
  return null;
}
