import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { bearerToken, HttpError, parseJson, readBody, sendJson, send } from './http';
import type { Claims, Jwt } from './jwt';

const MAX_AUTH_BODY = 64 * 1024;
const API_VERSION = { 'x-supabase-api-version': '2024-01-01' };

type UserRow = {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
};

/** GoTrue's error JSON: `code` for supabase-js, `msg` and `message` for people. */
export function authError(status: number, code: string, message: string) {
  return new HttpError(status, { code, error_code: code, msg: message, message }, API_VERSION);
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

function toUserJson(u: UserRow) {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: [],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
}

type AdminUserInput = {
  email?: unknown;
  password?: unknown;
  email_confirm?: unknown;
  app_metadata?: unknown;
  user_metadata?: unknown;
};

function asObject(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw authError(400, 'validation_failed', `${name} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export type AuthOptions = { issuer: string; accessTokenSeconds: number };

export function createAuth(db: PGlite, jwt: Jwt, options: AuthOptions) {
  const dummyHash = bcrypt.hashSync(randomBytes(12).toString('hex'), 10);

  async function findUserByEmail(email: string) {
    const { rows } = await db.query<UserRow>(
      'select * from auth.users where lower(email) = lower($1)',
      [email],
    );
    return rows[0];
  }

  async function findUser(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
    return rows[0];
  }

  async function issueSession(user: UserRow, sessionId: string, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await jwt.sign(
      {
        iss: options.issuer,
        aud: 'authenticated',
        sub: user.id,
        email: user.email,
        phone: '',
        app_metadata: user.raw_app_meta_data,
        user_metadata: user.raw_user_meta_data,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      options.accessTokenSeconds,
    );
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: options.accessTokenSeconds,
      expires_at: now + options.accessTokenSeconds,
      refresh_token: refreshToken,
      user: toUserJson(user),
    };
  }

  function newRefreshToken() {
    return randomBytes(16).toString('base64url');
  }

  async function passwordGrant(body: Record<string, unknown>) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) {
      throw authError(400, 'validation_failed', 'An email address and a password are required');
    }
    const user = await findUserByEmail(email);
    // Compare against a dummy hash when the user is unknown, so timing does not reveal who exists.
    const hash = user?.encrypted_password ?? dummyHash;
    const ok = await bcrypt.compare(password, hash);
    if (!user || !ok) throw authError(400, 'invalid_credentials', 'Invalid login credentials');
    const refreshToken = newRefreshToken();
    const sessionId = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into auth.sessions (user_id) values ($1) returning id',
        [user.id],
      );
      const id = rows[0]?.id ?? '';
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
        [refreshToken, user.id, id],
      );
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      return id;
    });
    const fresh = (await findUser(user.id)) ?? user;
    return issueSession(fresh, sessionId, refreshToken);
  }

  async function refreshGrant(body: Record<string, unknown>) {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw authError(400, 'validation_failed', 'A refresh token is required');
    const next = newRefreshToken();
    const found = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
        'select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
        [token],
      );
      const row = rows[0];
      if (!row) return { error: 'refresh_token_not_found' as const };
      if (row.revoked) return { error: 'refresh_token_already_used' as const };
      await tx.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
        [token],
      );
      await tx.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
        [next, row.user_id, row.session_id, token],
      );
      return { row };
    });
    if ('error' in found) {
      throw authError(
        400,
        found.error ?? 'refresh_token_not_found',
        found.error === 'refresh_token_already_used'
          ? 'Invalid Refresh Token: Already Used'
          : 'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    const user = await findUser(found.row.user_id);
    if (!user)
      throw authError(400, 'user_not_found', 'User from the refresh token no longer exists');
    return issueSession(user, found.row.session_id, next);
  }

  /** A signed-in user's claims, checked against a live session as GoTrue does. */
  async function requireUser(req: IncomingMessage, verify: (t: string) => Promise<Claims>) {
    const token = bearerToken(req);
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let claims: Claims;
    try {
      claims = await verify(token);
    } catch {
      throw authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') {
      throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    }
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
    const { rows } = await db.query('select 1 from auth.sessions where id::text = $1', [sessionId]);
    if (rows.length === 0) {
      throw authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    const user = await findUser(claims.sub);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, user, sessionId };
  }

  async function createUser(input: AdminUserInput) {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw authError(400, 'validation_failed', 'A valid email is required');
    if (typeof input.password !== 'string' || input.password.length < 6) {
      throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
    }
    if (await findUserByEmail(email)) {
      throw authError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const appMeta = {
      provider: 'email',
      providers: ['email'],
      ...asObject(input.app_metadata, 'app_metadata'),
    };
    const userMeta = asObject(input.user_metadata, 'user_metadata') ?? {};
    const hash = await bcrypt.hash(input.password, 10);
    const { rows } = await db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, case when $3 then now() end, $4, $5) returning *`,
      [
        email,
        hash,
        input.email_confirm === true,
        JSON.stringify(appMeta),
        JSON.stringify(userMeta),
      ],
    );
    return rows[0] as UserRow;
  }

  async function updateUser(id: string, input: AdminUserInput) {
    const user = await findUser(id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    const appMeta = { ...user.raw_app_meta_data, ...asObject(input.app_metadata, 'app_metadata') };
    const userMeta = {
      ...user.raw_user_meta_data,
      ...asObject(input.user_metadata, 'user_metadata'),
    };
    let hash = user.encrypted_password;
    if (input.password !== undefined) {
      if (typeof input.password !== 'string' || input.password.length < 6) {
        throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
      }
      hash = await bcrypt.hash(input.password, 10);
    }
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : user.email;
    const { rows } = await db.query<UserRow>(
      `update auth.users set email = $2, encrypted_password = $3, raw_app_meta_data = $4,
         raw_user_meta_data = $5, email_confirmed_at = coalesce(email_confirmed_at, case when $6 then now() end),
         updated_at = now() where id = $1 returning *`,
      [
        id,
        email,
        hash,
        JSON.stringify(appMeta),
        JSON.stringify(userMeta),
        input.email_confirm === true,
      ],
    );
    return rows[0] as UserRow;
  }

  async function handleAdmin(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    url: URL,
    claims: Claims,
    body: Record<string, unknown>,
  ) {
    if (claims.role !== 'service_role') throw authError(403, 'not_admin', 'User not allowed');
    const method = req.method ?? 'GET';
    const idMatch = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (path === '/admin/users' && method === 'GET') {
      const perPage = Math.min(
        Math.max(Number(url.searchParams.get('per_page') ?? 50) || 50, 1),
        1000,
      );
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const { rows } = await db.query<UserRow>(
        'select * from auth.users order by created_at limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      );
      const total = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
      sendJson(
        res,
        200,
        { users: rows.map(toUserJson), aud: 'authenticated' },
        {
          'x-total-count': String(total.rows[0]?.n ?? 0),
        },
      );
      return;
    }
    if (path === '/admin/users' && method === 'POST') {
      sendJson(res, 200, toUserJson(await createUser(body)), API_VERSION);
      return;
    }
    if (idMatch?.[1]) {
      const id = decodeURIComponent(idMatch[1]);
      if (method === 'GET') {
        const user = await findUser(id);
        if (!user) throw authError(404, 'user_not_found', 'User not found');
        sendJson(res, 200, toUserJson(user));
        return;
      }
      if (method === 'PUT') {
        sendJson(res, 200, toUserJson(await updateUser(id, body)));
        return;
      }
      if (method === 'DELETE') {
        const user = await findUser(id);
        if (!user) throw authError(404, 'user_not_found', 'User not found');
        await db.query('delete from auth.users where id = $1', [id]);
        sendJson(res, 200, toUserJson(user));
        return;
      }
    }
    throw authError(404, 'not_found', 'Not found');
  }

  return {
    createUser,
    updateUser,
    findUserByEmail,
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      path: string,
      url: URL,
      claims: Claims,
      verify: (t: string) => Promise<Claims>,
    ) {
      try {
        const method = req.method ?? 'GET';
        let body: Record<string, unknown> = {};
        if (method === 'POST' || method === 'PUT') {
          const raw = await readBody(req, MAX_AUTH_BODY, () =>
            authError(413, 'request_too_large', 'The request body is too large'),
          );
          if (raw.length > 0) {
            const parsed = parseJson(raw, () =>
              authError(400, 'bad_json', 'Could not parse request body as JSON'),
            );
            body = asObject(parsed, 'The body') ?? {};
          }
        }

        if (path === '/token' && method === 'POST') {
          const grant = url.searchParams.get('grant_type');
          if (grant === 'password')
            return sendJson(res, 200, await passwordGrant(body), API_VERSION);
          if (grant === 'refresh_token')
            return sendJson(res, 200, await refreshGrant(body), API_VERSION);
          throw authError(
            400,
            'unsupported_grant_type',
            'grant_type must be password or refresh_token',
          );
        }
        if (path === '/logout' && method === 'POST') {
          const { user, sessionId } = await requireUser(req, verify);
          const scope = url.searchParams.get('scope') ?? 'global';
          if (scope === 'local')
            await db.query('delete from auth.sessions where id::text = $1', [sessionId]);
          else if (scope === 'others') {
            await db.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [
              user.id,
              sessionId,
            ]);
          } else await db.query('delete from auth.sessions where user_id = $1', [user.id]);
          return send(res, 204, null, API_VERSION);
        }
        if (path === '/user' && method === 'GET') {
          const { user } = await requireUser(req, verify);
          return sendJson(res, 200, toUserJson(user), API_VERSION);
        }
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
          throw authError(422, 'signup_disabled', 'Signups not allowed for this instance');
        }
        if (path.startsWith('/admin/')) return await handleAdmin(req, res, path, url, claims, body);
        throw authError(404, 'not_found', `No auth route for ${method} ${path}`);
      } catch (error) {
        const httpError =
          error instanceof HttpError
            ? error
            : (console.error('[local-supabase] auth', error),
              authError(500, 'unexpected_failure', 'Unexpected failure'));
        sendJson(res, httpError.status, httpError.body, { ...API_VERSION, ...httpError.headers });
      }
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
