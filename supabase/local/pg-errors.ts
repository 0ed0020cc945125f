import { HttpError } from './http';

type PgError = {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
};

function isPgError(e: unknown): e is PgError & Error {
  return e instanceof Error && typeof (e as PgError).code === 'string';
}

/** HTTP status for a Postgres error, following PostgREST's table. */
function statusFor(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  // PostgREST lets a function choose the status: SQLSTATE PTxyz answers HTTP xyz, the body
  // keeping code PTxyz (docs.postgrest.org, references/errors.rst, "RAISE errors with HTTP Status
  // Codes"; src/PostgREST/Error.hs: 'P':'T':n -> HTTP.mkStatus <$> readMaybe n).
  if (/^PT[1-9]\d\d$/.test(code)) return Number(code.slice(2));
  if (code.startsWith('08') || code.startsWith('53') || code.startsWith('54')) return 503;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42')) return 400;
  return 500;
}

/** Turns a Postgres error into PostgREST's JSON error; anything else into a plain 500. */
export function toRestError(error: unknown, role: string): HttpError {
  if (error instanceof HttpError) return error;
  if (isPgError(error)) {
    const code = error.code ?? '';
    return new HttpError(statusFor(code, role), {
      code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  console.error('[local-supabase] unexpected error', error);
  return new HttpError(500, {
    code: 'XX000',
    message: 'The local backend hit an unexpected error',
    details: null,
    hint: null,
  });
}

export function pgCode(error: unknown): string | undefined {
  return isPgError(error) ? error.code : undefined;
}
