import { HttpError } from './http';

/** GoTrue answers with this header; supabase-js then reads `code` as the error's code. */
export const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

/** GoTrue's error JSON: `code` for supabase-js, `msg` and `message` for people. */
export function authError(status: number, code: string, message: string) {
  return new HttpError(status, { code, error_code: code, msg: message, message }, API_VERSION);
}

export function asObject(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw authError(400, 'validation_failed', `${name} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}
