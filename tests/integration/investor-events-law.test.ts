import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEvents, saveEvent } from '@/features/events-desk/api/events';
import { getInvestorEvents } from '@/features/calendar/api/get-investor-events';
import type { InvestorEventInsert } from '@/lib/investor-events';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { awaitFreshStep, totpCode } from './support/totp';

// What the law adds to the investor calendar's table, through the real supabase-js against the
// embedded backend: a board meeting's Regulation 29(1) proposals (20261128130000) and the
// material events of Regulation 30(6)(ii)-(iii), which no visitor reads (20261128130100).
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
  title: `Law board meeting ${++counter}`,
  kind: 'board_meeting',
  starts_at: '2027-02-10T05:30:00Z',
  ends_at: '2027-02-10T08:30:00Z',
  ...overrides,
});

const titleCount = async (client: Client, title: string) =>
  (
    await client
      .from('investor_events')
      .select('id', { count: 'exact', head: true })
      .eq('title', title)
  ).count;

describe('a board meeting’s Regulation 29(1) proposals', () => {
  it('are saved as chosen, none of them as an empty list, and not chosen as null', async () => {
    const chosen = await saveEvent(
      event({ board_purposes: ['financial_results', 'dividend'] }),
      null,
      admin,
    );
    expect(chosen.board_purposes).toEqual(['financial_results', 'dividend']);
    const none = await saveEvent(event({ board_purposes: [] }), null, admin);
    expect(none.board_purposes).toEqual([]);
    const legacy = await saveEvent(event(), null, admin);
    expect(legacy.board_purposes).toBeNull();
    // A visitor reads them too: they are what the notice to the exchanges said.
    const { data } = await anon
      .from('investor_events')
      .select('board_purposes')
      .eq('id', chosen.id)
      .single();
    expect(data?.board_purposes).toEqual(['financial_results', 'dividend']);
  });

  it.each([
    [
      'a proposal the regulation does not list',
      { board_purposes: ['party'] },
      /list of Regulation 29\(1\)/,
    ],
    [
      'the same proposal twice',
      { board_purposes: ['dividend', 'dividend'] },
      /list of Regulation 29\(1\), each once/,
    ],
    ['an empty proposal', { board_purposes: [null] }, /list of Regulation 29\(1\)/],
    [
      'proposals on an annual general meeting',
      { kind: 'agm', board_purposes: ['dividend'] },
      /Only a board meeting has Regulation 29 proposals/,
    ],
  ])('refuses %s in plain words, saving nothing', async (_name, overrides, message) => {
    const values = event(overrides as Partial<InvestorEventInsert>);
    const { error } = await admin.from('investor_events').insert(values);
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(message);
    expect(await titleCount(admin, values.title)).toBe(0);
  });

  it('refuses an event turned into an AGM while it keeps a board meeting’s proposals', async () => {
    const meeting = await saveEvent(event({ board_purposes: ['bonus'] }), null, admin);
    const { error } = await admin
      .from('investor_events')
      .update({ kind: 'agm' })
      .eq('id', meeting.id);
    expect(error?.message).toMatch(/Only a board meeting has Regulation 29 proposals/);
    const moved = await saveEvent(
      { ...event(), kind: 'agm', board_purposes: null },
      meeting.id,
      admin,
    );
    expect([moved.kind, moved.board_purposes]).toEqual(['agm', null]);
  });
});

describe('a material event (Regulation 30(6)(ii)-(iii))', () => {
  it('is recorded by the administrator and read by nobody else', async () => {
    const internal = await saveEvent(
      event({
        title: 'Fire at the Pithampur plant',
        kind: 'material_event_internal',
        starts_at: '2027-03-19T18:20:00Z',
        ends_at: null,
      }),
      null,
      admin,
    );
    const external = await saveEvent(
      event({
        title: 'Order of the drug regulator received',
        kind: 'material_event_external',
        starts_at: '2027-03-20T05:30:00Z',
        ends_at: null,
      }),
      null,
      admin,
    );
    const ids = [internal.id, external.id];
    for (const client of [anon, reader]) {
      const { data, error } = await client.from('investor_events').select('id').in('id', ids);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    // The public pages' reader (and the prerender and the feed, which use it) never has them.
    const published = await getInvestorEvents(anon);
    expect(published.map((e) => e.id)).not.toEqual(expect.arrayContaining([internal.id]));
    expect(published.map((e) => e.id)).not.toContain(external.id);
    // The desk has both, with their kinds.
    const desk = await listEvents(admin);
    expect(
      desk
        .filter((e) => ids.includes(e.id))
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['material_event_external', 'material_event_internal']);
  });

  it('is refused to a visitor and a reader, as every write to the calendar is', async () => {
    for (const client of [anon, reader]) {
      const { error } = await client
        .from('investor_events')
        .insert(event({ kind: 'material_event_external' }));
      expect(error?.code).toBe('42501');
    }
  });

  it('needs the second factor to be read, once the administrator has one', async () => {
    const secret = await saveEvent(
      event({ title: 'Material event behind the second factor', kind: 'material_event_internal' }),
      null,
      admin,
    );
    const open = await saveEvent(event({ title: 'Board meeting anyone may read' }), null, admin);
    const enrolled = await admin.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolled.error) throw enrolled.error;
    await awaitFreshStep();
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totpCode(enrolled.data.totp.secret),
    });
    expect(verified.error).toBeNull();

    const aal1 = await t.admin();
    const { data } = await aal1.from('investor_events').select('id').in('id', [secret.id, open.id]);
    expect(data?.map((r) => r.id)).toEqual([open.id]);
    const aal2 = await admin.from('investor_events').select('id').in('id', [secret.id, open.id]);
    expect(aal2.data?.map((r) => r.id).sort()).toEqual([secret.id, open.id].sort());
  });
});
