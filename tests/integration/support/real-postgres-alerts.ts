import { describe, it } from 'vitest';
import { SERVICE_ROLE, type DeskLane } from './real-postgres-desk';
import { CALLERS, type Outcome } from './rls-matrix';

/**
 * E-mail alerts on the real PostgreSQL, with the stand-ins of pgmq, pg_net and pg_cron created by
 * `supabase db push` as postgres: who may read the subscribers, subscribe, read the desk's
 * overview and change the alert settings; the consent record that nobody may change; and the
 * queue's transaction boundary, a publication rolled back enqueuing nothing; an event's outcome
 * likewise; and the addresses' every read recorded in the audit trail.
 * The mail service's bounces and complaints are recorded by the service role alone (the webhook's
 * function); their figures are the desk's.
 * [read the subscribers, subscribe, the desk's overview, change the settings, the addresses,
 *  record a bounce or complaint, the bounces' and complaints' figures]
 */
export const ALERTS_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'allowed', 'refused', 'refused', 'refused', 'refused', 'refused'],
  'signed-in non-admin': [
    'refused',
    'allowed',
    'refused',
    'refused',
    'refused',
    'refused',
    'refused',
  ],
  'admin aal1 (verified factor)': [
    'refused',
    'allowed',
    'refused',
    'refused',
    'refused',
    'refused',
    'refused',
  ],
  'admin aal2': ['refused', 'allowed', 'allowed', 'allowed', 'allowed', 'refused', 'allowed'],
  'admin aal1 (no factor)': [
    'refused',
    'allowed',
    'allowed',
    'allowed',
    'allowed',
    'refused',
    'allowed',
  ],
};

const RECORD_COMPLAINT =
  "select 1 as n from public.record_alert_delivery_event('lane-' || gen_random_uuid(), 'complaint', 'lane-complaint@example.com')";

const ADMIN_CLAIMS = JSON.stringify({
  role: 'authenticated',
  aal: 'aal1',
  app_metadata: { role: 'admin' },
});

export function describeAlertChecks(lane: DeskLane) {
  const outcome = (r: { error?: { code?: string; message: string } }): Outcome | string =>
    r.error ? (r.error.code === '42501' ? 'refused' : r.error.message) : 'allowed';

  describe.each(CALLERS)('e-mail alerts, as $name', (caller) => {
    it('subscribers: read, subscribe; the desk: overview, settings', async () => {
      const address = `lane-${caller.name.replace(/\W+/g, '-')}@example.com`;
      lane.check(
        [
          outcome(
            await lane.attempt(caller, 'select count(*)::int as n from private.alert_subscribers'),
          ),
          outcome(
            await lane.attempt(
              caller,
              "select 1 as n from public.subscribe_to_alerts($1, array['all'], '2026-11-28')",
              [address],
            ),
          ),
          outcome(await lane.attempt(caller, 'select 1 as n from public.alert_desk_overview()')),
          outcome(
            await lane.attempt(
              caller,
              'update public.alert_settings set batch_window_minutes = 5 where only_row',
            ),
          ),
          outcome(
            await lane.attempt(
              caller,
              "select count(*)::int as n from public.alert_subscriber_addresses('view')",
            ),
          ),
          outcome(await lane.attempt(caller, RECORD_COMPLAINT)),
          outcome(await lane.attempt(caller, 'select 1 as n from public.alert_delivery_health()')),
        ],
        ALERTS_MATRIX[caller.name],
        7,
      );
    });
  });

  it('the platform extensions are there, owned as Supabase leaves them, and the schedule is set', async () => {
    const { client } = lane.pg();
    const extensions = await client.query<{ extname: string; owner: string; schema: string }>(
      `select extname, extowner::regrole::text as owner, extnamespace::regnamespace::text as schema
         from pg_extension where extname in ('pgmq', 'pg_net', 'pg_cron') order by extname`,
    );
    lane.check(extensions.rows, [
      { extname: 'pg_cron', owner: 'postgres', schema: 'pg_catalog' },
      { extname: 'pg_net', owner: 'postgres', schema: 'extensions' },
      { extname: 'pgmq', owner: 'postgres', schema: 'pgmq' },
    ]);
    const jobs = await client.query(
      "select jobname, schedule, username from cron.job where jobname = 'send-e-mail-alerts'",
    );
    lane.check(jobs.rows, [
      { jobname: 'send-e-mail-alerts', schedule: '10 seconds', username: 'postgres' },
    ]);
  });

  it('the service role, as the webhook’s function, records a bounce or complaint', async () => {
    const recorded = await lane.attempt(SERVICE_ROLE, RECORD_COMPLAINT);
    lane.check(recorded.error?.message ?? recorded.n, 1);
  });

  it('each read of the addresses is in the audit trail; a read-only one is refused', async () => {
    const { client } = lane.pg();
    const entries = async () =>
      (
        await client.query<{ action: string; detail: string }>(
          `select action, detail from public.audit_log
            where table_name = 'alert_subscribers' and actor_email = 'lane-reads@example.com'
            order by id`,
        )
      ).rows;
    const read = async (purpose: string, readOnly: boolean) => {
      await client.query(readOnly ? 'begin read only' : 'begin');
      await client.query(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [JSON.stringify({ ...JSON.parse(ADMIN_CLAIMS), email: 'lane-reads@example.com' })],
      );
      const answer = await client
        .query('select * from public.alert_subscriber_addresses($1)', [purpose])
        .then(
          () => 'read',
          (e: { code?: string }) => e.code,
        );
      await client.query(answer === 'read' ? 'commit' : 'rollback');
      return answer;
    };
    lane.check(await read('view', true), '25006');
    lane.check(await entries(), []);
    lane.check(await read('download', false), 'read');
    lane.check(await entries(), [{ action: 'download', detail: 'all sections; 0 addresses' }]);
  });

  it('one address is one mailbox, and an inbox has three confirmations a day however it is written', async () => {
    const { client } = lane.pg();
    const anon = CALLERS.find((c) => c.name === 'anon');
    if (!anon) throw new Error('No anon caller');
    const refused = [];
    for (const address of [
      '<lane.inbox@gmail.com>',
      'Name <lane.inbox@gmail.com>',
      'a,lane.inbox@gmail.com',
    ]) {
      refused.push(
        (
          await lane.attempt(
            anon,
            "select 1 as n from public.subscribe_to_alerts($1, array['all'], '2026-11-28')",
            [address],
          )
        ).error?.code,
      );
    }
    lane.check(refused, ['22023', '22023', '22023']);
    // Four ways of writing one Gmail inbox, asked in one transaction (rolled back after).
    await client.query('begin');
    try {
      await client.query('update private.alert_throttle_settings set max_per_client = 1000');
      await client.query('set local role anon');
      for (const address of [
        'lane.inbox@gmail.com',
        'LaneInbox@gmail.com',
        'lane.inbox+1@googlemail.com',
        'l.a.n.e.inbox+2@gmail.com',
      ]) {
        await client.query("select public.subscribe_to_alerts($1, array['all'], '2026-11-28')", [
          address,
        ]);
      }
      await client.query('reset role');
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from private.alert_emails e
           join private.alert_subscribers s on s.id = e.subscriber_id
          where s.allowance_key = 'laneinbox@gmail.com' and e.kind = 'confirmation'`,
      );
      lane.check(rows[0]?.n, 3);
    } finally {
      await client.query('rollback');
    }
  });

  it('the daily purge and an erasure run as postgres, the job’s owner, with the platform’s grants', async () => {
    const { client } = lane.pg();
    await client.query('begin');
    try {
      const [subscriber] = (
        await client.query<{ id: string }>(
          `insert into private.alert_subscribers (email, status, updated_at)
           values ('lane-lapsed@example.com', 'pending', now() - interval '8 days') returning id`,
        )
      ).rows;
      await client.query(
        `insert into private.alert_consent_log (subscriber_id, email, event, sections, notice_version, channel)
         values ($1, 'lane-lapsed@example.com', 'consent_given', array['all'], '2026-11-28', 'subscribe form')`,
        [subscriber?.id],
      );
      await client.query('set local role postgres');
      const purged = await client.query<{ r: { unconfirmed_erased: number } }>(
        'select private.purge_alert_personal_data() as r',
      );
      lane.check((purged.rows[0]?.r.unconfirmed_erased ?? 0) >= 1, true);
      const after = await client.query<{ status: string; logged: string }>(
        `select s.status, (select string_agg(l.email, ',') from private.alert_consent_log l
                            where l.subscriber_id = s.id) as logged
           from private.alert_subscribers s where s.id = $1`,
        [subscriber?.id],
      );
      lane.check(after.rows, [{ status: 'erased', logged: 'erased,erased' }]);
    } finally {
      await client.query('rollback');
    }
  });

  it('nobody changes the consent record, not even postgres', async () => {
    const { client } = lane.pg();
    await client.query('begin');
    try {
      await client.query('set local role postgres');
      const refused = await client
        .query('update private.alert_consent_log set channel = channel')
        .then(
          () => 'changed',
          (e: { code?: string }) => e.code,
        );
      lane.check(refused, '42501');
    } finally {
      await client.query('rollback');
    }
  });

  it('a publication rolled back enqueues nothing; one committed enqueues one message', async () => {
    const { client } = lane.pg();
    const count = async (title: string) =>
      (
        await client.query<{ publications: number; messages: number }>(
          `select (select count(*)::int from private.alert_publications where title = $1) as publications,
                  (select count(*)::int from pgmq.q_alert_publications q
                     join private.alert_publications p on p.msg_id = q.msg_id
                    where p.title = $1) as messages`,
          [title],
        )
      ).rows[0];
    const publish = async (title: string, commit: boolean) => {
      await client.query('begin');
      await client.query(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [ADMIN_CLAIMS],
      );
      await client.query(
        'insert into public.corporate_announcement (document_title, view_download) values ($1, $2)',
        [title, 'https://example.com/lane.pdf'],
      );
      await client.query(commit ? 'commit' : 'rollback');
    };
    await publish('Lane: rolled back', false);
    lane.check(await count('Lane: rolled back'), { publications: 0, messages: 0 });
    await publish('Lane: committed', true);
    lane.check(await count('Lane: committed'), { publications: 1, messages: 1 });
  });

  it('an event’s outcome: rolled back enqueues nothing, committed one message, taken off cancelled', async () => {
    const { client } = lane.pg();
    const event = await client.query<{ id: string }>(
      `insert into public.investor_events (title, kind, starts_at)
       values ('Lane: board meeting', 'board_meeting', now() - interval '1 hour') returning id`,
    );
    const id = event.rows[0]?.id;
    const state = async (link: string) =>
      (
        await client.query<{ status: string | null; messages: number }>(
          `select (select status from private.alert_publications
                    where source_id = $1 and link = $2) as status,
                  (select count(*)::int from pgmq.q_alert_publications q
                     join private.alert_publications p on p.msg_id = q.msg_id
                    where p.source_id = $1 and p.link = $2) as messages`,
          [id, link],
        )
      ).rows[0];
    const link = async (links: string[], commit: boolean) => {
      await client.query('begin');
      await client.query(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [ADMIN_CLAIMS],
      );
      await client.query('update public.investor_events set document_links = $2 where id = $1', [
        id,
        links,
      ]);
      await client.query(commit ? 'commit' : 'rollback');
    };
    const outcome = 'https://example.com/lane-outcome.pdf';
    await link([outcome], false);
    lane.check(await state(outcome), { status: null, messages: 0 });
    await link([outcome], true);
    lane.check(await state(outcome), { status: 'queued', messages: 1 });
    await link([], true);
    lane.check(await state(outcome), { status: 'cancelled', messages: 0 });
  });
}
