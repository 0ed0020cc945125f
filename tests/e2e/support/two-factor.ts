import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import ws from 'ws';
import { createOrUpdateAdmin } from '../../../scripts/create-admin';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/keys';
import type { Credentials } from './auth';
import { E2E_BACKEND_URL } from './urls';

/**
 * An administrator of one's own: enrolling an authenticator changes how that account signs in,
 * so these tests never touch the shared admin that the other specs use at the same time.
 */
export async function createOwnAdmin(label: string): Promise<Credentials> {
  const service = createClient(E2E_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'two-factor-pass-1';
  await createOrUpdateAdmin(service, { email, password, name: 'Second Admin', username: label });
  // A username with '@' signs in as that email.
  return { username: email, password };
}

/** What an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}
