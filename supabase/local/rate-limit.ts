import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { authError } from './auth-errors';

/** Supabase Auth's windows: `[auth.rate_limit]` counts are per 5 minutes per IP address. */
export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;

export type RateLimits = {
  /** Password sign-ins (and sign-ups, which this site refuses) per window per IP. */
  signIn: number;
  /** TOTP challenges and verifications per window per IP. */
  verify: number;
};

/** Supabase's documented defaults, used when config.toml does not say. */
export const DEFAULT_RATE_LIMITS: RateLimits = { signIn: 30, verify: 30 };

const CONFIG_TOML = join(import.meta.dirname, '..', 'config.toml');

/**
 * Reads `[auth.rate_limit]` from supabase/config.toml, the same file `supabase start` reads, so
 * the embedded backend and the Docker stack throttle alike. Only the two integer keys we use are
 * parsed; anything else in the file is left to the Supabase CLI.
 */
export function rateLimitsFromConfig(text = readFileSync(CONFIG_TOML, 'utf8')): RateLimits {
  const values = new Map<string, number>();
  let section = '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header?.[1]) section = header[1].trim();
    const entry = /^\s*(\w+)\s*=\s*(\d+)\s*(?:#.*)?$/.exec(line);
    if (section === 'auth.rate_limit' && entry?.[1] && entry[2])
      values.set(entry[1], Number(entry[2]));
  }
  const read = (key: string, fallback: number) => values.get(key) ?? fallback;
  return {
    signIn: read('sign_in_sign_ups', DEFAULT_RATE_LIMITS.signIn),
    verify: read('token_verifications', DEFAULT_RATE_LIMITS.verify),
  };
}

/** A positive integer from the environment, or undefined; anything else is a mistake to report. */
export function limitFromEnv(name: string, env: NodeJS.ProcessEnv = process.env) {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new Error(`${name} must be a whole number of requests of at least 1, not "${raw}"`);
  }
  return Number(raw);
}

/**
 * A sliding-window counter per key (the caller's IP). Every attempt counts, right or wrong, as
 * GoTrue counts requests: otherwise a guesser would simply stop counting once they succeed.
 */
export function createRateLimiter(limit: number, windowMs = RATE_LIMIT_WINDOW_MS) {
  const hits = new Map<string, number[]>();
  return {
    /** Records an attempt; throws Supabase's 429 when the key is over its limit. */
    take(key: string, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      recent.push(now);
      hits.set(key, recent);
      // Forget idle callers, so the map cannot grow without bound.
      if (hits.size > 10_000) {
        for (const [k, times] of hits) {
          if (times.every((at) => now - at >= windowMs)) hits.delete(k);
        }
      }
    },
  };
}

/** The socket's address: headers such as X-Forwarded-For are the caller's to forge. */
export function clientIp(req: IncomingMessage) {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * A request's headers as PostgREST on hosted Supabase receives them behind Cloudflare, which
 * sets CF-Connecting-IP to the address it was reached from (overwriting any the caller sent)
 * and appends that address to the caller's X-Forwarded-For (Cloudflare's documentation of the
 * HTTP request headers it adds). The socket's address stands for Cloudflare's view here, so a
 * caller's forged headers get no further than they would on the platform.
 */
export function platformHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const address = clientIp(req);
  const forwarded = headers['x-forwarded-for'];
  headers['cf-connecting-ip'] = address;
  headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${address}` : address;
  return headers;
}
