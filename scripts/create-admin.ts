/**
 * Creates or updates the site's administrator in a Supabase project: an Auth user whose
 * app_metadata.role is 'admin' (which only the service role can set, and which the database's
 * policies check). Run it on your own machine; the service-role key never goes into the site.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=... \
 *   ADMIN_USERNAME=admin ADMIN_PASSWORD='a long passphrase' npm run create-admin
 *
 * With ADMIN_RESET_MFA=1 it also removes the admin's TOTP factors (a lost phone): the next sign-in
 * is by password alone, and the admin enrols a new authenticator from the dashboard.
 */
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export type AdminInput = { email: string; password: string; name: string; username: string };

export async function createOrUpdateAdmin(client: SupabaseClient, input: AdminInput) {
  const attributes = {
    email: input.email,
    password: input.password,
    email_confirm: true,
    app_metadata: { role: 'admin' },
    user_metadata: { name: input.name, username: input.username },
  };
  for (let page = 1; ; page++) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    const existing = data.users.find((u) => u.email?.toLowerCase() === input.email.toLowerCase());
    if (existing) {
      const updated = await client.auth.admin.updateUserById(existing.id, attributes);
      if (updated.error) throw updated.error;
      return { action: 'updated' as const, id: existing.id };
    }
    if (data.users.length < 200) break;
  }
  const created = await client.auth.admin.createUser(attributes);
  if (created.error) throw created.error;
  return { action: 'created' as const, id: created.data.user.id };
}

/** Removes every MFA factor of the user, with the service role; returns how many went. */
export async function resetAdminFactors(client: SupabaseClient, userId: string) {
  const { data, error } = await client.auth.admin.mfa.listFactors({ userId });
  if (error) throw error;
  for (const factor of data.factors) {
    const removed = await client.auth.admin.mfa.deleteFactor({ userId, id: factor.id });
    if (removed.error) throw removed.error;
  }
  return data.factors.length;
}

export function adminInputFromEnv(env: NodeJS.ProcessEnv): AdminInput {
  const problems: string[] = [];
  const username = env.ADMIN_USERNAME ?? 'admin';
  const domain = env.VITE_ADMIN_EMAIL_DOMAIN ?? 'healthforall.local';
  const email = env.ADMIN_EMAIL ?? (username.includes('@') ? username : `${username}@${domain}`);
  const password = env.ADMIN_PASSWORD ?? '';
  if (password.length < 12) problems.push('ADMIN_PASSWORD must be at least 12 characters');
  if (problems.length) throw new Error(problems.join('\n'));
  return { email, password, username, name: env.ADMIN_NAME ?? 'Administrator' };
}

async function main() {
  const url = process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    throw new Error('Set SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY.');
  }
  const input = adminInputFromEnv(process.env);
  const ws = (await import('ws')).default;
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const result = await createOrUpdateAdmin(client, input);
  console.log(`Admin ${input.email} ${result.action} (id ${result.id}).`);
  if (process.env.ADMIN_RESET_MFA === '1') {
    const removed = await resetAdminFactors(client, result.id);
    console.log(`Removed ${removed} two-factor authenticator(s); the admin can enrol a new one.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
