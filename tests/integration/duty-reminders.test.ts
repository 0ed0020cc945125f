/**
 * The duty e-mails' job with a fixed clock, on the real embedded backend: the desk's items
 * written through supabase-js as the administrator, private.run_duty_reminders(at) run as the
 * schedule runs it, and what it queued read back. Each test confirms an address of its own and
 * reads only that address's e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

type DutyBody = {
  type: 'reminder' | 'overdue' | 'digest' | 'waiting';
  day: string;
  items: { id: string; due_at: string }[];
  overdue?: { id: string }[];
  week?: { id: string }[];
  waits?: boolean;
};

const sql = <T>(text: string, params: unknown[] = []) =>
  t.backend.db.query<T>(text, params).then((r) => r.rows);

/** An instant in India's time: "2027-01-14 08:00". */
const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`).toISOString();

function item(id: string, kind: 'quarterly' | 'event' | 'annual', due: string) {
  return {
    id,
    kind,
    what: `Filing ${id}`,
    subject: 'Quarter ended 31 Dec 2026',
    clause: 'Reg 31(1)(b)',
    due_at: ist(due),
    met_by: 'A document under Shareholding Pattern',
    place: '/investor/shareholding-pattern',
  };
}

/**
 * Writes the desk's items as the administrator; `asOf` dates the write as if the desk had worked
 * them out then (the items are 2027's; written more than 30 days before a run, they would wait).
 */
async function record(items: ReturnType<typeof item>[], asOf?: string) {
  const { error } = await admin.rpc('record_duty_schedule', { items });
  expect(error).toBeNull();
  if (asOf) await sql('update private.duty_schedule_state set computed_at = $1', [ist(asOf)]);
}

/** A new address, added on the desk and confirmed with its link's token. */
async function confirmedAddress(name: string): Promise<string> {
  const address = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const added = await admin.from('duty_recipients').insert({ address }).select('id').single();
  expect(added.error).toBeNull();
  const [row] = await sql<{ token: string }>(
    `select q.message ->> 'token' as token from pgmq.q_alert_emails q
       join private.alert_emails e on e.id = (q.message ->> 'email_id')::uuid
      where e.duty_recipient_id = $1 and e.kind = 'duty_confirmation'`,
    [added.data?.id],
  );
  const confirmed = await admin.rpc('confirm_duty_recipient', { token: row?.token ?? '' });
  expect(confirmed.error).toBeNull();
  return address;
}

async function run(at: string) {
  await sql('select private.run_duty_reminders($1::timestamptz)', [at]);
}

async function mailOf(address: string): Promise<DutyBody[]> {
  const rows = await sql<{ duty: DutyBody }>(
    `select duty from private.alert_emails where recipient = $1 and kind = 'duty'
      order by created_at, id`,
    [address],
  );
  return rows.map((r) => r.duty);
}

const ids = (body: DutyBody | undefined) => body?.items.map((i) => i.id);

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  // A holiday on Monday 15 Feb 2027, entered before the desk writes its items.
  const { error } = await admin
    .from('exchange_holidays')
    .insert({ holiday_date: '2027-02-15', name: 'Test holiday' });
  expect(error).toBeNull();
  await sql(`update public.duty_settings set digest = false`);
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

describe('reminders by the working day', () => {
  it('reminds three working days before a quarterly filing, counting past the weekend', async () => {
    const address = await confirmedAddress('weekend');
    // Due Tuesday 19 Jan 2027: Mon 18, Fri 15, Thu 14; a calendar count would say Saturday.
    await record([item('weekend:q', 'quarterly', '2027-01-19 23:59')], '2027-01-14 07:00');
    await run(ist('2027-01-14 07:59'));
    expect(await mailOf(address)).toEqual([]);
    await run(ist('2027-01-14 08:00'));
    const mail = await mailOf(address);
    expect(mail.map((m) => m.type)).toEqual(['reminder']);
    expect(ids(mail[0])).toEqual(['weekend:q']);
    await run(ist('2027-01-15 08:00'));
    expect(await mailOf(address)).toHaveLength(1);
  }, 60_000);

  it('skips an exchange holiday as it skips a weekend', async () => {
    const address = await confirmedAddress('holiday');
    // Due Tuesday 16 Feb 2027, Monday 15 a holiday: Fri 12, Thu 11, Wed 10.
    await record([item('holiday:q', 'quarterly', '2027-02-16 23:59')], '2027-02-09 08:00');
    await run(ist('2027-02-09 09:00'));
    expect(await mailOf(address)).toEqual([]);
    await run(ist('2027-02-10 08:01'));
    expect(ids((await mailOf(address))[0])).toEqual(['holiday:q']);
  }, 60_000);

  it('reminds of a 30-minute event the working day before, and at once when it is entered later', async () => {
    const address = await confirmedAddress('event');
    await record([item('event:outcome', 'event', '2027-03-10 15:30')], '2027-03-08 09:00');
    await run(ist('2027-03-08 17:00'));
    expect(await mailOf(address)).toEqual([]);
    await run(ist('2027-03-09 08:00'));
    expect(ids((await mailOf(address))[0])).toEqual(['event:outcome']);
    // Another meeting entered at 15:05 the same day, its outcome due at 15:35: the reminder's day
    // has passed, so it goes at the next run.
    await record(
      [
        item('event:outcome', 'event', '2027-03-10 15:30'),
        item('event:late', 'event', '2027-03-10 15:35'),
      ],
      '2027-03-10 15:05',
    );
    await run(ist('2027-03-10 15:06'));
    const mail = await mailOf(address);
    expect(mail.map(ids)).toEqual([['event:outcome'], ['event:late']]);
  }, 60_000);

  it('says an item is overdue once, the moment it is missed, and nothing for a met one', async () => {
    const address = await confirmedAddress('overdue');
    await record(
      [
        item('overdue:a', 'annual', '2027-04-20 17:00'),
        item('overdue:b', 'annual', '2027-04-20 17:00'),
      ],
      '2027-04-20 09:00',
    );
    await run(ist('2027-04-20 16:59'));
    const before = (await mailOf(address)).filter((m) => m.type === 'overdue');
    expect(before).toEqual([]);
    // The desk met b before its deadline: its next write leaves it out.
    await record([item('overdue:a', 'annual', '2027-04-20 17:00')], '2027-04-20 17:00');
    await run(ist('2027-04-20 17:01'));
    await run(ist('2027-04-20 17:02'));
    const overdue = (await mailOf(address)).filter((m) => m.type === 'overdue');
    expect(overdue.map(ids)).toEqual([['overdue:a']]);
  }, 60_000);
});

describe('the digest and what holds e-mails back', () => {
  it('sends a digest on working mornings only, once a day, and one line when clear', async () => {
    await sql(`update public.duty_settings set digest = true, digest_when_clear = 'line'`);
    try {
      const address = await confirmedAddress('digest');
      await record(
        [
          item('digest:week', 'quarterly', '2027-02-18 23:59'),
          item('digest:later', 'quarterly', '2027-03-30 23:59'),
        ],
        '2027-02-13 08:00',
      );
      await run(ist('2027-02-13 09:00')); // Saturday
      await run(ist('2027-02-15 09:00')); // the holiday
      expect((await mailOf(address)).filter((m) => m.type === 'digest')).toEqual([]);
      await run(ist('2027-02-16 08:00'));
      await run(ist('2027-02-16 12:00'));
      const digests = (await mailOf(address)).filter((m) => m.type === 'digest');
      expect(digests).toHaveLength(1);
      expect(digests[0]?.week?.map((i) => i.id)).toEqual(['digest:week']);
      expect(digests[0]?.overdue).toEqual([]);
      await record([], '2027-02-17 08:00');
      await sql(`update public.duty_settings set digest_when_clear = 'nothing'`);
      await run(ist('2027-02-17 08:30'));
      expect((await mailOf(address)).filter((m) => m.day === '2027-02-17')).toEqual([]);
    } finally {
      await sql(`update public.duty_settings set digest = false, digest_when_clear = 'line'`);
    }
  }, 60_000);

  it('holds every item back while the site has changed since the desk worked them out', async () => {
    const address = await confirmedAddress('waits');
    // Real time here: the activity trail dates the change now. Due in a day and run a minute
    // after, the item would be overdue, whatever the day of the week.
    const now = Date.now();
    const soon = new Date(now + 86_400_000).toISOString();
    const { error } = await admin.rpc('record_duty_schedule', {
      items: [{ ...item('waits:q', 'event', '2027-01-01 00:00'), due_at: soon }],
    });
    expect(error).toBeNull();
    const added = await admin.from('shareholding_pattern').insert({
      document_title: 'Shareholding pattern for the quarter ended 31 December 2026',
      view_download: 'https://example.com/shp.pdf',
    });
    expect(added.error).toBeNull();
    const later = new Date(now + 86_400_000 + 60_000).toISOString();
    await run(later);
    await run(later);
    expect((await mailOf(address)).map((m) => m.type)).toEqual(['waiting']);
    // The desk works the items out again: the document met the filing, so nothing is owed.
    expect((await admin.rpc('record_duty_schedule', { items: [] })).error).toBeNull();
    await run(later);
    expect((await mailOf(address)).map((m) => m.type)).toEqual(['waiting']);
  }, 60_000);

  it('does not hold them back for a change the rules do not read (the alerts’ settings)', async () => {
    const address = await confirmedAddress('unrelated');
    const now = Date.now();
    const { error } = await admin.rpc('record_duty_schedule', {
      items: [
        {
          ...item('unrelated:e', 'event', '2027-01-01 00:00'),
          due_at: new Date(now + 86_400_000).toISOString(),
        },
      ],
    });
    expect(error).toBeNull();
    const changed = await admin
      .from('alert_settings')
      .update({ batch_window_minutes: 5 })
      .eq('only_row', true);
    expect(changed.error).toBeNull();
    await run(new Date(now + 86_400_000 + 60_000).toISOString());
    expect((await mailOf(address)).map((m) => m.type)).toEqual(['overdue']);
  }, 60_000);

  it('holds them back too when the desk has not worked them out for 30 days', async () => {
    const address = await confirmedAddress('old');
    await record([item('old:q', 'quarterly', '2027-07-20 23:59')], '2027-06-10 09:00');
    await run(ist('2027-07-15 09:00'));
    expect((await mailOf(address)).map((m) => m.type)).toEqual(['waiting']);
    await record([item('old:q', 'quarterly', '2027-07-20 23:59')], '2027-07-15 09:00');
    await run(ist('2027-07-15 09:01'));
    expect((await mailOf(address)).map((m) => m.type)).toEqual(['waiting', 'reminder']);
  }, 60_000);

  it('sends nothing of a kind the desk turned off', async () => {
    const address = await confirmedAddress('off');
    await sql(`update public.duty_settings set reminders = false`);
    try {
      await record([item('off:q', 'quarterly', '2027-06-22 23:59')], '2027-06-21 08:00');
      await run(ist('2027-06-21 09:00'));
      expect(await mailOf(address)).toEqual([]);
    } finally {
      await sql(`update public.duty_settings set reminders = true`);
    }
  }, 60_000);
});
