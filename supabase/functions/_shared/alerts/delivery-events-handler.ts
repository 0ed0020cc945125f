/**
 * The alerts-delivery-events Edge Function: Resend's webhook for e-mails that bounced (the
 * recipient's server refused the address for good) or that the person marked as spam. Each is
 * checked for Resend's signature (svix-signature.ts) with the webhook's signing secret
 * (RESEND_WEBHOOK_SECRET), then recorded by public.record_alert_delivery_event with the service
 * role: the address gets no more alerts, and the consent record says why. verify_jwt is off for
 * this function (supabase/config.toml): Resend sends its signature, not a JWT.
 *
 * Answers as Resend expects (resend.com/docs/webhooks/retries-and-replays): 2xx once handled,
 * including an event of a kind this function does not act on; 400 for a request that is not a
 * genuine webhook (nothing is recorded); 5xx when the database could not record it, so Resend
 * sends it again later.
 */
import { alertRpcCall } from './rpc.ts';
import type { Env } from './send-alerts-handler.ts';
import { checkSvixSignature } from './svix-signature.ts';

const KINDS: Record<string, 'bounce' | 'complaint'> = {
  'email.bounced': 'bounce',
  'email.complained': 'complaint',
};

type ResendEvent = {
  type?: string;
  data?: { to?: string[] | string; bounce?: { message?: string; type?: string; subType?: string } };
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function createDeliveryEventsHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
    const secret = env('RESEND_WEBHOOK_SECRET');
    if (!secret) {
      return json(503, { error: 'RESEND_WEBHOOK_SECRET is not set for this function.' });
    }
    const body = await request.text();
    const check = await checkSvixSignature(secret, request.headers, body);
    if (check !== 'valid') return json(400, { error: `Not a signed webhook (${check}).` });

    let event: ResendEvent;
    try {
      event = JSON.parse(body) as ResendEvent;
    } catch {
      return json(400, { error: 'The body is not JSON.' });
    }
    const kind = KINDS[event.type ?? ''];
    if (!kind) return json(200, { status: 'ignored', type: event.type ?? null });
    const to = event.data?.to;
    const addresses = (Array.isArray(to) ? to : to ? [to] : []).filter(Boolean);
    const bounce = event.data?.bounce;
    const detail = bounce
      ? [bounce.type, bounce.subType, bounce.message].filter(Boolean).join(': ')
      : null;
    const id = request.headers.get('svix-id') ?? '';
    const call = alertRpcCall(env('SUPABASE_URL') ?? '', env('SUPABASE_SERVICE_ROLE_KEY') ?? '');
    try {
      const results = [];
      for (const [index, email] of addresses.entries()) {
        results.push(
          await call('record_alert_delivery_event', {
            event_id: addresses.length > 1 ? `${id}:${index}` : id,
            kind,
            email,
            detail,
          }),
        );
      }
      return json(200, { status: 'recorded', results });
    } catch (error) {
      console.error('alerts-delivery-events:', error);
      return json(503, { error: 'The event could not be recorded; send it again later.' });
    }
  };
}
