/**
 * The send-alerts Edge Function's request handler. pg_cron's job calls it through pg_net with the
 * dispatch secret (verify_jwt is off for this function in supabase/config.toml: the secret is not
 * a JWT, and only the database knows it); it answers at once and sends in the background, so the
 * database's HTTP call never waits for the mail.
 */
import { dispatchAlerts } from './dispatch.ts';
import { resendTransport } from './resend-transport.ts';
import { alertRpc } from './rpc.ts';
import { smtpTransport } from './smtp-transport.ts';
import type { ComposeSettings, Transport } from './types.ts';

export type Env = (name: string) => string | undefined;

/** Equal strings in a time that does not depend on where they first differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export function composeSettings(env: Env): ComposeSettings {
  const required = (name: string) => {
    const value = env(name);
    if (!value) throw new Error(`${name} is not set for the send-alerts function.`);
    return value;
  };
  return {
    from: required('ALERTS_FROM'),
    companyName: env('ALERTS_COMPANY_NAME') ?? 'Health For All',
    siteUrl: required('ALERTS_SITE_URL'),
    supabaseUrl: required('SUPABASE_URL'),
  };
}

/** Resend on the platform; SMTP where the e-mail service is a local mail catcher. */
export async function transportFromEnv(env: Env): Promise<Transport> {
  const apiKey = env('RESEND_API_KEY');
  if (apiKey) return resendTransport(apiKey, env('RESEND_API_URL'));
  const smtp = env('ALERTS_SMTP_URL');
  if (smtp) return smtpTransport(smtp);
  throw new Error(
    'Neither RESEND_API_KEY nor ALERTS_SMTP_URL is set for the send-alerts function.',
  );
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function createSendAlertsHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
    const secret = env('ALERTS_DISPATCH_SECRET') ?? '';
    const sent = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!secret || !sameSecret(sent, secret)) return json(401, { error: 'Not allowed.' });
    let settings: ComposeSettings;
    let transport: Transport;
    try {
      settings = composeSettings(env);
      transport = await transportFromEnv(env);
    } catch (error) {
      return json(500, { error: (error as Error).message });
    }
    const task = dispatchAlerts({
      rpc: alertRpc(settings.supabaseUrl, env('SUPABASE_SERVICE_ROLE_KEY') ?? ''),
      transport,
      settings,
      budgetMs: Number(env('ALERTS_RUN_SECONDS') ?? '100') * 1000,
    })
      .catch((error: unknown) => console.error('send-alerts:', error))
      .finally(() => transport.close());
    if (typeof EdgeRuntime !== 'undefined' && EdgeRuntime) EdgeRuntime.waitUntil(task);
    return json(202, { accepted: true });
  };
}
