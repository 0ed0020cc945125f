/** What the smoke test needs from the environment, checked before any request is made. */
export type SmokeEnv = Record<string, string | undefined>;

export type SmokeConfig = {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** As typed in the login dialog; signInAdmin maps a name without '@' onto the domain. */
  adminUsername: string;
  adminEmailDomain: string;
  adminPassword: string;
  totpCode: string | undefined;
};

export type ConfigResult = { ok: true; config: SmokeConfig } | { ok: false; problems: string[] };

/** The `role` claim of a legacy JWT-style API key; null for the newer sb_… keys. */
function jwtRole(key: string): string | null {
  const payload = key.split('.')[1];
  if (!payload) return null;
  try {
    const json = Buffer.from(payload, 'base64url').toString('utf8');
    const role = (JSON.parse(json) as { role?: unknown }).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads and checks the environment, listing every problem at once so an operator fixes them in
 * one go. The VITE_ names are accepted as fallbacks because the site's build and create-admin
 * already use them. Problems name variables, never their values.
 */
export function readSmokeConfig(env: SmokeEnv): ConfigResult {
  const value = (...names: string[]) => names.map((name) => env[name]?.trim()).find((v) => v) ?? '';
  const url = value('SUPABASE_URL', 'VITE_SUPABASE_URL');
  const anonKey = value('SUPABASE_ANON_KEY', 'VITE_SUPABASE_ANON_KEY');
  const serviceRoleKey = value('SUPABASE_SERVICE_ROLE_KEY');
  const username = value('ADMIN_USERNAME');
  const domain = value('ADMIN_EMAIL_DOMAIN', 'VITE_ADMIN_EMAIL_DOMAIN');
  // A password may legitimately begin or end with a space: taken exactly as given.
  const adminPassword = env.ADMIN_PASSWORD ?? '';
  const totpCode = value('ADMIN_TOTP_CODE') || undefined;

  const problems: string[] = [];
  if (!url) problems.push('SUPABASE_URL: missing (the project URL, https://<ref>.supabase.co)');
  else if (!isHttpUrl(url)) problems.push('SUPABASE_URL: not an http(s) URL');
  if (!anonKey) problems.push('SUPABASE_ANON_KEY: missing (the anon / publishable key)');
  else if (jwtRole(anonKey) === 'service_role' || anonKey.startsWith('sb_secret_')) {
    problems.push('SUPABASE_ANON_KEY: this is a service-role key; give the anon key');
  }
  if (!serviceRoleKey) {
    problems.push('SUPABASE_SERVICE_ROLE_KEY: missing (the service_role / secret key)');
  } else if (serviceRoleKey === anonKey || jwtRole(serviceRoleKey) === 'anon') {
    problems.push('SUPABASE_SERVICE_ROLE_KEY: this is the anon key; give the service-role key');
  }
  if (!username) problems.push('ADMIN_USERNAME: missing (the name typed in the login dialog)');
  else if (!username.includes('@') && !domain) {
    problems.push(
      "ADMIN_EMAIL_DOMAIN: missing (ADMIN_USERNAME has no '@'; give the site's " +
        "VITE_ADMIN_EMAIL_DOMAIN, which is 'healthforall.local' when the build set none)",
    );
  }
  if (!adminPassword) problems.push('ADMIN_PASSWORD: missing');
  if (totpCode !== undefined && !/^\d{6}$/.test(totpCode.replace(/[\s-]/g, ''))) {
    problems.push('ADMIN_TOTP_CODE: must be the 6-digit code from the authenticator app');
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      url: url.replace(/\/+$/, ''),
      anonKey,
      serviceRoleKey,
      adminUsername: username,
      adminEmailDomain: domain,
      adminPassword,
      totpCode,
    },
  };
}
