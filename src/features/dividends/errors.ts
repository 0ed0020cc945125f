import { errorMessage, isPermissionError, type ToastText } from '@/lib/request-errors';

/**
 * A toast for a failed write; `what` is e.g. 'save this dividend'. The database refuses a bad
 * dividend in its own plain words (private.prepare_dividend raises 23514 or 23505 with a
 * sentence; PostgREST passes the sentence on, not the constraint), shown as they are. Who may
 * not write is told apart first. Nothing was saved in any case.
 */
export function describeDividendError(error: unknown, what: string): ToastText {
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
