import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvestorEventInsert } from '@/lib/investor-events';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// The investor calendar's table through the real supabase-js: who may read and write it, what it
// refuses and in which words, and the stamps a subscriber's calendar relies on.
let t: TestBackend;
let anon: Client;
let reader: Client;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  anon = t.anon();
  reader = await t.reader();
  admin = await t.admin();
});
afterAll(() => t.stop());

let counter = 0;
const event = (overrides: Partial<InvestorEventInsert> = {}): InvestorEventInsert => ({
  title: `Board meeting ${++counter}`,
  kind: 'board_meeting',
  starts_at: '2027-02-10T05:30:00Z',
  ends_at: '2027-02-10T08:30:00Z',
  place: 'Registered office, Hyderabad',
  purpose: 'To approve the unaudited results for the quarter ended 31 December 2026',
  ...overrides,
});

async function add(values: InvestorEventInsert) {
  const { data, error } = await admin.from('investor_events').insert(values).select().single();
  if (error) throw error;
  return data;
}

describe('investor_events', () => {
  it('lets a visitor and a signed-in reader read every event, cancelled ones included', async () => {
    const live = await add(event());
    const cancelled = await add(event({ cancelled_at: new Date().toISOString() }));
    for (const client of [anon, reader, admin]) {
      const { data, error } = await client.from('investor_events').select('id, cancelled_at');
      expect(error).toBeNull();
      expect(data?.map((r) => r.id)).toEqual(expect.arrayContaining([live.id, cancelled.id]));
    }
  });

  it('refuses a visitor’s and a reader’s insert, update and delete', async () => {
    const existing = await add(event());
    for (const client of [anon, reader]) {
      const inserted = await client.from('investor_events').insert(event());
      expect(inserted.error?.code).toBe('42501');
      const updated = await client
        .from('investor_events')
        .update({ title: 'Hijacked' })
        .eq('id', existing.id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('investor_events').delete().eq('id', existing.id);
      expect(deleted.error?.code).toBe('42501');
    }
    const { data } = await anon.from('investor_events').select('title').eq('id', existing.id);
    expect(data?.[0]?.title).toBe(existing.title);
  });

  it('lets the admin add, move, cancel and delete, raising the sequence on each visible change', async () => {
    const added = await add(event());
    expect(added.sequence).toBe(0);
    const moved = await admin
      .from('investor_events')
      .update({ starts_at: '2027-02-11T05:30:00Z', ends_at: '2027-02-11T08:30:00Z' })
      .eq('id', added.id)
      .select()
      .single();
    expect(moved.data?.sequence).toBe(1);
    const cancelled = await admin
      .from('investor_events')
      .update({ cancelled_at: new Date().toISOString() })
      .eq('id', added.id)
      .select()
      .single();
    expect(cancelled.data?.sequence).toBe(2);
    // Nothing a subscriber sees changed: the sequence stays, whatever the caller sends.
    const unchanged = await admin
      .from('investor_events')
      .update({ title: added.title, sequence: 0 } as never)
      .eq('id', added.id)
      .select()
      .single();
    expect(unchanged.data?.sequence).toBe(2);
    const deleted = await admin.from('investor_events').delete().eq('id', added.id).select();
    expect(deleted.data?.length).toBe(1);
  });

  it('records the admin’s writes in the audit trail under the event’s title', async () => {
    const added = await add(event({ title: 'Audited earnings call', kind: 'earnings_call' }));
    await admin.from('investor_events').update({ place: 'Online' }).eq('id', added.id);
    const { data } = await admin
      .from('audit_log')
      .select('action, title_after, actor_email')
      .eq('table_name', 'investor_events')
      .eq('row_id', added.id)
      .order('id');
    expect(data).toEqual([
      {
        action: 'insert',
        title_after: 'Audited earnings call',
        actor_email: t.backend.admin.email,
      },
      {
        action: 'update',
        title_after: 'Audited earnings call',
        actor_email: t.backend.admin.email,
      },
    ]);
  });

  it.each([
    ['an end before the start', { ends_at: '2027-02-10T04:00:00Z' }, /must end after it starts/],
    ['a webcast link that is not https', { link: 'http://example.com/live' }, /https:\/\//],
    ['a 10,000-character purpose', { purpose: 'x'.repeat(10_000) }, /at most 2,000.*10000/],
    ['a blank title', { title: '   ' }, /title of 1 to 300/],
    ['an unknown kind', { kind: 'party' as never }, /kind of event/],
    [
      'a related link that is neither https nor a stored file',
      { document_links: ['ftp://x'] },
      /https:\/\/ address or a stored file/,
    ],
  ])('refuses %s in plain words, saving nothing', async (_name, overrides, message) => {
    const values = event(overrides);
    const { error } = await admin.from('investor_events').insert(values);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(message);
    const { count } = await anon
      .from('investor_events')
      .select('id', { count: 'exact', head: true })
      .eq('title', values.title);
    expect(count).toBe(0);
  });

  it('refuses the same event entered twice, whatever the case and spaces of its title', async () => {
    const first = await add(event());
    const again = await admin
      .from('investor_events')
      .insert({ ...event(), title: ` ${first.title.toUpperCase()} `, starts_at: first.starts_at });
    expect(again.error?.code).toBe('23505');
    expect(again.error?.message).toBe('An event with this title already starts at this time.');
  });

  it('refuses the admin’s password-only writes once a factor is verified', async () => {
    const existing = await add(event());
    const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    const { id: factorId, totp } = enrolled.data;
    await awaitFreshStep();
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(totp.secret),
    });
    expect(verified.error).toBeNull();

    const aal1 = await t.admin();
    expect((await aal1.from('investor_events').insert(event())).error?.code).toBe('42501');
    const moved = await aal1
      .from('investor_events')
      .update({ place: 'Elsewhere' })
      .eq('id', existing.id);
    expect(moved.error?.code).toBe('42501');
    expect((await admin.from('investor_events').insert(event())).error).toBeNull();
  });
});
