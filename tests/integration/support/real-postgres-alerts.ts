import { describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS, type Outcome } from './rls-matrix';

/**
 * E-mail alerts on the real PostgreSQL, with the stand-ins of pgmq, pg_net and pg_cron created by
 * `supabase db push` as postgres: who may read the subscribers, subscribe, read the desk's
 * overview and change the alert settings; the consent record that nobody may change; and the
 * queue's transaction boundary, a publication rolled back enqueuing nothing.
 * [read the subscribers, subscribe, the desk's overview, change the settings]
 */
export const ALERTS_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'allowed', 'refused', 'refused'],
  'signed-in non-admin': ['refused', 'allowed', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['refused', 'allowed', 'refused', 'refused'],
  'admin aal2': ['refused', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['refused', 'allowed', 'allowed', 'allowed'],
};

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
        ],
        ALERTS_MATRIX[caller.name],
        4,
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
}
