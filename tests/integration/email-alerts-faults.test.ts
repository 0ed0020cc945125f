/**
 * E-mail alerts when things go wrong: bad input, an expired link, the mail server down (alerts
 * wait and are retried; nothing is lost; the desk says so), a disclosure archived before its
 * alert goes, a held section, and a burst of 500 publications (one e-mail per subscriber).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_NOTICE,
  startAlertBackend,
  tokenIn,
  type AlertBackend,
} from './support/alert-backend';

let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

const sql = <T>(text: string, params: unknown[] = []) => t.sql<T>(text, params);
const window = (minutes: number) => t.setBatchWindow(minutes);
const confirmed = (email: string, sections?: string[]) => t.subscribeConfirmed(email, sections);

describe('e-mail alerts when things go wrong', () => {
  it('refuses an address that is not one, in words, and sends nothing', async () => {
    const { error } = await t.anon().rpc('subscribe_to_alerts', {
      email: 'not an address',
      sections: ['all'],
      notice_version: ALERT_NOTICE,
    });
    expect(error?.message).toBe(
      'Enter one e-mail address, such as name@example.com, with nothing around it: no name, brackets, commas or spaces.',
    );
    const none = await t.anon().rpc('subscribe_to_alerts', {
      email: 'x@example.com',
      sections: [],
      notice_version: ALERT_NOTICE,
    });
    expect(none.error?.message).toMatch(/Choose at least one/);
  });

  it('throttles subscribing from one network, in words, as the lookup is throttled', async () => {
    await sql('update private.alert_throttle_settings set max_per_client = 2');
    try {
      const client = t.anon();
      const ask = () =>
        client.rpc('subscribe_to_alerts', {
          email: `throttled-${Date.now()}@example.com`,
          sections: ['all'],
          notice_version: ALERT_NOTICE,
        });
      // This file's other calls count too; ask until refused, at most a few times.
      let answer = await ask();
      for (let i = 0; i < 4 && !answer.error; i += 1) answer = await ask();
      expect(answer.status).toBe(429);
      expect(answer.error?.message).toBe(
        'Too many requests from this connection. Please try again in a few minutes.',
      );
    } finally {
      await sql('update private.alert_throttle_settings set max_per_client = 10');
      await sql('delete from private.alert_throttle');
    }
  });

  it('says an expired confirmation link has expired', async () => {
    const email = `expired-${Date.now()}@example.com`;
    await t
      .anon()
      .rpc('subscribe_to_alerts', { email, sections: ['all'], notice_version: ALERT_NOTICE });
    const mail = await t.waitForMail(email, /^Confirm/);
    await sql(
      "update private.alert_subscribers set confirm_expires_at = now() - interval '1 minute' where email = $1",
      [email],
    );
    const { error } = await t
      .anon()
      .rpc('confirm_alert_subscription', { token: tokenIn(mail.text, 'confirm') });
    expect(error?.message).toMatch(/has expired/);
  }, 60_000);

  it('cancels the alert of a document archived before it goes', async () => {
    await window(5);
    const title = `Archived in time ${Date.now()}`;
    const admin = await t.admin();
    const { data } = await admin
      .from('corporate_announcement')
      .insert({ document_title: title, view_download: 'https://example.com/a.pdf' })
      .select('id')
      .single();
    await admin
      .from('corporate_announcement')
      .update({ archived_at: new Date().toISOString() })
      .eq('id', data?.id ?? '');
    const [row] = await sql<{ status: string; cancel_reason: string }>(
      'select status, cancel_reason from private.alert_publications where title = $1',
      [title],
    );
    expect(row).toEqual({
      status: 'cancelled',
      cancel_reason: 'The document was archived before its alert was sent.',
    });
  });

  it('holds a held section until the desk releases it', async () => {
    const admin = await t.admin();
    await admin
      .from('alert_settings')
      .update({ held_sections: ['results'], batch_window_minutes: 0 })
      .eq('only_row', true);
    const title = `Held results ${Date.now()}`;
    await admin
      .from('financial_report')
      .insert({ document_title: title, view_download: 'https://example.com/r.pdf' });
    const [held] = await sql<{ id: string; status: string }>(
      'select id, status from private.alert_publications where title = $1',
      [title],
    );
    expect(held?.status).toBe('held');
    const { data } = await admin.rpc('alert_desk_overview');
    expect(JSON.stringify(data)).toContain(title);
    expect(
      (await admin.rpc('release_held_alert', { publication: held?.id ?? '', send: true })).error,
    ).toBeNull();
    const [after] = await sql<{ status: string }>(
      'select status from private.alert_publications where title = $1',
      [title],
    );
    expect(['queued', 'sent']).toContain(after?.status);
    await window(0);
  });

  it('keeps alerts while the mail server is down and sends them once it is back', async () => {
    await window(0);
    const email = `down-${Date.now()}@example.com`;
    await confirmed(email, ['announcements']);
    await t.mail.stop();
    const title = `While the mail server was down ${Date.now()}`;
    await (
      await t.admin()
    )
      .from('corporate_announcement')
      .insert({ document_title: title, view_download: 'https://example.com/d.pdf' });
    let waiting: { last_error: string | null }[] = [];
    for (let i = 0; i < 60 && !waiting[0]?.last_error; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      waiting = await sql<{ last_error: string | null }>(
        "select last_error from private.alert_emails where recipient = $1 and kind = 'alert' and status = 'queued'",
        [email],
      );
    }
    expect(waiting[0]?.last_error).toMatch(/did not answer/);
    const { data } = await (await t.admin()).rpc('alert_desk_overview');
    expect((data as { retrying: number }).retrying).toBeGreaterThan(0);

    // Back up: the retry comes when the message's visibility timeout lapses; bring it forward.
    await t.restartMail();
    await sql(
      "update pgmq.q_alert_emails set vt = now() where (message ->> 'email_id')::uuid in (select id from private.alert_emails where recipient = $1)",
      [email],
    );
    const alert = await t.waitForMail(email, new RegExp(title), 40_000);
    expect(alert.text).toContain(title);
  }, 120_000);

  it('batches a burst of 500 publications into one e-mail per subscriber', async () => {
    await window(1);
    const email = `burst-${Date.now()}@example.com`;
    await confirmed(email, ['reports_and_policies']);
    const stamp = Date.now();
    const admin = await t.admin();
    const rows = Array.from({ length: 500 }, (_, i) => ({
      document_title: `Burst ${stamp} policy ${i + 1}`,
      view_download: 'https://example.com/p.pdf',
    }));
    for (let i = 0; i < rows.length; i += 100) {
      const { error } = await admin.from('policies').insert(rows.slice(i, i + 100));
      expect(error).toBeNull();
    }
    // The batch window passed at once: the burst, and the subscriber before it, moved back.
    await sql(
      "update private.alert_subscribers set confirmed_at = now() - interval '10 minutes' where email = $1",
      [email],
    );
    await sql(
      "update private.alert_publications set published_at = now() - interval '2 minutes' where title like $1",
      [`Burst ${stamp} %`],
    );
    const alert = await t.waitForMail(email, /500 new disclosures/, 60_000);
    expect(alert.text).toContain('and 450 more');
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect((await t.mailTo(email)).filter((m) => /disclosure/.test(m.subject))).toHaveLength(1);
    await window(0);
  }, 150_000);
});
