/**
 * The one-click unsubscribe of RFC 8058: a mail provider POSTs List-Unsubscribe=One-Click to the
 * address in the e-mail's List-Unsubscribe header, with no cookie and no login, and must not be
 * sent on by a redirect (rfc-editor.org/info/rfc8058, section 3.2). The token in the address is
 * all it takes. A GET (a person's mail program opening the address) changes nothing and leads to
 * the site's unsubscribe page, whose button POSTs: mail scanners follow GET links.
 */
import type { Env } from './send-alerts-handler.ts';

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function createUnsubscribeHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    if (request.method === 'GET' || request.method === 'HEAD') {
      const site = (env('ALERTS_SITE_URL') ?? '').replace(/\/$/, '');
      return new Response(null, {
        status: 303,
        headers: {
          Location: `${site}/investor/alerts#unsubscribe=${encodeURIComponent(token)}`,
        },
      });
    }
    if (request.method !== 'POST') return text(405, 'Use POST to unsubscribe.');
    const supabaseUrl = (env('SUPABASE_URL') ?? '').replace(/\/$/, '');
    const key = env('SUPABASE_ANON_KEY') ?? '';
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/unsubscribe_from_alerts`, {
      method: 'POST',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, channel: 'one-click unsubscribe' }),
    });
    if (response.status === 404)
      return text(404, 'This unsubscribe link is not valid. Nothing was changed.');
    if (!response.ok) return text(503, 'We could not unsubscribe you just now. Please try again.');
    return text(200, 'You are unsubscribed. No more e-mail alerts will be sent to this address.');
  };
}
