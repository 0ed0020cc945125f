import { errorMessage, isPermissionError, type ToastText } from '@/lib/request-errors';

/**
 * A toast for a failed save or delete of results. The database answers a bad figure or period in
 * its own words (financial_results' prepare trigger: 23514, 23505, 23503); who may not write is
 * told apart first. Nothing was saved in any case: the save is one statement.
 */
export function describeResultsError(error: unknown, what: string): ToastText {
  if (isPermissionError(error)) {
    return {
      title: 'Unauthorized',
      description: `You do not have permission to ${what}. Log in again (with your two-factor code if you use one). Nothing was saved.`,
    };
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23514' || code === '23505' || code === '23503' || code === 'P0002') {
    return { title: 'Not saved', description: `${errorMessage(error)} Nothing was saved.` };
  }
  return {
    title: 'Error',
    description: `Could not ${what}: ${errorMessage(error)}. Nothing was saved.`,
  };
}
