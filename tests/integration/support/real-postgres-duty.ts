import { describe, it } from 'vitest';
import type { Attempt, DeskLane } from './real-postgres-desk';
import { CALLERS, type Outcome } from './rls-matrix';

/**
 * The duty e-mails on the real PostgreSQL, built by `supabase db push` as postgres: who may read
 * and change the settings, add an address, write the desk's items and read how current they are
 * (the administrator alone, with the second factor once enrolled); the schedule as pg_cron holds
 * it; and the job, run as its schedule runs it, queuing a reminder on the alerts' queue.
 * [read the settings, change them, add an address, write the items, read their status]
 */
export const DUTY_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'refused', 'refused', 'refused', 'refused'],
  'signed-in non-admin': ['refused', 'refused', 'refused', 'refused', 'refused'],
  'admin aal1 (verified factor)': ['refused', 'refused', 'refused', 'refused', 'refused'],
  'admin aal2': ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
  'admin aal1 (no factor)': ['allowed', 'allowed', 'allowed', 'allowed', 'allowed'],
};

const ITEM = {
  id: 'lane:q',
  kind: 'quarterly',
  what: 'Shareholding pattern',
  subject: 'Quarter ended 31 Dec 2026',
  clause: 'Reg 31(1)(b)',
  due_at: '2027-01-21T18:29:00Z',
  met_by: 'Met by a document under Shareholding Pattern.',
  place: '/investor/shareholding-pattern',
};

/** A read that answers nothing is as refused as one that errs: row-level security hides. */
const outcome = (r: Attempt): Outcome | string =>
  r.error
    ? r.error.code === '42501'
      ? 'refused'
      : r.error.message
    : r.n === 0 || r.rowCount === 0
      ? 'refused'
      : 'allowed';

export function describeDutyChecks(lane: DeskLane) {
  describe.each(CALLERS)('duty e-mails, as $name', (caller) => {
    it('settings, addresses, the desk’s items and their status', async () => {
      const address = `lane-duty-${caller.name.replace(/\W+/g, '-')}@example.com`;
      lane.check(
        [
          outcome(
            await lane.attempt(caller, 'select count(*)::int as n from public.duty_settings'),
          ),
          outcome(
            await lane.attempt(
              caller,
              'update public.duty_settings set lead_quarterly = 4 where only_row returning 1 as n',
            ),
          ),
          outcome(
            await lane.attempt(
              caller,
              'insert into public.duty_recipients (address) values ($1) returning 1 as n',
              [address],
            ),
          ),
          outcome(
            await lane.attempt(
              caller,
              'select 1 as n from public.record_duty_schedule($1::jsonb)',
              [JSON.stringify([ITEM])],
            ),
          ),
          outcome(await lane.attempt(caller, 'select 1 as n from public.duty_schedule_status()')),
        ],
        DUTY_MATRIX[caller.name],
        5,
      );
    });
  });

  it('the job is on pg_cron every minute as postgres, and queues a reminder on the alerts’ queue', async () => {
    const { client } = lane.pg();
    const jobs = await client.query(
      "select schedule, command, username from cron.job where jobname = 'duty-reminders'",
    );
    lane.check(jobs.rows, [
      {
        schedule: '* * * * *',
        command: 'select private.run_duty_reminders()',
        username: 'postgres',
      },
    ]);
    await client.query('begin');
    try {
      await client.query(
        `insert into public.duty_recipients (address) values ('lane-duty-job@example.com');
         select set_config('private.confirming_duty_recipient', 'on', true);
         update public.duty_recipients set confirmed_at = '2026-12-01'
          where address = 'lane-duty-job@example.com';
         insert into private.duty_items (id, kind, what, subject, clause, due_at, met_by, place)
         values ('lane:job', 'quarterly', 'Shareholding pattern', 'Quarter ended 31 Dec 2026',
                 'Reg 31(1)(b)', '2027-01-21T18:29:00Z', 'Met by a document.', '/investor/shareholding-pattern');
         update private.duty_schedule_state set computed_at = '2027-01-18T00:00:00Z';
         update public.duty_settings set digest = false, reminders = true, lead_quarterly = 3;`,
      );
      await client.query("select private.run_duty_reminders('2027-01-18T03:00:00Z')");
      const queued = await client.query<{ type: string; ids: string }>(
        `select e.duty ->> 'type' as type, e.duty -> 'items' -> 0 ->> 'id' as ids
           from private.alert_emails e
           join pgmq.q_alert_emails q on (q.message ->> 'email_id')::uuid = e.id
          where e.recipient = 'lane-duty-job@example.com' and e.kind = 'duty'`,
      );
      lane.check(queued.rows, [{ type: 'reminder', ids: 'lane:job' }]);
    } finally {
      await client.query('rollback');
    }
  });
}
