import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { API_VERSION, asObject, authError, iso } from './auth-errors';
import { sendJson } from './http';
import type { Claims } from './jwt';

export type UserRow = {
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

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
};

/** A factor as GoTrue shows it: never its secret. */
export function toFactorJson(f: FactorRow) {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    ...(f.last_challenged_at ? { last_challenged_at: iso(f.last_challenged_at) } : {}),
  };
}

export function toUserJson(u: UserRow, factors: FactorRow[] = []) {
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
    // GoTrue leaves the key out when there is no factor.
    ...(factors.length > 0 ? { factors: factors.map(toFactorJson) } : {}),
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

const FACTOR_COLUMNS =
  'id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, created_at, updated_at, last_challenged_at';

export function createUsers(db: PGlite) {
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

  async function factorsOf(userId: string) {
    const { rows } = await db.query<FactorRow>(
      `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
      [userId],
    );
    return rows;
  }

  /** The user as /user and sessions show them, with their factors. */
  async function userJson(user: UserRow) {
    return toUserJson(user, await factorsOf(user.id));
  }

  function checkPassword(password: unknown) {
    if (typeof password !== 'string' || password.length < 6) {
      throw authError(422, 'weak_password', 'Password should be at least 6 characters.');
    }
    return password;
  }

  async function createUser(input: AdminUserInput) {
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw authError(400, 'validation_failed', 'A valid email is required');
    const password = checkPassword(input.password);
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
    const hash = await bcrypt.hash(password, 10);
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
    const hash =
      input.password === undefined
        ? user.encrypted_password
        : await bcrypt.hash(checkPassword(input.password), 10);
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

  async function requireUserById(id: string) {
    const user = await findUser(id);
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return user;
  }

  /** GoTrue's /admin endpoints, for the service role only (scripts/create-admin). */
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
      const users = await Promise.all(rows.map(userJson));
      return sendJson(
        res,
        200,
        { users, aud: 'authenticated' },
        {
          'x-total-count': String(total.rows[0]?.n ?? 0),
        },
      );
    }
    if (path === '/admin/users' && method === 'POST') {
      return sendJson(res, 200, toUserJson(await createUser(body)), API_VERSION);
    }
    const factorMatch = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/.exec(path);
    if (factorMatch?.[1]) {
      const user = await requireUserById(decodeURIComponent(factorMatch[1]));
      const factorId = factorMatch[2] ? decodeURIComponent(factorMatch[2]) : undefined;
      if (!factorId && method === 'GET') {
        return sendJson(res, 200, (await factorsOf(user.id)).map(toFactorJson), API_VERSION);
      }
      if (factorId && method === 'DELETE') {
        const { rows } = await db.query<{ id: string }>(
          'delete from auth.mfa_factors where user_id = $1 and id::text = $2 returning id',
          [user.id, factorId],
        );
        if (!rows[0]) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
        return sendJson(res, 200, { id: rows[0].id }, API_VERSION);
      }
    }
    const idMatch = /^\/admin\/users\/([^/]+)$/.exec(path);
    if (idMatch?.[1]) {
      const id = decodeURIComponent(idMatch[1]);
      if (method === 'GET') return sendJson(res, 200, await userJson(await requireUserById(id)));
      if (method === 'PUT') return sendJson(res, 200, await userJson(await updateUser(id, body)));
      if (method === 'DELETE') {
        const user = await requireUserById(id);
        await db.query('delete from auth.users where id = $1', [id]);
        return sendJson(res, 200, toUserJson(user));
      }
    }
    throw authError(404, 'not_found', 'Not found');
  }

  return { findUser, findUserByEmail, factorsOf, userJson, createUser, updateUser, handleAdmin };
}

export type Users = ReturnType<typeof createUsers>;
