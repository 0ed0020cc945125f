import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { needsSecondFactor, tokenAal } from '@/features/auth/session-aal';

const token = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

function session(aal: string, factors: { status: 'verified' | 'unverified' }[]): Session {
  return {
    access_token: token({ aal, sub: 'u1' }),
    user: { factors: factors.map((f, i) => ({ id: `f${i}`, factor_type: 'totp', ...f })) },
  } as unknown as Session;
}

describe('needsSecondFactor', () => {
  it('reads the aal claim of an access token', () => {
    expect(tokenAal(token({ aal: 'aal2' }))).toBe('aal2');
    expect(tokenAal('not-a-token')).toBeNull();
  });

  it('is true for a password-only session of a user with a verified factor', () => {
    expect(needsSecondFactor(session('aal1', [{ status: 'verified' }]))).toBe(true);
  });

  it('is false once the code was given, without a verified factor, and signed out', () => {
    expect(needsSecondFactor(session('aal2', [{ status: 'verified' }]))).toBe(false);
    expect(needsSecondFactor(session('aal1', [{ status: 'unverified' }]))).toBe(false);
    expect(needsSecondFactor(session('aal1', []))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });
});
