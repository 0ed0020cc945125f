/**
 * The whole journey through the real parts: supabase-js against the embedded backend, the
 * schedule (pg_cron's stand-in) and pg_net calling the send-alerts Edge Function under Deno, which
 * sends by SMTP to a real mail catcher (MailDev). Subscribe, confirm by POST, publish, receive,
 * one-click unsubscribe; and what must not happen: mail before confirmation, a rolled-back
 * publication sending anything, an archived document's alert going out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlertBackend, tokenIn, type AlertBackend } from './support/alert-backend';

const NOTICE = '2026-11-28';
let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
  const admin = await t.admin();
  const { error } = await admin
    .from('alert_settings')
    .update({ batch_window_minutes: 0 })
    .eq('only_row', true);
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

async function subscribe(email: string, sections: string[]) {
  return t.anon().rpc('subscribe_to_alerts', { email, sections, notice_version: NOTICE });
}

async function confirmedSubscriber(email: string, sections = ['all']) {
  expect((await subscribe(email, sections)).error).toBeNull();
  const mail = await t.waitForMail(email, /^Confirm your e-mail alerts/);
  const { error } = await t
    .anon()
    .rpc('confirm_alert_subscription', { token: tokenIn(mail.text, 'confirm') });
  expect(error).toBeNull();
  return mail;
}

describe('e-mail alerts, end to end through the local mail server', () => {
  it('sends one confirmation and nothing else until the address confirms', async () => {
    const email = `pending-${Date.now()}@example.com`;
    expect((await subscribe(email, ['results'])).data).toEqual({ status: 'check_inbox' });
    const mail = await t.waitForMail(email, /^Confirm your e-mail alerts/);
    expect(mail.text).toContain('Financial results');
    const admin = await t.admin();
    await admin.from('financial_report').insert({
      document_title: `Unconfirmed results ${Date.now()}`,
      view_download: 'https://example.com/results.pdf',
    });
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await t.mailTo(email)).toHaveLength(1);
  }, 60_000);

  it('confirms by POST once; the same link again says it is already confirmed', async () => {
    const email = `twice-${Date.now()}@example.com`;
    expect((await subscribe(email, ['all'])).error).toBeNull();
    const mail = await t.waitForMail(email, /^Confirm/);
    const token = tokenIn(mail.text, 'confirm');
    const first = await t.anon().rpc('confirm_alert_subscription', { token });
    expect(first.error).toBeNull();
    const second = await t.anon().rpc('confirm_alert_subscription', { token });
    expect(second.error?.message).toMatch(/already confirmed/);
  }, 60_000);

  it('delivers an alert for a published document, with one-click unsubscribe that works', async () => {
    const email = `journey-${Date.now()}@example.com`;
    await confirmedSubscriber(email, ['board_meetings']);
    const title = `Outcome of the board meeting ${Date.now()}`;
    const admin = await t.admin();
    const { error } = await admin
      .from('board_meeting')
      .insert({ document_title: title, view_download: 'https://example.com/outcome.pdf' });
    expect(error).toBeNull();

    const alert = await t.waitForMail(email, new RegExp(title));
    expect(alert.text).toContain(title);
    expect(alert.text).toContain('https://example.com/outcome.pdf');
    const source = await t.source(alert.id);
    // The header block with folded lines unfolded (RFC 5322, 2.2.3).
    const headers = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(source).toMatch(/^Content-Type: text\/plain/m);
    const address = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
    expect(address).toMatch(/\/functions\/v1\/alerts-unsubscribe\?token=[0-9a-f]+$/);

    // As a mail provider does it (RFC 8058): a POST, no login, no cookie, no redirect followed.
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/unsubscribed/);

    const { rows } = await t.backend.db.query<{ event: string; notice_version: string | null }>(
      `select event, notice_version, channel from private.alert_consent_log
        where email = $1 order by id`,
      [email],
    );
    expect(rows.map((r) => r.event)).toEqual(['consent_given', 'confirmed', 'withdrawn']);
    expect(rows[0]?.notice_version).toBe(NOTICE);

    // Unsubscribed, the next publication reaches them no more.
    const later = `Later outcome ${Date.now()}`;
    await admin
      .from('board_meeting')
      .insert({ document_title: later, view_download: 'https://example.com/later.pdf' });
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect((await t.mailTo(email)).some((m) => m.subject.includes(later))).toBe(false);
  }, 90_000);

  it('enqueues nothing for a publication whose transaction rolls back', async () => {
    const title = `Rolled back ${Date.now()}`;
    const before = await t.backend.db.query<{ n: number }>(
      'select count(*)::int as n from pgmq.q_alert_publications',
    );
    await expect(
      t.backend.db.transaction(async (tx) => {
        await tx.query(
          "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
          [JSON.stringify({ role: 'authenticated', app_metadata: { role: 'admin' }, aal: 'aal1' })],
        );
        await tx.query(
          'insert into public.corporate_announcement (document_title, view_download) values ($1, $2)',
          [title, 'https://example.com/x.pdf'],
        );
        await tx.query('reset role');
        const inside = await tx.query<{ n: number }>(
          'select count(*)::int as n from private.alert_publications where title = $1',
          [title],
        );
        expect(inside.rows[0]?.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await t.backend.db.query<{ n: number }>(
      'select count(*)::int as n from private.alert_publications where title = $1',
      [title],
    );
    expect(rows[0]?.n).toBe(0);
    const after = await t.backend.db.query<{ n: number }>(
      'select count(*)::int as n from pgmq.q_alert_publications',
    );
    expect(after.rows[0]?.n).toBeLessThanOrEqual(before.rows[0]?.n ?? 0);
  });
});
