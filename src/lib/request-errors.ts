// What the public reads and the administrator's desk both need to know about a failed request.

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
