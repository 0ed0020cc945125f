import { errorMessage, isPermissionError, type ToastText } from '@/lib/request-errors';

/**
 * What the database says when the row changed after the form was opened (SQLSTATE PT409, HTTP
 * 409): its own words when it sends them, these when a proxy drops the message.
 */
export const CHANGED_MEANWHILE =
  'Someone changed this after you opened it (in another tab or window, or on another computer). Nothing was saved: close this form, look at it as it is now, and make your change again.';

type DbError = { code?: unknown; message?: unknown };

/** A toast for a failed write of a company fact; `what` is e.g. 'save this director'. */
export function describeFactError(error: unknown, what: string): ToastText {
  if (isPermissionError(error)) {
    const message = errorMessage(error);
    return {
      title: 'Unauthorized',
      description: message.startsWith('permission denied: confirm your two-factor code')
        ? `Confirm your two-factor code to ${what}: log in again with your authenticator code. Nothing was saved.`
        : `You do not have permission to ${what}. Log in again (with your two-factor code if you use one). Nothing was saved.`,
    };
  }
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as DbError;
  const words = typeof message === 'string' ? message : '';
  if (code === 'PT409') {
    return { title: 'Changed by someone else', description: words || CHANGED_MEANWHILE };
  }
  if (code === 'PGRST116') {
    return {
      title: 'Not saved',
      description:
        'It is no longer there: someone deleted it after you opened the form. Reload the page.',
    };
  }
  // The database's checks answer bad input in words (23514, 23505, 23503).
  if (typeof code === 'string' && code.startsWith('23') && words) {
    return { title: 'Not saved', description: words };
  }
  return {
    title: 'Error',
    description: `Could not ${what}: ${errorMessage(error)}. Nothing was saved.`,
  };
}
