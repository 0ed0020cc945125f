import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditChange } from '@/lib/database-rows';
import { startTestBackend, type Client, type TestBackend } from './support/backend';
import { enrolTotp } from './support/mfa';

// The Board and its committees through the real supabase-js: what the database refuses and in
// which words, two tabs saving the same director, the entered-at stamps of Regulation 46(3)(b),
// the committees' composition, the audit trail and the two-factor rule. Who may read and write
// each table, role by role, is the real-Postgres lane's matrix.
let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const director = (din: string, extra: Record<string, unknown> = {}) => ({
  name: `Director ${din}`,
  din,
  designation: 'Independent Director',
  category: 'independent' as const,
  appointed_on: '2020-04-01',
  ...extra,
});

async function addDirector(din: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await admin
    .from('board_directors')
    .insert(director(din, extra))
    .select()
    .single();
  if (error) throw error;
  return data;
}

describe('board_directors', () => {
  it('refuses a DIN that is not eight digits, and a cessation before the appointment, in plain words', async () => {
    const short = await admin.from('board_directors').insert(director('1234567'));
    expect([short.error?.code, short.error?.message]).toEqual([
      '23514',
      'The DIN (Director Identification Number) is eight digits, such as 01234567.',
    ]);
    const early = await admin
      .from('board_directors')
      .insert(director('10000001', { ceased_on: '2019-01-01', cessation_reason: 'resignation' }));
    expect([early.error?.code, early.error?.message]).toEqual([
      '23514',
      'The date of cessation (1 Jan 2019) is before the date of appointment (1 Apr 2020).',
    ]);
    const noReason = await admin
      .from('board_directors')
      .insert(director('10000001', { ceased_on: '2021-01-01' }));
    expect(noReason.error?.message).toMatch(/needs both the date and the reason/);
  });

  it('refuses a second term of the same DIN that overlaps the first', async () => {
    await addDirector('10000002');
    const again = await admin.from('board_directors').insert(director('10000002'));
    expect([again.error?.code, again.error?.message]).toEqual([
      '23505',
      'A director with DIN 10000002 is already on the Board for these dates.',
    ]);
  });

  it('refuses the second of two saves from the same version, and keeps the first', async () => {
    const row = await addDirector('10000003');
    const [tabA, tabB] = [await t.admin(), await t.admin()];
    const first = await tabA
      .from('board_directors')
      .update({ designation: 'Chairman', version: row.version })
      .eq('id', row.id)
      .select()
      .single();
    expect(first.error).toBeNull();
    expect(first.data?.version).toBe(row.version + 1);
    const second = await tabB
      .from('board_directors')
      .update({ designation: 'Vice Chairman', version: row.version })
      .eq('id', row.id)
      .select()
      .single();
    expect([second.status, second.error?.code]).toEqual([409, 'PT409']);
    expect(second.error?.message).toMatch(/^This director was changed by someone else/);
    const now = await t.anon().from('board_directors').select('designation').eq('id', row.id);
    expect(now.data).toEqual([{ designation: 'Chairman' }]);
  });

  it('leaves the row as it was when a save is refused', async () => {
    const row = await addDirector('10000004');
    const refused = await admin
      .from('board_directors')
      .update({ name: 'Renamed', din: '12', version: row.version })
      .eq('id', row.id);
    expect(refused.error?.code).toBe('23514');
    const { data } = await admin.from('board_directors').select('*').eq('id', row.id).single();
    expect([data?.name, data?.din, data?.version]).toEqual([row.name, '10000004', row.version]);
  });

  it('stamps when the appointment and the cessation were entered, whatever the client sends', async () => {
    const before = Date.now();
    const row = await addDirector('10000005', { appointment_entered_at: '2000-01-01T00:00:00Z' });
    expect(Date.parse(row.appointment_entered_at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    expect(row.cessation_entered_at).toBeNull();
    const { data } = await admin
      .from('board_directors')
      .update({ ceased_on: '2026-01-31', cessation_reason: 'retirement', version: row.version })
      .eq('id', row.id)
      .select()
      .single();
    expect(data?.appointment_entered_at).toBe(row.appointment_entered_at);
    expect(Date.parse(data?.cessation_entered_at ?? '')).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('names the administrator in the audit trail for an appointment and a cessation', async () => {
    const row = await addDirector('10000006');
    await admin
      .from('board_directors')
      .update({ ceased_on: '2026-02-01', cessation_reason: 'resignation', version: row.version })
      .eq('id', row.id);
    const log = await admin
      .from('audit_log')
      .select('action, title_after, actor_email, changes')
      .eq('table_name', 'board_directors')
      .eq('row_id', row.id)
      .order('id');
    expect(log.data?.map((e) => [e.action, e.title_after, e.actor_email])).toEqual([
      ['insert', 'Director 10000006', t.backend.admin.email],
      ['update', 'Director 10000006', t.backend.admin.email],
    ]);
    const changes = log.data?.[1]?.changes as Record<string, AuditChange> | null | undefined;
    expect(changes?.ceased_on).toEqual({ before: null, after: '2026-02-01' });
  });

  it('refuses a visitor and a signed-in non-admin in words', async () => {
    const anon = await t.anon().from('board_directors').insert(director('10000007'));
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const reader = await (await t.reader()).from('board_directors').insert(director('10000007'));
    expect([reader.status, reader.error?.message]).toEqual([
      403,
      'permission denied: only an administrator can change the Board of Directors',
    ]);
  });
});

describe('the committees', () => {
  async function committee(name: string) {
    const { data } = await admin.from('board_committees').select('*').eq('name', name).single();
    if (!data) throw new Error(`no ${name}`);
    return data;
  }
  const compose = (args: {
    committee: string;
    chair: string | null;
    members: string[];
    on: string;
    was?: { chair: string | null; members: string[] };
  }) =>
    admin.rpc('set_committee_composition', {
      target_committee: args.committee,
      // The generator types every argument as non-null; the function takes null as no chair.
      chair: args.chair as string,
      members: args.members,
      effective_on: args.on,
      expected_chair: (args.was?.chair ?? null) as string,
      expected_members: args.was?.members ?? [],
    });

  it('are the five the law names, until the company adds its own', async () => {
    const { data } = await t.anon().from('board_committees').select('name').order('display_order');
    expect(data?.map((c) => c.name)).toEqual([
      'Audit Committee',
      'Nomination and Remuneration Committee',
      'Stakeholders Relationship Committee',
      'Risk Management Committee',
      'Corporate Social Responsibility Committee',
    ]);
  });

  it('refuse a chair who is not among the members, in plain words', async () => {
    const audit = await committee('Audit Committee');
    const [a, b] = [await addDirector('20000001'), await addDirector('20000002')];
    const { error } = await compose({
      committee: audit.id,
      chair: a.id,
      members: [b.id],
      on: '2024-01-01',
    });
    expect([error?.code, error?.message]).toEqual([
      '23514',
      "The chair must be one of the committee's members: tick the chair among the members too.",
    ]);
  });

  it('end and begin terms from a date, keep the ended ones, and refuse a stale form', async () => {
    const nrc = await committee('Nomination and Remuneration Committee');
    const [a, b, c] = [
      await addDirector('20000003'),
      await addDirector('20000004'),
      await addDirector('20000005'),
    ];
    const first = await compose({
      committee: nrc.id,
      chair: a.id,
      members: [a.id, b.id],
      on: '2024-01-01',
    });
    expect(first.error).toBeNull();
    const was = { chair: a.id, members: [a.id, b.id] };
    const second = await compose({
      committee: nrc.id,
      chair: c.id,
      members: [a.id, c.id],
      on: '2025-06-01',
      was,
    });
    expect([second.error, second.data]).toEqual([null, 4]);
    const stale = await compose({
      committee: nrc.id,
      chair: b.id,
      members: [a.id, b.id],
      on: '2025-07-01',
      was,
    });
    expect([stale.status, stale.error?.code]).toEqual([409, 'PT409']);

    const { data } = await t
      .anon()
      .from('committee_members')
      .select('director_id, role, from_date, to_date')
      .eq('committee_id', nrc.id)
      .order('from_date')
      .order('role');
    const name = new Map([
      [a.id, 'a'],
      [b.id, 'b'],
      [c.id, 'c'],
    ]);
    expect(data?.map((m) => [name.get(m.director_id), m.role, m.from_date, m.to_date])).toEqual([
      ['a', 'chair', '2024-01-01', '2025-06-01'],
      ['b', 'member', '2024-01-01', '2025-06-01'],
      ['c', 'chair', '2025-06-01', null],
      ['a', 'member', '2025-06-01', null],
    ]);
  });

  it('end a director’s terms on the day the director ceases', async () => {
    const src = await committee('Stakeholders Relationship Committee');
    const d = await addDirector('20000006');
    expect(
      (await compose({ committee: src.id, chair: null, members: [d.id], on: '2024-02-01' })).error,
    ).toBeNull();
    const ceased = await admin
      .from('board_directors')
      .update({ ceased_on: '2026-03-31', cessation_reason: 'resignation', version: d.version })
      .eq('id', d.id);
    expect(ceased.error).toBeNull();
    const { data } = await admin
      .from('committee_members')
      .select('to_date')
      .eq('director_id', d.id);
    expect(data).toEqual([{ to_date: '2026-03-31' }]);
    const gone = await admin.from('board_directors').delete().eq('id', d.id);
    expect(gone.error?.message).toBe(
      'Director 20000006 has committee terms on record, so the row stays: a director who leaves is ceased, with the date and the reason.',
    );
  });

  it('refuse a director who is not on the Board on the date', async () => {
    const rmc = await committee('Risk Management Committee');
    const late = await addDirector('20000007', { appointed_on: '2026-01-01' });
    const { error } = await compose({
      committee: rmc.id,
      chair: null,
      members: [late.id],
      on: '2025-12-31',
    });
    expect(error?.message).toBe(
      'Only directors serving on 31 Dec 2025 can sit on the committee from that date; not: Director 20000007.',
    );
  });
});

describe('after the administrator enrols a second factor', () => {
  it('refuses her password-only writes, to directors and to committees, in words', async () => {
    const row = await addDirector('30000001');
    await enrolTotp(admin);
    const aal1 = await t.admin();
    const refused = await aal1
      .from('board_directors')
      .update({ designation: 'Chairman', version: row.version })
      .eq('id', row.id);
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'permission denied: confirm your two-factor code to change the Board of Directors',
    ]);
    const { data: csr } = await aal1
      .from('board_committees')
      .select('id')
      .eq('name', 'Corporate Social Responsibility Committee')
      .single();
    const compose = await aal1.rpc('set_committee_composition', {
      target_committee: csr?.id ?? '',
      chair: null as unknown as string,
      members: [row.id],
      effective_on: '2024-01-01',
      expected_chair: null as unknown as string,
      expected_members: [],
    });
    expect(compose.error?.message).toBe(
      'permission denied: confirm your two-factor code to change committee memberships',
    );
    const ok = await admin
      .from('board_directors')
      .update({ designation: 'Chairman', version: row.version })
      .eq('id', row.id);
    expect(ok.error).toBeNull();
  });
});
