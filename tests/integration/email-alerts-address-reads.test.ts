/**
 * The alert subscribers' addresses are personal data: the desk reads them only through
 * alert_subscriber_addresses, which the database answers to the administrator alone and records,
 * in the same transaction, in the append-only audit trail (who, when, shown or downloaded, which
 * section, how many). A read that could not be recorded is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend';

let t: TestBackend;
const stamp = Date.now();
const results = `reads-results-${stamp}@example.com`;
const everything = `reads-all-${stamp}@example.com`;

beforeAll(async () => {
  t = await startTestBackend();
  await t.backend.db.query(
    `insert into private.alert_subscribers (email, status, sections, confirmed_at)
     values ($1, 'confirmed', array['results'], now()), ($2, 'confirmed', array['all'], now())`,
    [results, everything],
  );
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

type Entry = { action: string; actor_email: string | null; row_id: string; detail: string };

/** The audit entries about the addresses written after entry `after`. */
async function readsAfter(after: number): Promise<Entry[]> {
  const { rows } = await t.backend.db.query<Entry>(
    `select action, actor_email, row_id, detail from public.audit_log
      where table_name = 'alert_subscribers' and id > $1 order by id`,
    [after],
  );
  return rows;
}

async function lastEntry(): Promise<number> {
  const { rows } = await t.backend.db.query<{ id: number | null }>(
    'select max(id)::int as id from public.audit_log',
  );
  return rows[0]?.id ?? 0;
}

describe('who saw the alert subscribers’ addresses', () => {
  it('records each showing and each download with the administrator, section and count', async () => {
    const before = await lastEntry();
    const admin = await t.admin();
    const shown = await admin.rpc('alert_subscriber_addresses', { purpose: 'view' });
    expect(shown.error).toBeNull();
    expect(shown.data?.map((r) => r.email)).toEqual(expect.arrayContaining([results, everything]));
    const saved = await admin.rpc('alert_subscriber_addresses', {
      purpose: 'download',
      section: 'results',
    });
    expect(saved.data?.map((r) => r.email)).toEqual(expect.arrayContaining([results, everything]));

    const entries = await readsAfter(before);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'view', row_id: 'all' });
    expect(entries[0]?.detail).toBe(`all sections; ${shown.data?.length} addresses`);
    expect(entries[1]).toMatchObject({
      action: 'download',
      row_id: 'results',
      detail: `Financial results; ${saved.data?.length} addresses`,
    });
    expect(entries[0]?.actor_email).toMatch(/@/);
  });

  it('refuses anyone but the administrator, and records nothing for them', async () => {
    const before = await lastEntry();
    const reader = await (await t.reader()).rpc('alert_subscriber_addresses', { purpose: 'view' });
    expect(reader.error?.code).toBe('42501');
    const visitor = await t.anon().rpc('alert_subscriber_addresses', { purpose: 'view' });
    expect(visitor.error).not.toBeNull();
    expect(visitor.data).toBeNull();
    expect(await readsAfter(before)).toEqual([]);
  });

  it('refuses a read it could not record: a GET, which runs read-only', async () => {
    const before = await lastEntry();
    const { data, error } = await (
      await t.admin()
    ).rpc('alert_subscriber_addresses', { purpose: 'view' }, { get: true });
    // PostgREST's answer to a write in a read-only transaction (SQLSTATE 25006).
    expect(error?.code).toBe('25006');
    expect(data).toBeNull();
    expect(await readsAfter(before)).toEqual([]);
  });

  it('asks what the addresses are for, in words', async () => {
    const admin = await t.admin();
    const { error } = await admin.rpc('alert_subscriber_addresses', { purpose: 'peek' });
    expect(error?.message).toBe('Say whether the addresses are to be shown or downloaded.');
    const section = await admin.rpc('alert_subscriber_addresses', {
      purpose: 'view',
      section: 'gossip',
    });
    expect(section.error?.message).toBe('Choose a section from the list.');
  });
});
