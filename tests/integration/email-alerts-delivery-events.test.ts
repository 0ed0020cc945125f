/**
 * Bounces and spam complaints, as Resend reports them: a webhook signed as Svix signs, POSTed to
 * the alerts-delivery-events Edge Function, run by Deno behind /functions/v1 as the platform runs
 * it. A genuine complaint withdraws the consent, a hard bounce suppresses the address, and either
 * stops what was queued for it; the record says which and when. A request that is not genuinely
 * Resend's (no signature, a wrong one, an old one) changes nothing. The signature here is made
 * with node:crypto, not with the function's own code.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_RESEND_WEBHOOK_SECRET } from '../../supabase/local/keys';
import { startAlertBackend, type AlertBackend } from './support/alert-backend';

let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

const sql = <T>(text: string, params: unknown[] = []) => t.sql<T>(text, params);

/** Resend's webhook as it arrives: the JSON body and the three svix headers. */
function signed(
  body: string,
  { id = `msg_${crypto.randomUUID()}`, at = Date.now(), secret = LOCAL_RESEND_WEBHOOK_SECRET } = {},
) {
  const timestamp = String(Math.floor(at / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'Content-Type': 'application/json',
    'svix-id': id,
    'svix-timestamp': timestamp,
    'svix-signature': `v1,${signature}`,
  };
}

function event(type: string, to: string) {
  return JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      email_id: crypto.randomUUID(),
      to: [to],
      subject: 'Health For All: a disclosure',
      ...(type === 'email.bounced'
        ? { bounce: { type: 'Permanent', subType: 'General', message: 'No such mailbox' } }
        : {}),
    },
  });
}

async function post(body: string, headers: Record<string, string>) {
  const response = await fetch(`${t.url}/functions/v1/alerts-delivery-events`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A confirmed subscriber to every section, with one alert e-mail waiting for them. */
async function subscriberWithQueuedAlert(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into private.alert_subscribers (email, status, sections, confirmed_at)
     values ($1, 'confirmed', array['all'], now()) returning id`,
    [email],
  );
  await sql("select private.queue_alert_email('alert', $1, $2, '{}')", [email, row?.id]);
  return row?.id ?? '';
}

const state = async (email: string) => ({
  subscriber: (
    await sql<{ status: string }>('select status from private.alert_subscribers where email = $1', [
      email,
    ])
  )[0]?.status,
  consent: await sql<{ event: string; channel: string }>(
    'select event, channel from private.alert_consent_log where email = $1 order by id',
    [email],
  ),
  queued: (
    await sql<{ status: string; last_error: string }>(
      "select status, last_error from private.alert_emails where recipient = $1 and kind = 'alert'",
      [email],
    )
  )[0],
});

describe('bounces and spam complaints from the mail service', () => {
  it('withdraws the consent of someone who marked an alert as spam, and stops what was queued', async () => {
    const email = `complained-${Date.now()}@example.com`;
    await subscriberWithQueuedAlert(email);
    const body = event('email.complained', email);
    const answer = await post(body, signed(body));
    expect(answer.status).toBe(200);
    expect(await state(email)).toEqual({
      subscriber: 'withdrawn',
      consent: [{ event: 'withdrawn', channel: 'spam complaint' }],
      queued: {
        status: 'cancelled',
        last_error: 'The person marked an alert as spam: no more are sent.',
      },
    });
  }, 60_000);

  it('suppresses an address that bounced, once however often the webhook comes', async () => {
    const email = `bounced-${Date.now()}@example.com`;
    await subscriberWithQueuedAlert(email);
    const body = event('email.bounced', email);
    const headers = signed(body);
    expect((await post(body, headers)).status).toBe(200);
    // Resend sends an event again until it is answered; the same one is recorded once.
    const again = await post(body, headers);
    expect(again.body).toMatchObject({ results: [{ status: 'already recorded' }] });
    expect(await state(email)).toMatchObject({
      subscriber: 'suppressed',
      consent: [{ event: 'suppressed', channel: 'hard bounce' }],
      queued: { status: 'cancelled' },
    });
    const [kept] = await sql<{ detail: string }>(
      'select detail from private.alert_delivery_events where email = $1',
      [email],
    );
    expect(kept?.detail).toBe('Permanent: General: No such mailbox');

    const { data } = await (await t.admin()).rpc('alert_delivery_health');
    expect((data as { bounces_30_days: number }).bounces_30_days).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('changes nothing for a request that is not genuinely Resend’s', async () => {
    const email = `forged-${Date.now()}@example.com`;
    await subscriberWithQueuedAlert(email);
    const body = event('email.complained', email);
    const { 'svix-signature': _, ...unsigned } = signed(body);
    expect((await post(body, unsigned)).status).toBe(400);
    const forged = signed(body, {
      secret: `whsec_${Buffer.from('not the secret').toString('base64')}`,
    });
    expect((await post(body, forged)).body).toEqual({ error: 'Not a signed webhook (mismatch).' });
    // Signed properly but ten minutes ago: a captured request replayed.
    const old = signed(body, { at: Date.now() - 10 * 60_000 });
    expect((await post(body, old)).body).toEqual({ error: 'Not a signed webhook (stale).' });
    // The body changed after signing.
    const headers = signed(body);
    expect((await post(body.replace(email, 'someone@example.com'), headers)).status).toBe(400);
    expect(await state(email)).toMatchObject({ subscriber: 'confirmed', consent: [] });
  }, 60_000);

  it('answers other events without acting on them', async () => {
    const email = `delivered-${Date.now()}@example.com`;
    await subscriberWithQueuedAlert(email);
    const body = event('email.delivered', email);
    expect(await post(body, signed(body))).toEqual({
      status: 200,
      body: { status: 'ignored', type: 'email.delivered' },
    });
    expect((await state(email)).subscriber).toBe('confirmed');
  }, 60_000);

  it('keeps the figures for the administrator alone', async () => {
    const visitor = await t.anon().rpc('alert_delivery_health');
    expect(visitor.error).not.toBeNull();
    const reader = await (await t.reader()).rpc('alert_delivery_health');
    expect(reader.error?.code).toBe('42501');
    const direct = await t.anon().rpc('record_alert_delivery_event', {
      event_id: 'forged',
      kind: 'complaint',
      email: 'someone@example.com',
    });
    expect(direct.error).not.toBeNull();
  });
});
