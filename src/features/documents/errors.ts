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

/**
 * A read from the backend that did not succeed, with what a retry policy needs to know: the HTTP
 * status (0 when no answer came at all) and whether our own timeout gave up on it.
 */
export class DocumentsRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly timedOut: boolean;
  constructor({
    message,
    status,
    code,
    timedOut = false,
  }: {
    message: string;
    status: number;
    code?: string;
    timedOut?: boolean;
  }) {
    super(message);
    this.name = 'DocumentsRequestError';
    this.status = status;
    this.code = code ?? '';
    this.timedOut = timedOut;
  }
}

/** Wraps supabase-js's `{ error, status }` (a network failure comes back as status 0). */
export function toRequestError(
  error: { message?: unknown; code?: unknown },
  status: number,
  timedOut = false,
): DocumentsRequestError {
  return new DocumentsRequestError({
    message: timedOut ? 'The server did not answer in time' : errorMessage(error),
    status: timedOut ? 0 : status,
    code: typeof error.code === 'string' ? error.code : '',
    timedOut,
  });
}

/** A sentence under the table's load-failure message saying what went wrong, when we know. */
export function describeLoadFailure(error: unknown): string | null {
  if (!(error instanceof DocumentsRequestError)) return null;
  if (error.timedOut) return 'The server took too long to answer.';
  if (error.status === 0) return 'The server could not be reached. Check your connection.';
  if (error.status >= 500) return 'The server had a problem.';
  return null;
}

/** Deleting a row that is already gone (another tab, another admin): information, not an error. */
export const ALREADY_DELETED: ToastText = {
  title: 'Already deleted',
  description: 'This document was already deleted.',
};

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

/** Editing reuses the Add form's failures, worded for a change rather than an addition. */
export function describeEditError(error: unknown): ToastText {
  if (error instanceof AddDocumentError && error.reason === 'no-session') {
    return { title: 'Error', description: 'You must be logged in to edit documents.' };
  }
  if (error instanceof AddDocumentError && error.reason === 'upload') {
    return {
      title: 'Upload Failed',
      description: `Error uploading file: ${error.message}. The document still has its old file.`,
    };
  }
  const cause = error instanceof AddDocumentError ? error.cause : error;
  if (isPermissionError(cause)) {
    return { title: 'Error', description: 'You do not have permission to edit documents.' };
  }
  return { title: 'Error', description: `The document was not changed: ${errorMessage(cause)}` };
}

/** Archive, restore and delete for good: who may not, and what else went wrong. */
export function describeArchiveError(error: unknown, action: string): ToastText {
  if (isPermissionError(error)) {
    return { title: 'Unauthorized', description: `You do not have permission to ${action}.` };
  }
  return { title: 'Error', description: `Could not ${action}: ${errorMessage(error)}` };
}
