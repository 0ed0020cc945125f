import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getStatementYears } from '@/features/unclaimed-dividends/api/get-statement-years';
import type { IepfStatementRow } from '@/lib/database-rows';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '@/lib/database.types';
import { lookupUnclaimed } from '@/features/unclaimed-dividends/api/lookup-unclaimed';
import { makeClient, startTestBackend, type Client, type TestBackend } from './support/backend';
import { fetchFrom } from './support/local-address-fetch';

// The shareholder lookup and the administrator's import, through the real supabase-js against
// the embedded backend: who may import, all or nothing, a year replaced, exact matches only,
// bounded input, the throttle, and that nobody reads the rows except through the lookup.
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
// Each test starts with a fresh allowance; the throttle test sets its own.
beforeEach(async () => {
  await t.backend.db.exec(
    `delete from private.lookup_throttle; delete from private.lookup_throttle_overall;
     update private.lookup_throttle_settings set max_lookups = 30,
       max_lookups_per_minute_overall = 120, max_lookups_per_day_overall = 20000`,
  );
});

const row = (account: string, amount = 1250.5): IepfStatementRow => ({
  investor_name: 'Sample Investor',
  account,
  amount,
  proposed_transfer_date: '2026-10-30',
});

async function rowsOf(year: string) {
  const { rows } = await t.backend.db.query<{ n: number }>(
    'select count(*)::int as n from private.iepf_statement_rows where financial_year = $1',
    [year],
  );
  return rows[0]?.n;
}

describe('import_iepf_statement', () => {
  it('refuses a visitor and a signed-in non-admin', async () => {
    for (const client of [anon, reader]) {
      const { error } = await client.rpc('import_iepf_statement', {
        financial_year: '2018-19',
        statement_rows: [row('FOLIO0001')],
      });
      expect(error?.code).toBe('42501');
    }
    expect(await rowsOf('2018-19')).toBe(0);
  });

  it('imports a year, then replaces only that year on a second import, with an audit entry', async () => {
    const first = await admin.rpc('import_iepf_statement', {
      financial_year: '2018-19',
      statement_rows: [row('FOLIO0001'), row('IN300123-10000001'), row('1203450000000001')],
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ imported: 3, replaced: 0 });
    const other = await admin.rpc('import_iepf_statement', {
      financial_year: '2019-20',
      statement_rows: [row('FOLIO0001', 99)],
    });
    expect(other.data).toEqual({ imported: 1, replaced: 0 });
    const again = await admin.rpc('import_iepf_statement', {
      financial_year: '2018-19',
      statement_rows: [row('FOLIO0002'), row('FOLIO0003')],
    });
    expect(again.data).toEqual({ imported: 2, replaced: 3 });
    expect(await rowsOf('2018-19')).toBe(2);
    expect(await rowsOf('2019-20')).toBe(1);

    const { data: entries } = await admin
      .from('audit_log')
      .select('table_name, row_id, title_after')
      .eq('table_name', 'iepf_statement_rows')
      .order('id', { ascending: false })
      .limit(1);
    expect(entries?.[0]).toEqual({
      table_name: 'iepf_statement_rows',
      row_id: '2018-19',
      title_after: '2 rows imported for 2018-19; 3 earlier rows of that year replaced',
    });
    // The trail names the year and the count, never an account.
    expect(JSON.stringify(entries)).not.toMatch(/FOLIO/);
  });

  it('changes nothing when one row is bad, and names the row', async () => {
    await admin.rpc('import_iepf_statement', {
      financial_year: '2017-18',
      statement_rows: [row('KEEP0001')],
    });
    const { error } = await admin.rpc('import_iepf_statement', {
      financial_year: '2017-18',
      statement_rows: [row('NEW00001'), row('NEW00002'), row('bad folio!')],
    });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Row 3 of the statement is not valid: nothing was imported.');
    expect(await rowsOf('2017-18')).toBe(1);
  });

  it('refuses a malformed financial year', async () => {
    const { error } = await admin.rpc('import_iepf_statement', {
      financial_year: '2018-20',
      statement_rows: [row('FOLIO0001')],
    });
    expect([error?.code, error?.message]).toEqual([
      '22023',
      'The financial year must look like 2018-19.',
    ]);
  });
});

describe('iepf_statement_years', () => {
  it('tells the administrator how many rows each imported year has, and nothing else', async () => {
    await admin.rpc('import_iepf_statement', {
      financial_year: '2014-15',
      statement_rows: [row('YEAR0001'), row('YEAR0002')],
    });
    const years = await getStatementYears(admin);
    const year = years.find((y) => y.financial_year === '2014-15');
    expect(year).toMatchObject({ financial_year: '2014-15', row_count: 2 });
    expect(Object.keys(year ?? {}).sort()).toEqual(['financial_year', 'imported_at', 'row_count']);
    expect(years.some((y) => y.financial_year === '2013-14')).toBe(false);
  });

  it('refuses a visitor and a signed-in non-admin', async () => {
    for (const client of [anon, reader]) {
      const { error } = await client.rpc('iepf_statement_years');
      expect(error?.code).toBe('42501');
    }
  });
});

describe('lookup_unclaimed_dividends', () => {
  beforeAll(async () => {
    await admin.rpc('import_iepf_statement', {
      financial_year: '2016-17',
      statement_rows: [row('LOOK0001', 500), row('LOOK00011', 700), row('IN301234-20000002', 42)],
    });
  });

  it('answers a visitor with the exact matches only: year, amount, last date', async () => {
    const { data, error } = await anon.rpc('lookup_unclaimed_dividends', { account: 'look0001' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { financial_year: '2016-17', amount: 500, last_date_to_claim: '2026-10-30' },
    ]);
  });

  it('treats spaces and the hyphen of a DP ID-client ID as the same account', async () => {
    const { data } = await anon.rpc('lookup_unclaimed_dividends', {
      account: ' IN301234 20000002 ',
    });
    expect(data?.map((m) => m.amount)).toEqual([42]);
  });

  it('finds nothing for a prefix, a pattern or an unknown account', async () => {
    for (const account of ['LOOK', 'LOOK000', 'LOOK%', 'UNKNOWN1']) {
      const { data, error } = await anon.rpc('lookup_unclaimed_dividends', { account });
      if (error) expect(error.code).toBe('22023');
      else expect(data).toEqual([]);
    }
  });

  it.each([
    ['too short', 'AB1'],
    ['too long', 'A'.repeat(21)],
    ['far too long', 'A'.repeat(5000)],
    ['a quote', "LOOK0001' or '1'='1"],
    ['a wildcard', 'LOOK*'],
  ])('refuses %s input with 22023 and plain words', async (_name, account) => {
    const { data, error, status } = await anon.rpc('lookup_unclaimed_dividends', { account });
    expect(data).toBeNull();
    expect([error?.code, status]).toEqual(['22023', 400]);
    expect(error?.message).toBe(
      'Enter a folio number or DP ID-client ID of 4 to 20 letters and digits.',
    );
  });

  it('throttles a client past the limit with 429, and stores no identifier', async () => {
    await t.backend.db.exec('update private.lookup_throttle_settings set max_lookups = 3');
    for (let i = 0; i < 3; i++) {
      const { error } = await anon.rpc('lookup_unclaimed_dividends', { account: 'LOOK0001' });
      expect(error).toBeNull();
    }
    const { error, status } = await anon.rpc('lookup_unclaimed_dividends', {
      account: 'LOOK0001',
    });
    expect([error?.code, status]).toEqual(['PT429', 429]);
    const { rows } = await t.backend.db.query<{ row: string }>(
      'select to_jsonb(t)::text as row from private.lookup_throttle t',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).not.toMatch(/LOOK|127\.0\.0\.1/);
  });

  it('counts a caller who forges X-Forwarded-For and CF-Connecting-IP as the same client', async () => {
    await t.backend.db.exec('update private.lookup_throttle_settings set max_lookups = 3');
    const lookup = (n: number) =>
      makeClient(t.url, t.backend.anonKey, {
        'X-Forwarded-For': `203.0.113.${n}`,
        'CF-Connecting-IP': `198.51.100.${n}`,
      }).rpc('lookup_unclaimed_dividends', { account: 'LOOK0001' });
    for (let n = 1; n <= 3; n++) expect((await lookup(n)).error).toBeNull();
    const { error, status } = await lookup(4);
    expect([error?.code, status]).toEqual(['PT429', 429]);
  });

  // What the lookup would have given four addresses before: 30 each, 120 together, and a botnet
  // as many as it had addresses. Now everyone together shares a ceiling a minute (and a day).
  it('holds every address to one ceiling a minute, with a plain 429', async () => {
    await t.backend.db.exec(
      'update private.lookup_throttle_settings set max_lookups = 3, max_lookups_per_minute_overall = 5',
    );
    const from = (address: string) =>
      createClient<Database>(t.url, t.backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fetchFrom(address) },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
    const answers: (number | string)[] = [];
    for (const address of ['127.0.0.1', '127.0.0.2', '127.0.0.3', '127.0.0.4']) {
      for (let i = 0; i < 2; i++) {
        const { error, status } = await from(address).rpc('lookup_unclaimed_dividends', {
          account: 'LOOK0001',
        });
        answers.push(error ? `${status} ${error.message}` : status);
      }
    }
    const busy = '429 The lookup is busy just now. Please try again in a minute.';
    expect(answers).toEqual([200, 200, 200, 200, 200, busy, busy, busy]);
  });

  it('counts a day’s lookups by everyone together too', async () => {
    await t.backend.db.exec(
      'update private.lookup_throttle_settings set max_lookups_per_day_overall = 2',
    );
    for (let i = 0; i < 2; i++) {
      expect(
        (await anon.rpc('lookup_unclaimed_dividends', { account: 'LOOK0001' })).error,
      ).toBeNull();
    }
    const { error, status } = await anon.rpc('lookup_unclaimed_dividends', { account: 'LOOK0001' });
    expect([status, error?.code, error?.message]).toEqual([
      429,
      'PT429',
      'The lookup has answered as many requests as it can today. Please try again tomorrow.',
    ]);
    // The site's lookup shows the database's words, whichever limit refused.
    expect(await lookupUnclaimed('LOOK0001', anon)).toEqual({
      kind: 'throttled',
      message:
        'The lookup has answered as many requests as it can today. Please try again tomorrow.',
    });
  });

  // Hosted Supabase passes the client as CF-Connecting-IP (migration 20261126110000); IPv6 has no
  // second loopback address to test with, so the database function is called as PostgREST calls
  // it: as anon, with request.headers set.
  async function lookupAs(client: string) {
    try {
      await t.backend.db.transaction(async (tx) => {
        await tx.query(
          "select set_config('role', 'anon', true), set_config('request.headers', $1, true)",
          [JSON.stringify({ 'cf-connecting-ip': client })],
        );
        await tx.query("select * from public.lookup_unclaimed_dividends('LOOK0001')");
      });
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? 'error';
    }
  }

  it('counts every address of one IPv6 /64 as one client, and a mapped IPv4 as the IPv4', async () => {
    await t.backend.db.exec('update private.lookup_throttle_settings set max_lookups = 2');
    const sameNetwork = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:2:abcd::1'];
    expect([
      await lookupAs(sameNetwork[0] ?? ''),
      await lookupAs(sameNetwork[1] ?? ''),
      await lookupAs(sameNetwork[2] ?? ''),
      // The next /64 is another subscriber.
      await lookupAs('2001:db8:1:3::1'),
    ]).toEqual(['ok', 'ok', 'PT429', 'ok']);
    expect([
      await lookupAs('198.51.100.7'),
      await lookupAs('::ffff:198.51.100.7'),
      await lookupAs('::ffff:198.51.100.7'),
      await lookupAs('198.51.100.8'),
    ]).toEqual(['ok', 'ok', 'PT429', 'ok']);
  });

  it('lets no API role read the rows or the throttle directly', async () => {
    for (const client of [anon, reader, admin]) {
      const { error } = await client
        .schema('private' as 'public')
        .from('iepf_statement_rows' as 'policies')
        .select('*');
      expect(error).not.toBeNull();
    }
    const { rows } = await t.backend.db.query<{ role: string; readable: boolean }>(
      `select r as role, has_table_privilege(r, 'private.iepf_statement_rows', 'select') as readable
         from unnest(array['anon', 'authenticated']) as r`,
    );
    expect(rows.every((r) => !r.readable)).toBe(true);
  });
});
