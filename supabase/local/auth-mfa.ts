import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { API_VERSION, authError } from './auth-errors';
import { DEFAULT_REJECTION, type Hooks } from './auth-hooks';
import type { Tokens } from './auth-tokens';
import { sendJson } from './http';
import { clientIp, type createTokenBucketLimiter } from './rate-limit';

type Limiter = ReturnType<typeof createTokenBucketLimiter>;

/** GoTrue's defaults: a challenge lives five minutes; a user keeps at most ten factors. */
const CHALLENGE_SECONDS = 300;
const MAX_FACTORS = 10;
const PERIOD = 30;

type Factor = {
  id: string;
  user_id: string;
  status: string;
  secret: string | null;
  last_used_step: number | null;
};

/** The address as the challenge stores it: an IP address, or nothing for anything else. */
const inetOrNull = (address: string) => (/^[\d.:a-f]+$/i.test(address) ? address : null);

function totpFor(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * GoTrue's /factors endpoints for TOTP: enrol, challenge, verify, unenroll. Challenge and verify
 * are throttled per IP as Auth throttles them, after the factor is found (supabase/auth,
 * internal/api/api.go: `r.Use(api.loadFactor)` then `limitHandler(FactorChallenge)` and
 * `limitHandler(FactorVerify)`), with Auth's 429 `over_request_rate_limit`. A code is accepted for
 * the current 30-second step or the one either side (clocks drift), and never twice: the step it
 * matched is remembered on the factor, and only a later step is accepted after it.
 */
export function createMfa(
  db: PGlite,
  tokens: Tokens,
  hooks: Hooks,
  limiters: { challenge: Limiter; verify: Limiter },
  siteHost: () => string,
) {
  async function sessionAal(sessionId: string) {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'",
      [sessionId],
    );
    return (rows[0]?.n ?? 0) > 0 ? 'aal2' : 'aal1';
  }

  async function verifiedCount(userId: string) {
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from auth.mfa_factors where user_id = $1 and status = 'verified'",
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async function ownFactor(userId: string, factorId: string) {
    const { rows } = await db.query<Factor>(
      `select id, user_id, status::text as status, secret, last_used_step::int as last_used_step
         from auth.mfa_factors where id::text = $1 and user_id = $2`,
      [factorId, userId],
    );
    const factor = rows[0];
    if (!factor) throw authError(404, 'mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  async function enroll(
    userId: string,
    email: string,
    sessionId: string,
    body: Record<string, unknown>,
  ) {
    if (body.factor_type !== 'totp') {
      throw authError(400, 'validation_failed', 'factor_type must be totp');
    }
    // A stolen password must not be able to add the thief's own authenticator.
    if ((await verifiedCount(userId)) > 0 && (await sessionAal(sessionId)) !== 'aal2') {
      throw authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
    const issuer =
      typeof body.issuer === 'string' && body.issuer.trim() ? body.issuer.trim() : siteHost();
    const { rows: counted } = await db.query<{ n: number }>(
      'select count(*)::int as n from auth.mfa_factors where user_id = $1',
      [userId],
    );
    if ((counted[0]?.n ?? 0) >= MAX_FACTORS) {
      throw authError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    const secret = new Secret({ size: 20 }).base32;
    const uri = totpFor(secret, email, issuer).toString();
    try {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
         values ($1, $2, 'totp', 'unverified', $3) returning id`,
        [userId, friendlyName, secret],
      );
      return {
        id: rows[0]?.id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: renderSVG(uri), secret, uri },
      };
    } catch (error) {
      if (error instanceof Error && /mfa_factors_user_friendly_name_unique/.test(error.message)) {
        throw authError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name "${friendlyName}" for this user already exists`,
        );
      }
      throw error;
    }
  }

  async function challenge(req: IncomingMessage, userId: string, factorId: string) {
    await ownFactor(userId, factorId);
    limiters.challenge.take(clientIp(req));
    const { rows } = await db.query<{ id: string; created_at: Date | string }>(
      'insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2::inet) returning id, created_at',
      [factorId, inetOrNull(clientIp(req))],
    );
    await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factorId,
    ]);
    const created = Math.floor(new Date(rows[0]?.created_at ?? Date.now()).getTime() / 1000);
    return { id: rows[0]?.id, type: 'totp', expires_at: created + CHALLENGE_SECONDS };
  }

  /**
   * Auth's verifyTOTPFactor, in its order (supabase/auth, internal/api/mfa.go): an empty code is
   * 400; the challenge must exist (422 `mfa_factor_not_found`), be unused and come from the
   * address that verifies it (422 `mfa_ip_address_mismatch`: a challenge made at one address
   * cannot be tried from others) and be unexpired (else removed, 422 `mfa_challenge_expired`);
   * then the code is checked, and the MFA verification attempt hook told whether it was right.
   * Its `reject` signs the user out of every session and is 403 `mfa_verification_rejected` with
   * its message; its `error` answer is that error (auth-hooks.ts). Only then is a wrong code
   * refused, 422 `mfa_verification_failed`.
   */
  async function verify(
    req: IncomingMessage,
    auth: Awaited<ReturnType<Tokens['requireUser']>>,
    factorId: string,
    body: Record<string, unknown>,
  ) {
    const factor = await ownFactor(auth.user.id, factorId);
    const address = clientIp(req);
    limiters.verify.take(address);
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!code) throw authError(400, 'validation_failed', 'Code needs to be non-empty');
    const { rows } = await db.query<{ verified_at: unknown; age: number; same: boolean }>(
      `select verified_at, extract(epoch from now() - created_at)::float8 as age,
              ip_address is not distinct from $3::inet as same
         from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
      [challengeId, factor.id, inetOrNull(address)],
    );
    const found = rows[0];
    if (!found) {
      throw authError(
        422,
        'mfa_factor_not_found',
        'MFA factor with the provided challenge ID not found',
      );
    }
    if (found.verified_at !== null || !found.same) {
      throw authError(
        422,
        'mfa_ip_address_mismatch',
        'Challenge and verify IP addresses mismatch.',
      );
    }
    if (found.age > CHALLENGE_SECONDS) {
      await db.query('delete from auth.mfa_challenges where id::text = $1', [challengeId]);
      throw authError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const now = Date.now();
    const delta =
      /^\d{6}$/.test(code) && factor.secret
        ? totpFor(factor.secret).validate({ token: code, timestamp: now, window: 1 })
        : null;
    const step = delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
    // Stricter than Auth, which accepts a code again with a new challenge: a code used once is
    // used up (the step it matched is remembered on the factor).
    const valid = step !== null && (factor.last_used_step === null || factor.last_used_step < step);
    const decision = await hooks.mfaAttempt(address, auth.user.id, factor.id, valid);
    if (decision?.decision === 'reject') {
      await tokens.logoutEverywhere(auth.user.id);
      throw authError(403, 'mfa_verification_rejected', decision.message || DEFAULT_REJECTION.mfa);
    }
    const invalid = () => authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    if (!valid || step === null) throw invalid();
    // One statement decides, so two requests racing with the same code cannot both win.
    const { rows: accepted } = await db.query(
      `update auth.mfa_factors set last_used_step = $2, status = 'verified', updated_at = now()
        where id = $1 and (last_used_step is null or last_used_step < $2) returning id`,
      [factor.id, step],
    );
    if (accepted.length === 0) throw invalid();
    await db.query('update auth.mfa_challenges set verified_at = now() where id::text = $1', [
      challengeId,
    ]);
    return tokens.stepUp(auth.user, auth.sessionId, 'totp');
  }

  async function unenroll(userId: string, sessionId: string, factorId: string) {
    const factor = await ownFactor(userId, factorId);
    if (factor.status === 'verified' && (await sessionAal(sessionId)) !== 'aal2') {
      throw authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return { id: factor.id };
  }

  return {
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      path: string,
      body: Record<string, unknown>,
    ) {
      const method = req.method ?? 'GET';
      const match = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?$/.exec(path);
      if (!match) return false;
      const [, rawId, action] = match;
      const factorId = rawId ? decodeURIComponent(rawId) : '';
      const auth = await tokens.requireUser(req);
      const reply = (value: unknown) => sendJson(res, 200, value, API_VERSION);
      if (!factorId && method === 'POST')
        reply(await enroll(auth.user.id, auth.user.email, auth.sessionId, body));
      else if (factorId && action === 'challenge' && method === 'POST')
        reply(await challenge(req, auth.user.id, factorId));
      else if (factorId && action === 'verify' && method === 'POST')
        reply(await verify(req, auth, factorId, body));
      else if (factorId && !action && method === 'DELETE')
        reply(await unenroll(auth.user.id, auth.sessionId, factorId));
      else throw authError(405, 'method_not_allowed', `${method} is not supported on ${path}`);
      return true;
    },
  };
}
