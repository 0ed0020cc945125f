import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { API_VERSION, asObject, authError } from './auth-errors';
import { createHooks, type HookUris } from './auth-hooks';
import { createMfa } from './auth-mfa';
import { createTokens, type TokenOptions } from './auth-tokens';
import { createUsers } from './auth-users';
import { HttpError, parseJson, readBody, send, sendJson } from './http';
import type { Claims, Jwt } from './jwt';
import {
  clientIp,
  createRateLimiter,
  createTokenBucketLimiter,
  type RateLimits,
} from './rate-limit';

const MAX_AUTH_BODY = 64 * 1024;

export type AuthOptions = TokenOptions & {
  rateLimits: RateLimits;
  /** The Postgres hooks Auth calls, from `[auth.hook.*]` in supabase/config.toml. */
  hooks: HookUris;
  siteHost: () => string;
};

/**
 * GoTrue's HTTP surface, as much of it as supabase-js uses for this site. Each endpoint family
 * lives in its own file: tokens and sessions, users and the admin API, MFA, rate limits.
 */
export function createAuth(db: PGlite, jwt: Jwt, options: AuthOptions) {
  const users = createUsers(db);
  const hooks = createHooks(db, options.hooks);
  const tokens = createTokens(db, jwt, users, hooks, options);
  const signInLimiter = createRateLimiter(options.rateLimits.signIn);
  // Auth keeps one bucket for challenges and another for verifications, at the same rate.
  const mfa = createMfa(
    db,
    tokens,
    hooks,
    {
      challenge: createTokenBucketLimiter(options.rateLimits.mfa),
      verify: createTokenBucketLimiter(options.rateLimits.mfa),
    },
    options.siteHost,
  );

  async function readJsonBody(req: IncomingMessage) {
    const method = req.method ?? 'GET';
    if (method !== 'POST' && method !== 'PUT') return {};
    const raw = await readBody(req, MAX_AUTH_BODY, () =>
      authError(413, 'request_too_large', 'The request body is too large'),
    );
    if (raw.length === 0) return {};
    const parsed = parseJson(raw, () =>
      authError(400, 'bad_json', 'Could not parse request body as JSON'),
    );
    return asObject(parsed, 'The body') ?? {};
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    claims: Claims,
  ) {
    const method = req.method ?? 'GET';
    if (path === '/token' && method === 'POST') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') {
        // Counted before the body is even read: every attempt, right or wrong, uses the budget.
        signInLimiter.take(clientIp(req));
        const body = await readJsonBody(req);
        return sendJson(res, 200, await tokens.passwordGrant(body, clientIp(req)), API_VERSION);
      }
      if (grant === 'refresh_token') {
        return sendJson(res, 200, await tokens.refreshGrant(await readJsonBody(req)), API_VERSION);
      }
      throw authError(
        400,
        'unsupported_grant_type',
        'grant_type must be password or refresh_token',
      );
    }
    const body = await readJsonBody(req);
    if (path === '/logout' && method === 'POST') {
      await tokens.logout(req, url.searchParams.get('scope') ?? 'global');
      return send(res, 204, null, API_VERSION);
    }
    if (path === '/user' && method === 'GET') {
      const { user } = await tokens.requireUser(req);
      return sendJson(res, 200, await users.userJson(user), API_VERSION);
    }
    if (await mfa.handle(req, res, path, body)) return;
    if (path === '/settings' && method === 'GET') {
      return sendJson(res, 200, {
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: true,
        mailer_autoconfirm: false,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      });
    }
    if (path === '/.well-known/jwks.json' && method === 'GET') {
      // The local stack signs with a shared HS256 secret, which is never published.
      return sendJson(res, 200, { keys: [] });
    }
    if (path === '/health' && method === 'GET') {
      return sendJson(res, 200, {
        name: 'GoTrue',
        version: 'local',
        description: 'Embedded local auth',
      });
    }
    if (path === '/signup') {
      signInLimiter.take(clientIp(req));
      throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
    }
    if (path.startsWith('/admin/')) return users.handleAdmin(req, res, path, url, claims, body);
    throw authError(404, 'not_found', `No auth route for ${method} ${path}`);
  }

  return {
    createUser: users.createUser,
    updateUser: users.updateUser,
    findUserByEmail: users.findUserByEmail,
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      path: string,
      url: URL,
      claims: Claims,
    ) {
      try {
        await route(req, res, path, url, claims);
      } catch (error) {
        const httpError =
          error instanceof HttpError
            ? error
            : (console.error('[local-supabase] auth', error),
              authError(500, 'unexpected_failure', 'Unexpected failure'));
        if (!req.complete) req.resume();
        sendJson(res, httpError.status, httpError.body, { ...API_VERSION, ...httpError.headers });
      }
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
