import type { Client } from './backend';
import { awaitFreshStep, totpCode } from './totp';

/**
 * Enrols a TOTP factor for the signed-in user and verifies it, as the desk's two-factor section
 * does: the factor is then verified, and this client's session is at aal2. A new password
 * sign-in of the same user is at aal1 (the password alone, after enrolment).
 */
export async function enrolTotp(client: Client): Promise<{ factorId: string; secret: string }> {
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (enrolled.error) throw enrolled.error;
  const { id: factorId, totp } = enrolled.data;
  await awaitFreshStep();
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  const verified = await client.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code: totpCode(totp.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId, secret: totp.secret };
}
