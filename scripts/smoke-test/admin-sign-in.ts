/** Step 3: the administrator signs in as the site's login dialog does, with TOTP when enrolled. */
import { signInAdmin } from '@/features/auth/api/sign-in';
import { normaliseCode, verifySignInCode } from '@/features/auth/api/verify-code';
import { tokenAal } from '@/features/auth/session-aal';
import { StepFailure, makeClient, orFail, type Client, type SmokeContext } from './context';

/** How to ask for a code when none was given: only in a terminal, where someone can answer. */
export type CodePrompt = { interactive: boolean; ask: () => Promise<string> };

const SIGN_IN_REASONS = {
  'invalid-credentials': 'the email or password was not accepted',
  'not-admin': "the account signed in but is not the administrator (run 'npm run create-admin')",
  'rate-limited': 'too many sign-in attempts from this address; wait a few minutes',
  paused: 'the account is paused after too many wrong passwords',
  captcha: 'the project asks for a CAPTCHA token, which the smoke test cannot give',
  error: 'the sign-in failed',
} as const;

const CODE_REASONS = {
  'wrong-code': 'the TOTP code was not accepted (wrong, expired or already used)',
  'rate-limited': 'too many code attempts; wait a few minutes',
  paused: 'codes for the account are paused after too many wrong ones',
  'no-factor': 'no verified authenticator was found',
  error: 'the code could not be checked',
} as const;

async function obtainCode(ctx: SmokeContext, prompt: CodePrompt): Promise<string> {
  if (ctx.config.totpCode) return normaliseCode(ctx.config.totpCode);
  if (!prompt.interactive) {
    throw new StepFailure(
      'the administrator has a verified TOTP factor, so writes need aal2: set ADMIN_TOTP_CODE ' +
        'to a current code from the authenticator app, or run the script in a terminal',
    );
  }
  const code = normaliseCode(await prompt.ask());
  if (code.length !== 6) throw new StepFailure('the code typed was not 6 digits');
  return code;
}

export async function adminSignsIn(ctx: SmokeContext, prompt: CodePrompt): Promise<string> {
  const client = makeClient(ctx.config.url, ctx.config.anonKey);
  // The login dialog's own call: the same username mapping and the same admin-role check.
  const result = await signInAdmin({
    client,
    username: ctx.config.adminUsername,
    password: ctx.config.adminPassword,
    emailDomain: ctx.config.adminEmailDomain,
  });
  if (!result.ok) {
    throw new StepFailure(`${SIGN_IN_REASONS[result.reason]} (${result.message})`);
  }

  try {
    return await completeSignIn(ctx, prompt, client, result.user.id);
  } catch (error) {
    // A half-done sign-in (aal1 without its code) is not left open on the server.
    await client.auth.signOut({ scope: 'local' });
    throw error;
  }
}

/** The second factor when one is enrolled, then the session's assurance level. */
async function completeSignIn(
  ctx: SmokeContext,
  prompt: CodePrompt,
  client: Client,
  userId: string,
): Promise<string> {
  const { data: factors, error } = await client.auth.mfa.listFactors();
  orFail('listing the authenticators', error);
  const verified = factors?.totp.length ?? 0;
  if (verified > 0) {
    const code = await obtainCode(ctx, prompt);
    const checked = await verifySignInCode(client, code);
    if (!checked.ok) throw new StepFailure(`${CODE_REASONS[checked.reason]} (${checked.message})`);
  }

  const { data } = await client.auth.getSession();
  const aal = data.session ? tokenAal(data.session.access_token) : null;
  if (verified > 0 && aal !== 'aal2') {
    throw new StepFailure(`the code was accepted but the session is ${aal ?? 'unknown'}, not aal2`);
  }
  ctx.admin = { client, userId };
  return verified > 0
    ? `session aal ${aal}, TOTP verified`
    : `session aal ${aal ?? 'unknown'}, no TOTP factor enrolled` +
        (ctx.config.totpCode ? '; ADMIN_TOTP_CODE was not needed' : '');
}
