/** A toast's words: spec section 8 titles them 'Error', 'Success', 'Unauthorized' and so on. */
export type ToastText = { title: string; description: string };

type ErrorLike = { code?: unknown; message?: unknown };

function asErrorLike(error: unknown): ErrorLike | null {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : null;
}

export function errorMessage(error: unknown): string {
  const message = asErrorLike(error)?.message;
  return typeof message === 'string' && message ? message : 'Unknown error';
}

/**
 * True for the errors row-level security produces: Postgres' insufficient_privilege (42501),
 * PostgREST's JWT rejection (PGRST301), or a message that names the cause.
 */
export function isPermissionError(error: unknown): boolean {
  const like = asErrorLike(error);
  if (!like) return false;
  if (like.code === '42501' || like.code === 'PGRST301') return true;
  const message = typeof like.message === 'string' ? like.message.toLowerCase() : '';
  return message.includes('permission denied') || /row[- ]level security/.test(message);
}

/**
 * A delete that RLS silently filters out affects no row and returns no error, as PostgREST does;
 * the api raises this instead so the UI can say why nothing happened.
 */
export class PermissionDeniedError extends Error {
  readonly code = '42501';
  constructor(message = 'permission denied') {
    super(message);
    this.name = 'PermissionDeniedError';
  }
}

export type AddDocumentFailure = 'no-session' | 'upload' | 'insert';

/** Why adding a document failed; `cause` is the backend's error when there was one. */
export class AddDocumentError extends Error {
  readonly reason: AddDocumentFailure;
  constructor(reason: AddDocumentFailure, cause?: unknown) {
    super(reason === 'no-session' ? 'No active session' : errorMessage(cause), { cause });
    this.name = 'AddDocumentError';
    this.reason = reason;
  }
}

export function describeAddError(error: unknown): ToastText {
  if (error instanceof AddDocumentError) {
    if (error.reason === 'no-session') {
      return { title: 'Error', description: 'You must be logged in to add documents.' };
    }
    if (error.reason === 'upload') {
      return { title: 'Upload Failed', description: `Error uploading file: ${error.message}` };
    }
  }
  const cause = error instanceof AddDocumentError ? error.cause : error;
  if (isPermissionError(cause)) {
    return {
      title: 'Error',
      description: 'You do not have permission to add documents. Please check your login status.',
    };
  }
  return { title: 'Error', description: `Database error: ${errorMessage(cause)}` };
}

export function describeDeleteError(error: unknown): ToastText {
  if (isPermissionError(error)) {
    return { title: 'Unauthorized', description: 'You must be logged in to delete documents.' };
  }
  return { title: 'Error', description: 'Failed to delete document' };
}
