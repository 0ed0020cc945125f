import { errorMessage, isPermissionError, type ToastText } from './request-errors';

// Apart from request-errors.ts, which every document page loads first: only the desks need this.

/**
 * A toast for a failed write to a table whose prepare trigger refuses bad input in its own plain
 * words (23514 or 23505 with a sentence; PostgREST passes the sentence on, not the constraint):
 * the sentence as it is. Who may not write is told apart first. `what` is e.g. 'save this
 * dividend'. Nothing was saved in any case.
 */
export function describeWriteError(error: unknown, what: string): ToastText {
  if (isPermissionError(error)) {
    return {
      title: 'Unauthorized',
      description: `You do not have permission to ${what}. Log in again (with your two-factor code if you use one).`,
    };
  }
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
  if (code === '23514' || code === '23505') {
    return { title: 'Not saved', description: errorMessage(error) };
  }
  return {
    title: 'Error',
    description: `Could not ${what}: ${errorMessage(error)}. Nothing was saved.`,
  };
}
