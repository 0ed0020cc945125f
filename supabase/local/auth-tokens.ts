import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { authError } from './auth-errors';
import { DEFAULT_REJECTION, type Hooks } from './auth-hooks';
import type { UserRow, Users } from './auth-users';
import { bearerToken } from './http';
import type { Claims, Jwt } from './jwt';

export type TokenOptions = {
  issuer: string;
  accessTokenSeconds: number;
  /** `[auth] refresh_token_reuse_interval`: how long a used refresh token may be used again. */
  refreshTokenReuseSeconds: number;
};

type AmrRow = { authentication_method: string; created_at: string | Date };

/**
 * Sessions and their tokens, as GoTrue issues them. A session remembers how it was authenticated
 * (auth.mfa_amr_claims), so a refreshed token keeps the aal2 that a TOTP code earned.
 */
export function createTokens(
  db: PGlite,
  jwt: Jwt,
  users: Users,
  hooks: Hooks,
  options: TokenOptions,
) {
  const dummyHash = bcrypt.hashSync(randomBytes(12).toString('hex'), 10);

  const newRefreshToken = () => randomBytes(16).toString('base64url');

  async function issueSession(user: UserRow, sessionId: string, refreshToken: string) {
    const now = Math.floor(Date.now() / 1000);
    const { rows: amrRows } = await db.query<AmrRow>(
      'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
      [sessionId],
    );
    const amr = amrRows.map((r) => ({
      method: r.authentication_method,
      timestamp: Math.floor(new Date(r.created_at).getTime() / 1000),
    }));
    const aal = amr.some((a) => a.method === 'totp') ? 'aal2' : 'aal1';
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
        aal,
        amr,
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
      user: await users.userJson(user),
    };
  }

  async function addRefreshToken(
    tx: Transaction,
    userId: string,
    sessionId: string,
    parent?: string,
  ) {
    const token = newRefreshToken();
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [token, userId, sessionId, parent ?? null],
    );
    return token;
  }

  /**
   * The password grant, in Auth's order (supabase/auth, internal/api/token.go,
   * ResourceOwnerPasswordGrant): the account, then its password checked, then the password
   * verification attempt hook told whether it was right, for an account that exists and has a
   * password only; then a wrong password is refused. The hook's `reject` is Auth's 400
   * `invalid_credentials` with the hook's message, after signing the user out everywhere if it
   * asked; its `error` answer is that error (auth-hooks.ts). `address` is the caller's, which Auth
   * puts in the hook's metadata.
   */
  async function passwordGrant(body: Record<string, unknown>, address: string) {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) {
      throw authError(400, 'validation_failed', 'An email address and a password are required');
    }
    const invalid = () => authError(400, 'invalid_credentials', 'Invalid login credentials');
    const user = await users.findUserByEmail(email);
    // Compare against a dummy hash when the user is unknown, so timing does not reveal who exists.
    const ok = await bcrypt.compare(password, user?.encrypted_password || dummyHash);
    if (!user?.encrypted_password) throw invalid();
    const decision = await hooks.passwordAttempt(address, user.id, ok);
    if (decision?.decision === 'reject') {
      if (decision.shouldLogoutUser) await logoutEverywhere(user.id);
      throw authError(400, 'invalid_credentials', decision.message || DEFAULT_REJECTION.password);
    }
    if (!ok) throw invalid();
    const { sessionId, refreshToken } = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        'insert into auth.sessions (user_id) values ($1) returning id',
        [user.id],
      );
      const id = rows[0]?.id ?? '';
      await tx.query(
        "insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'password')",
        [id],
      );
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      return { sessionId: id, refreshToken: await addRefreshToken(tx, user.id, id) };
    });
    return issueSession((await users.findUser(user.id)) ?? user, sessionId, refreshToken);
  }

  /**
   * The refresh-token grant with Auth's rotation and reuse detection (supabase/auth,
   * internal/tokens/service.go, the refresh-token grant; internal/models/refresh_token.go,
   * `RevokeTokenFamily`). A token is used once: it is revoked and a child issued. A used token
   * comes back (a) as the parent of the session's active token: the client lost the answer, so
   * that active token is handed out again; (b) within `refresh_token_reuse_interval` seconds of
   * being used: a new child is issued (two tabs refreshing at once); (c) later: a thief or a
   * replay, so every token of the session is revoked (kept revoked: the transaction commits) and
   * the caller gets 400 `refresh_token_already_used`.
   */
  async function refreshGrant(body: Record<string, unknown>) {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw authError(400, 'validation_failed', 'A refresh token is required');
    type Row = { user_id: string; session_id: string; revoked: boolean; used_seconds: number };
    const found = await db.transaction(async (tx) => {
      const { rows } = await tx.query<Row>(
        `select user_id, session_id, revoked,
                extract(epoch from now() - updated_at)::float8 as used_seconds
           from auth.refresh_tokens where token = $1 for update`,
        [token],
      );
      const row = rows[0];
      if (!row) return { error: 'refresh_token_not_found' as const };
      if (row.revoked) {
        const { rows: active } = await tx.query<{ token: string; parent: string | null }>(
          `select token, parent from auth.refresh_tokens
            where session_id = $1 and not revoked order by id desc limit 1`,
          [row.session_id],
        );
        if (active[0] && active[0].parent === token) return { row, next: active[0].token };
        if (row.used_seconds > options.refreshTokenReuseSeconds) {
          await tx.query(
            `update auth.refresh_tokens set revoked = true, updated_at = now()
              where session_id = $1 and not revoked`,
            [row.session_id],
          );
          return { error: 'refresh_token_already_used' as const };
        }
      } else {
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
          [token],
        );
      }
      return { row, next: await addRefreshToken(tx, row.user_id, row.session_id, token) };
    });
    if (!('row' in found) || !found.row) {
      throw authError(
        400,
        found.error ?? 'refresh_token_not_found',
        found.error === 'refresh_token_already_used'
          ? 'Invalid Refresh Token: Already Used'
          : 'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    const user = await users.findUser(found.row.user_id);
    if (!user)
      throw authError(400, 'user_not_found', 'User from the refresh token no longer exists');
    return issueSession(user, found.row.session_id, found.next);
  }

  /** A signed-in user's claims, checked against a live session as GoTrue does. */
  async function requireUser(req: IncomingMessage) {
    const token = bearerToken(req);
    if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let claims: Claims;
    try {
      claims = await jwt.verify(token);
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
    const user = await users.findUser(claims.sub);
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { claims, user, sessionId };
  }

  /** Marks the session as having passed a second factor, and issues it a fresh token pair. */
  async function stepUp(user: UserRow, sessionId: string, method: 'totp') {
    const refreshToken = await db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
         on conflict (session_id, authentication_method) do update set updated_at = now(), created_at = now()`,
        [sessionId, method],
      );
      await tx.query("update auth.sessions set aal = 'aal2', updated_at = now() where id = $1", [
        sessionId,
      ]);
      return addRefreshToken(tx, user.id, sessionId);
    });
    return issueSession(user, sessionId, refreshToken);
  }

  /** Auth's models.Logout: every session of the user ends (their refresh tokens with them). */
  async function logoutEverywhere(userId: string) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }

  async function logout(req: IncomingMessage, scope: string) {
    const { user, sessionId } = await requireUser(req);
    if (scope === 'local') {
      await db.query('delete from auth.sessions where id::text = $1', [sessionId]);
    } else if (scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id::text <> $2', [
        user.id,
        sessionId,
      ]);
    } else await db.query('delete from auth.sessions where user_id = $1', [user.id]);
  }

  return { passwordGrant, refreshGrant, requireUser, stepUp, logout, logoutEverywhere };
}

export type Tokens = ReturnType<typeof createTokens>;
