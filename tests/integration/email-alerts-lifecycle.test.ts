/**
 * The alerts' personal data has a lifecycle: an address that never confirmed is erased after 7
 * days, one that stopped after a year, either at once on the person's or a written request; the
 * consent record keeps its events with a keyed hash instead of the address; and what the sending
 * leaves behind (the e-mails' rows, the queues' archives, the throttle, pg_cron's history) is
 * trimmed by the daily job. Each test asserts on its own rows.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertNotice } from '@/content/alert-notice';
import { ALERT_NOTICE, startAlertBackend, type AlertBackend } from './support/alert-backend';

let t: AlertBackend;

beforeAll(async () => {
  t = await startAlertBackend();
  await t.sql('update private.alert_throttle_settings set max_per_client = 1000');
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

const sql = <T>(text: string, params: unknown[] = []) => t.sql<T>(text, params);
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

type Subscriber = { id: string; status: string; email: string; hashed: boolean };
async function subscriberOf(id: string): Promise<Subscriber | undefined> {
  return (
    await sql<Subscriber>(
      'select id, status, email, email_hash is not null as hashed from private.alert_subscribers where id = $1',
      [id],
    )
  )[0];
}

/** A subscriber in the state asked for, last changed `ago` (an interval) before now. */
async function subscriberAged(status: string, ago: string, confirmed = status !== 'pending') {
  const email = `aged-${status}-${stamp()}@example.com`;
  const [row] = await sql<{ id: string }>(
    `insert into private.alert_subscribers (email, status, confirmed_at, withdrawn_at, updated_at)
     values ($1, $2, case when $3 then now() - $4::interval end,
             case when $2 in ('withdrawn', 'suppressed') then now() - $4::interval end,
             now() - $4::interval)
     returning id`,
    [email, status, confirmed, ago],
  );
  await sql(
    `insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
     values ($1, $2, 'consent_given', array['all'], $3, 'subscribe form')`,
    [row?.id, email, ALERT_NOTICE],
  );
  return { id: row?.id ?? '', email };
}

const purge = async () =>
  (await sql<{ r: Record<string, number> }>('select private.purge_alert_personal_data() as r'))[0]
    ?.r;

describe('the daily purge', () => {
  it('erases what has lapsed, keeps the rest, and the consent record keeps its proof', async () => {
    const neverConfirmed = await subscriberAged('pending', '8 days');
    const stillConfirming = await subscriberAged('pending', '2 days');
    const leftLongAgo = await subscriberAged('withdrawn', '13 months');
    const bouncedLongAgo = await subscriberAged('suppressed', '13 months');
    const leftLately = await subscriberAged('withdrawn', '1 month');
    const subscribed = await subscriberAged('confirmed', '3 years');

    const result = await purge();
    expect(result?.unconfirmed_erased).toBeGreaterThanOrEqual(1);
    expect(result?.stopped_erased).toBeGreaterThanOrEqual(2);
    for (const gone of [neverConfirmed, leftLongAgo, bouncedLongAgo]) {
      expect(await subscriberOf(gone.id)).toEqual({
        id: gone.id,
        status: 'erased',
        email: `erased:${gone.id}`,
        hashed: true,
      });
      // The proof: each event still there, the address only as its keyed hash, which the
      // company can match against an address put to it.
      const log = await sql<{ event: string; email: string; matches: boolean }>(
        `select event, email, email_hash = private.alert_address_hash($2) as matches
           from private.alert_consent_log where subscriber_id = $1 order by id`,
        [gone.id, gone.email],
      );
      expect(log.map((l) => l.event)).toEqual(['consent_given', 'erased']);
      expect(log.every((l) => l.email === 'erased' && l.matches)).toBe(true);
    }
    for (const kept of [stillConfirming, leftLately, subscribed]) {
      expect((await subscriberOf(kept.id))?.email).toBe(kept.email);
    }
  });

  it('trims the e-mails, archives, throttle counts and pg_cron history past their periods', async () => {
    const { id } = await subscriberAged('confirmed', '1 day');
    const emails = await sql<{ id: string; age: string }>(
      `insert into private.alert_emails (kind, subscriber_id, recipient, status, created_at)
       select 'alert', $1, 'x@example.com', s, now() - a::interval
         from (values ('sent', '13 months'), ('failed', '13 months'), ('sent', '100 days'),
                      ('queued', '13 months')) as v(s, a)
       returning id, (now() - created_at)::text as age`,
      [id],
    );
    const archived = await sql<{ msg_id: string }>(
      `insert into pgmq.a_alert_emails (msg_id, read_ct, enqueued_at, vt, message, archived_at)
       values (-1 * (extract(epoch from clock_timestamp()) * 1000)::bigint, 1, now(), now(),
               '{}', now() - interval '31 days'),
              (-1 * (extract(epoch from clock_timestamp()) * 1000)::bigint - 1, 1, now(), now(),
               '{}', now() - interval '1 day')
       returning msg_id::text`,
    );
    const key = stamp();
    await sql(
      `insert into private.alert_throttle (scope, key_hash, window_start)
       values ('client', sha256(convert_to($1, 'UTF8')), now() - interval '3 days'),
              ('client', sha256(convert_to($1 || '-new', 'UTF8')), now())`,
      [key],
    );
    const [run] = await sql<{ runid: string }>(
      `insert into cron.job_run_details (jobid, username, command, status, start_time, end_time)
       values (0, current_user, 'select 1', 'succeeded', now() - interval '8 days',
               now() - interval '8 days'),
              (0, current_user, 'select 1', 'succeeded', now(), now())
       returning runid::text`,
    );

    await purge();
    const left = await sql<{ id: string }>(
      'select id from private.alert_emails where id = any ($1::uuid[])',
      [emails.map((e) => e.id)],
    );
    // The sent and failed ones past a year are gone; the recent one and the queued one stay.
    expect(left.map((e) => e.id).sort()).toEqual([emails[2]?.id, emails[3]?.id].sort() as string[]);
    const archives = await sql<{ msg_id: string }>(
      'select msg_id::text from pgmq.a_alert_emails where msg_id = any ($1::bigint[])',
      [archived.map((a) => a.msg_id)],
    );
    expect(archives.map((a) => a.msg_id)).toEqual([archived[1]?.msg_id]);
    const throttle = await sql<{ n: number }>(
      `select count(*)::int as n from private.alert_throttle
        where key_hash in (sha256(convert_to($1, 'UTF8')), sha256(convert_to($1 || '-new', 'UTF8')))`,
      [key],
    );
    expect(throttle).toEqual([{ n: 1 }]);
    const runs = await sql<{ runid: string }>(
      'select runid::text from cron.job_run_details where runid = $1::bigint',
      [run?.runid],
    );
    expect(runs).toEqual([]);
  });

  it('runs every day on the schedule, locally as on the platform', async () => {
    const jobs = await sql<{ schedule: string; command: string }>(
      "select schedule, command from cron.job where jobname = 'purge-alert-personal-data'",
    );
    expect(jobs).toEqual([
      { schedule: '17 21 * * *', command: 'select private.purge_alert_personal_data()' },
    ]);
  });
});

describe('erasure on request', () => {
  it('a subscriber’s own link erases the address at once, and the link then finds nothing', async () => {
    const email = `erase-me-${stamp()}@example.com`;
    await t.subscribeConfirmed(email);
    const [row] = await sql<{ id: string; unsubscribe_token: string }>(
      'select id, unsubscribe_token from private.alert_subscribers where email = $1',
      [email],
    );
    const token = row?.unsubscribe_token ?? '';
    const erase = () => t.anon().rpc('erase_my_alert_address', { token });
    expect((await erase()).data).toEqual({ status: 'erased' });
    expect(await subscriberOf(row?.id ?? '')).toMatchObject({ status: 'erased', hashed: true });
    const events = await sql<{ event: string; channel: string; email: string }>(
      'select event, channel, email from private.alert_consent_log where subscriber_id = $1 order by id',
      [row?.id],
    );
    expect(events.map((e) => [e.event, e.channel])).toEqual([
      ['consent_given', 'subscribe form'],
      ['confirmed', 'confirmation page'],
      ['withdrawn', 'erasure request'],
      ['erased', 'erasure request'],
    ]);
    expect(events.every((e) => e.email === 'erased')).toBe(true);
    // The same link again says the same, and the unsubscribe beside it that it is done.
    expect((await erase()).data).toEqual({ status: 'erased' });
    expect(
      (await t.anon().rpc('unsubscribe_from_alerts', { token, channel: 'unsubscribe page' })).data,
    ).toEqual({ status: 'unsubscribed' });
    expect(
      (await t.anon().rpc('erase_my_alert_address', { token: token.replace(/^./, 'x') })).status,
    ).toBe(404);
  }, 60_000);

  it('the desk erases an address on a written request, and the activity trail says so', async () => {
    const email = `written-${stamp()}@example.com`;
    await t.subscribeConfirmed(email);
    const admin = await t.admin();
    const { data, error } = await admin.rpc('erase_alert_subscriber', { email });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'erased' });
    expect((await admin.rpc('erase_alert_subscriber', { email })).data).toEqual({
      status: 'already erased',
    });
    const unknown = await admin.rpc('erase_alert_subscriber', {
      email: `nobody-${stamp()}@example.com`,
    });
    expect(unknown.error?.message).toBe(
      'No subscriber has that address, so there is nothing to erase.',
    );
    const [subscriber] = await sql<{ id: string }>(
      'select id from private.alert_subscribers where email_hash = private.alert_address_hash($1)',
      [email],
    );
    const { data: trail } = await admin
      .from('audit_log')
      .select('action, detail')
      .eq('table_name', 'alert_subscribers')
      .eq('row_id', subscriber?.id ?? '');
    expect(trail).toEqual([{ action: 'erase', detail: 'on a written request' }]);
    // Nobody else may: the anon key and a signed-in reader are refused.
    expect((await t.anon().rpc('erase_alert_subscriber', { email })).error).not.toBeNull();
  }, 60_000);

  it('the consent record still refuses every other change', async () => {
    const { id } = await subscriberAged('confirmed', '1 day');
    const refused = (text: string) =>
      sql(text, [id]).then(
        () => 'changed',
        (e: { code?: string }) => e.code,
      );
    expect(
      await refused(
        "update private.alert_consent_log set channel = 'hard bounce' where subscriber_id = $1",
      ),
    ).toBe('42501');
    // With the erasure's flag on, still only the address may change, and only to the hash.
    const flagged = await t.backend.db
      .transaction(async (tx) => {
        await tx.query("select set_config('private.consent_log_erasure', 'on', true)");
        await tx.query(
          `update private.alert_consent_log set event = 'withdrawn', email = 'erased',
                  email_hash = '\\x00' where subscriber_id = $1`,
          [id],
        );
      })
      .then(
        () => 'changed',
        (e: { code?: string }) => e.code,
      );
    expect(flagged).toBe('42501');
    expect(await refused('delete from private.alert_consent_log where subscriber_id = $1')).toBe(
      '42501',
    );
  });
});

it('the keyed hash is HMAC-SHA-256 (RFC 2104), as any library computes it', async () => {
  const [row] = await sql<{ mac: string }>(
    "select encode(private.hmac_sha256(convert_to($1, 'UTF8'), convert_to($2, 'UTF8')), 'hex') as mac",
    ['key', 'The quick brown fox jumps over the lazy dog'],
  );
  expect(row?.mac).toBe(
    createHmac('sha256', 'key').update('The quick brown fox jumps over the lazy dog').digest('hex'),
  );
  const long = 'k'.repeat(100);
  const [longKey] = await sql<{ mac: string }>(
    "select encode(private.hmac_sha256(convert_to($1, 'UTF8'), convert_to('m', 'UTF8')), 'hex') as mac",
    [long],
  );
  expect(longKey?.mac).toBe(createHmac('sha256', long).update('m').digest('hex'));
});

it('the notice beside the form is word for word the version the consent record names, periods and all', async () => {
  const [row] = await sql<{ purpose: string }>(
    'select purpose from private.alert_notices where version = $1',
    [alertNotice.version],
  );
  expect(row?.purpose).toBe(alertNotice.purpose);
  expect(alertNotice.purpose).toMatch(/within 7 days/);
  expect(alertNotice.purpose).toMatch(/A year after you unsubscribe/);
  // The rights and who answers for the data (DPDP Rules, 2025, rule 3, from 13 May 2027).
  expect(alertNotice.purpose).toMatch(
    /have it corrected or erased, and name someone to act for you/,
  );
  expect(alertNotice.purpose).toMatch(/The Compliance Officer answers for this data/);
  expect(alertNotice.purpose).toMatch(/Data Protection Board of India/);
});
