import type { Factor } from '@supabase/supabase-js';
import { loadSupabase } from '@/lib/load-supabase';

export type Enrolment = { factorId: string; qrCode: string; secret: string };

async function auth() {
  return (await loadSupabase()).auth;
}

/** The admin's verified TOTP factors (at most one is used). */
export async function getVerifiedFactors(): Promise<Factor[]> {
  const { data, error } = await (await auth()).mfa.listFactors();
  if (error) throw error;
  return data.totp;
}

/**
 * Starts enrolment: a new, unverified factor with its QR code and secret. Earlier unfinished
 * enrolments are removed first, so abandoned attempts do not pile up.
 */
export async function startEnrolment(issuer: string): Promise<Enrolment> {
  const client = await auth();
  const { data: listed } = await client.mfa.listFactors();
  for (const stale of listed?.all.filter((f) => f.status === 'unverified') ?? []) {
    await client.mfa.unenroll({ factorId: stale.id });
  }
  const { data, error } = await client.mfa.enroll({
    factorType: 'totp',
    issuer,
    friendlyName: `Authenticator ${new Date().toISOString().slice(0, 10)}`,
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** The first code: verifies the factor and raises this session to aal2. */
export async function confirmEnrolment(factorId: string, code: string) {
  const { error } = await (await auth()).mfa.challengeAndVerify({ factorId, code });
  return error;
}

export async function removeFactor(factorId: string) {
  const { error } = await (await auth()).mfa.unenroll({ factorId });
  return error;
}
