/**
 * E-mail alerts that no one can turn against a stranger: one address is one mailbox in the
 * database as in the form and the sender, the three confirmations a day are counted per inbox
 * (whatever forms of its address are typed), and nothing reaches someone who has left, whether
 * the fan-out queued it or the desk's Send again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowanceKey, canonicalMailbox } from '../../supabase/functions/_shared/alerts/mailbox';
import { NOT_ONE_MAILBOX, ONE_MAILBOX } from '../support/mailbox-cases';
import { ALERT_NOTICE, startAlertBackend, type AlertBackend } from './support/alert-backend';

let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
  // This file asks more than the ten subscribes a connection may make in ten minutes.
  await t.sql('update private.alert_throttle_settings set max_per_client = 1000');
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

const REFUSED =
  'Enter one e-mail address, such as name@example.com, with nothing around it: no name, brackets, commas or spaces.';

const subscribe = (email: string) =>
  t.anon().rpc('subscribe_to_alerts', { email, sections: ['all'], notice_version: ALERT_NOTICE });

describe('one address, one mailbox', () => {
  it('the database accepts exactly what the form and the sender accept, in the same form', async () => {
    const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);
    for (const address of NOT_ONE_MAILBOX) {
      const [row] = await t.sql<{ m: string | null }>('select private.alert_mailbox($1) as m', [
        address,
      ]);
      expect(row?.m, address).toBeNull();
    }
    for (const [typed, stored] of ONE_MAILBOX) {
      const [row] = await t.sql<{ m: string | null; typed: string | null; key: string }>(
        'select private.alert_mailbox($1) as m, private.alert_mailbox($2) as typed, private.alert_allowance_key($1) as key',
        [stored, typed],
      );
      expect(row?.m).toBe(stored);
      // A domain in another script reaches the database only in the form the browser made of it.
      expect(row?.typed).toBe(ascii(typed) ? canonicalMailbox(typed) : null);
      expect(row?.key).toBe(allowanceKey(stored));
    }
  });

  it('sends one inbox three confirmations a day, however its address is written, and refuses lists and names in words', async () => {
    const base = `bomb-${Date.now()}`;
    const typed = [
      `${base}@example.com`,
      `${base.toUpperCase()}@Example.COM`,
      `${base}+1@example.com`,
      `${base}+2@example.com`,
      `<${base}@example.com>`,
      `Name<${base}@example.com>`,
      `a,${base}@example.com`,
      `c;${base}@example.com`,
      `${base}@example.com (x)`,
      `${base}+3@example.com`,
      `${base}+4@example.com`,
      ` ${base}+5@example.com `,
    ];
    const answers = [];
    for (const address of typed) answers.push(await subscribe(address));
    const refused = answers.filter((a) => a.error);
    expect(refused.map((a) => a.error?.message)).toEqual(Array(5).fill(REFUSED));
    expect(answers.filter((a) => !a.error).map((a) => a.data)).toEqual(
      Array(7).fill({ status: 'check_inbox' }),
    );

    const inbox = `${base}@example.com`;
    const queued = () =>
      t.sql<{ recipient: string; status: string }>(
        `select e.recipient, e.status from private.alert_emails e
           join private.alert_subscribers s on s.id = e.subscriber_id
          where s.allowance_key = $1 and e.kind = 'confirmation'`,
        [inbox],
      );
    expect(await queued()).toHaveLength(3);
    // Each of the three sent, and nothing else reached the inbox.
    const deadline = Date.now() + 30_000;
    while ((await queued()).some((e) => e.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await queued()).map((e) => e.status)).toEqual(['sent', 'sent', 'sent']);
    const delivered = new Set((await queued()).map((e) => e.recipient));
    let reached = 0;
    for (const address of delivered) reached += (await t.mailTo(address)).length;
    expect(reached).toBe(3);
    for (const address of delivered) expect(allowanceKey(address)).toBe(inbox);
  }, 60_000);
});

describe('nothing to someone who left', () => {
  async function failedAlertFor(email: string) {
    const [subscriber] = await t.sql<{ id: string; unsubscribe_token: string }>(
      'select id, unsubscribe_token from private.alert_subscribers where email = $1',
      [email],
    );
    const [publication] = await t.sql<{ id: string }>(
      `insert into private.alert_publications (source_table, source_id, section, title, link, status)
       values ('corporate_announcement', gen_random_uuid(), 'announcements', $1,
               'https://example.com/a.pdf', 'sent') returning id`,
      [`Announcement for ${email}`],
    );
    const [row] = await t.sql<{ id: string }>(
      `insert into private.alert_emails (kind, subscriber_id, recipient, publication_ids, status,
                                         failed_at, last_error)
       values ('alert', $1, $2, array[$3::uuid], 'failed', now(), 'The mail server was down.')
       returning id`,
      [subscriber?.id, email, publication?.id],
    );
    return { email: row?.id ?? '', token: subscriber?.unsubscribe_token ?? '' };
  }

  it('Send again reaches a subscriber still subscribed, and says so in the activity trail', async () => {
    const email = `retried-${Date.now()}@example.com`;
    await t.subscribeConfirmed(email);
    const failed = await failedAlertFor(email);
    const admin = await t.admin();
    const { error } = await admin.rpc('retry_failed_alert_email', { email: failed.email });
    expect(error).toBeNull();
    await t.waitForMail(email, /Announcement for/);
    const { data: trail } = await admin
      .from('audit_log')
      .select('action, title_after, detail')
      .eq('table_name', 'alert_emails')
      .eq('row_id', failed.email);
    expect(trail).toEqual([
      { action: 'send', title_after: `Announcement for ${email}`, detail: 'alert' },
    ]);
  }, 60_000);

  it('Send again and the sender both refuse an alert to someone who has unsubscribed', async () => {
    const email = `left-${Date.now()}@example.com`;
    await t.subscribeConfirmed(email);
    const failed = await failedAlertFor(email);
    const left = await t
      .anon()
      .rpc('unsubscribe_from_alerts', { token: failed.token, channel: 'unsubscribe page' });
    expect(left.error).toBeNull();

    const admin = await t.admin();
    const retried = await admin.rpc('retry_failed_alert_email', { email: failed.email });
    expect(retried.status).toBe(409);
    expect(retried.error?.message).toBe(
      'This subscriber has unsubscribed, or the address stopped working: nothing is sent to them.',
    );

    // Queued by another path all the same (the fan-out ran just before the withdrawal): the
    // sender's claim cancels it instead of handing it to the transport.
    await t.sql(
      `update private.alert_emails set status = 'queued', failed_at = null,
              msg_id = (select pgmq.send('alert_emails', jsonb_build_object('email_id', $1::uuid)))
        where id = $1`,
      [failed.email],
    );
    await t.service().rpc('claim_alert_emails', { batch_size: 100, visibility_seconds: 10 });
    const [row] = await t.sql<{ status: string; last_error: string }>(
      'select status, last_error from private.alert_emails where id = $1',
      [failed.email],
    );
    expect(row).toEqual({
      status: 'cancelled',
      last_error:
        'The subscriber has unsubscribed, or the address stopped working: nothing was sent.',
    });
    expect((await t.mailTo(email)).filter((m) => /Announcement for/.test(m.subject))).toEqual([]);
  }, 60_000);
});

describe('an unsubscribe link', () => {
  it('works once, then only says so; the next alerts carry a new one', async () => {
    const email = `token-${Date.now()}@example.com`;
    await t.subscribeConfirmed(email);
    const token = async () =>
      (
        await t.sql<{ unsubscribe_token: string }>(
          'select unsubscribe_token from private.alert_subscribers where email = $1',
          [email],
        )
      )[0]?.unsubscribe_token ?? '';
    const used = await token();
    const unsubscribe = (value: string) =>
      t.anon().rpc('unsubscribe_from_alerts', { token: value, channel: 'unsubscribe page' });
    expect((await unsubscribe(used)).data).toEqual({ status: 'unsubscribed' });
    // Retired: the subscriber has another, and the used one only says the person has left.
    expect(await token()).not.toBe(used);
    expect((await unsubscribe(used)).data).toEqual({ status: 'unsubscribed' });
    const stored = await t.sql<{ n: number }>(
      'select count(*)::int as n from private.alert_subscribers where unsubscribe_token = $1',
      [used],
    );
    expect(stored).toEqual([{ n: 0 }]);
    const forged = await unsubscribe(used.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    expect(forged.status).toBe(404);
  }, 60_000);
});
