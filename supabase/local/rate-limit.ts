import type { IncomingMessage } from 'node:http';
import { authError } from './auth-errors';
import { configIntegers } from './config-toml';

/** Supabase Auth's windows: `[auth.rate_limit]` counts are per 5 minutes per IP address. */
export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;

export type RateLimits = {
  /** Password sign-ins (and sign-ups, which this site refuses) per window per IP. */
  signIn: number;
  /**
   * MFA challenges per minute per IP, and verifications likewise (two buckets of 30 each): Auth's
   * GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, which `[auth.rate_limit] token_verifications`
   * does not touch (that one is GOTRUE_RATE_LIMIT_VERIFY, for /verify: e-mail and SMS codes).
   */
  mfa: number;
};

/**
 * Supabase's defaults, used when config.toml and the environment do not say: 30 sign-ins per 5
 * minutes (`[auth.rate_limit] sign_in_sign_ups`), and 15 MFA requests a minute (supabase/auth,
 * internal/conf/configuration.go: `RateLimitChallengeAndVerify ... default:"15"`).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { signIn: 30, mfa: 15 };

/**
 * Reads `[auth.rate_limit]` from supabase/config.toml, the same file `supabase start` reads, so
 * the embedded backend and the Docker stack throttle sign-ins alike. The CLI's config has no key
 * for the MFA limiter, so the platform's default stands unless LOCAL_AUTH_MFA_RATE_LIMIT says.
 */
export function rateLimitsFromConfig(text?: string): RateLimits {
  const values = configIntegers(text);
  return {
    signIn: values.get('auth.rate_limit.sign_in_sign_ups') ?? DEFAULT_RATE_LIMITS.signIn,
    mfa: DEFAULT_RATE_LIMITS.mfa,
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

/** Auth's MFA limiters hold 30 requests at once whatever the rate (`SetBurst(30)`). */
export const MFA_BURST = 30;

/**
 * Auth's limiter for MFA challenges and verifications, request for request (supabase/auth,
 * internal/api/apilimiter/apilimiter.go: `tollbooth.NewLimiter(RateLimitChallengeAndVerify/60,
 * &ExpirableOptions{DefaultExpirationTTL: time.Minute}).SetBurst(30)`, keyed per IP in
 * internal/api/middleware.go `performRateLimiting`). A token bucket per key: it starts full with
 * `burst` tokens and refills at `perMinute / 60` a second; a request takes one token, and one that
 * finds none gets Auth's 429 and takes nothing. Tollbooth keeps a key's bucket for `ttlMs` from
 * when it was made (its cache does not extend on use), then makes a new, full one: so an address
 * can make at most about burst + perMinute requests a minute (45 by default) on each endpoint.
 */
export function createTokenBucketLimiter(perMinute: number, burst = MFA_BURST, ttlMs = 60_000) {
  const buckets = new Map<string, { tokens: number; at: number; expires: number }>();
  const perMs = perMinute / 60_000;
  return {
    take(key: string, now = Date.now()) {
      let bucket = buckets.get(key);
      if (!bucket || now >= bucket.expires) {
        bucket = { tokens: burst, at: now, expires: now + ttlMs };
        buckets.set(key, bucket);
      }
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      if (bucket.tokens < 1) {
        throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      bucket.tokens -= 1;
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (now >= b.expires) buckets.delete(k);
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
