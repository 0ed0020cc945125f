import { beforeAll, describe, expect, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS, type Outcome } from './rls-matrix';

/**
 * The IEPF statement rows (private.iepf_statement_rows): no API role reads or writes them
 * directly; the admin imports at aal2 once a factor exists; everyone may look up one account.
 * The years already imported, with their row counts, go to the admin under the import's rules.
 * [select the rows, import a year, look up an account, list the imported years]
 */
export const LOOKUP_MATRIX: Record<string, Outcome[]> = {
  anon: ['refused', 'refused', 'visible', 'refused'],
  'signed-in non-admin': ['refused', 'refused', 'visible', 'refused'],
  'admin aal1 (verified factor)': ['refused', 'refused', 'visible', 'refused'],
  'admin aal2': ['refused', 'allowed', 'visible', 'visible'],
  'admin aal1 (no factor)': ['refused', 'allowed', 'visible', 'visible'],
};

const IMPORT = `select public.import_iepf_statement('2015-16',
  '[{"investor_name":"Sample","account":"LANE0002","amount":10,"proposed_transfer_date":"2023-11-01"}]')
  ->> 'imported' as n`;

/** Declares the lookup's matrix inside the lane's describe block. */
export function describeLookupChecks(lane: DeskLane) {
  beforeAll(async () => {
    await lane.pg().client.query(
      `insert into private.iepf_statement_rows
         (financial_year, investor_name, account, amount, proposed_transfer_date)
       values ('2015-16', 'Seeded investor', 'LANE0001', 125.5, '2023-11-01')`,
    );
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it('IEPF statement rows: select, import, lookup, years', async () => {
      const select = await lane.attempt(
        caller,
        'select count(*)::int as n from private.iepf_statement_rows',
      );
      const imported = await lane.attempt(caller, IMPORT);
      const lookup = await lane.attempt(
        caller,
        "select count(*)::int as n from public.lookup_unclaimed_dividends('LANE0001')",
      );
      const years = await lane.attempt(
        caller,
        "select count(*)::int as n from public.iepf_statement_years() where financial_year = '2015-16'",
      );
      lane.check(
        [
          select.error?.code === '42501' ? 'refused' : lane.outcomeOf('select', select),
          imported.error?.code === '42501'
            ? 'refused'
            : (imported.error?.message ?? (Number(imported.n) === 1 ? 'allowed' : 'hidden')),
          lane.outcomeOf('select', lookup),
          years.error?.code === '42501' ? 'refused' : lane.outcomeOf('select', years),
        ],
        LOOKUP_MATRIX[caller.name],
        4,
      );
    });
  });

  // The throttle on the platform's privileges: one IPv6 /64 is one client, and everyone together
  // meets the minute's ceiling (migration 20261126110000). Called as PostgREST calls it: as anon,
  // with the request's headers in request.headers.
  it('throttles the lookup per IPv4 address or IPv6 /64, and for everyone together', async () => {
    const { client } = lane.pg();
    const lookup = async (address: string) => {
      await client.query('begin');
      try {
        await client.query('set local role anon');
        await client.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'cf-connecting-ip': address }),
        ]);
        await client.query("select * from public.lookup_unclaimed_dividends('LANE0001')");
        await client.query('commit');
        return 'ok';
      } catch (error) {
        await client.query('rollback');
        return (error as { code?: string }).code ?? 'error';
      }
    };
    await client.query(
      `delete from private.lookup_throttle; delete from private.lookup_throttle_overall;
       update private.lookup_throttle_settings set max_lookups = 2, max_lookups_per_minute_overall = 5`,
    );
    try {
      expect([
        await lookup('2001:db8:7:7::1'),
        await lookup('2001:db8:7:7:1::1'),
        await lookup('2001:db8:7:7:2::1'),
        await lookup('203.0.113.1'),
        await lookup('203.0.113.2'),
        await lookup('203.0.113.3'),
        await lookup('203.0.113.4'),
      ]).toEqual(['ok', 'ok', 'PT429', 'ok', 'ok', 'ok', 'PT429']);
    } finally {
      await client.query(
        `delete from private.lookup_throttle; delete from private.lookup_throttle_overall;
         update private.lookup_throttle_settings set max_lookups = 30,
           max_lookups_per_minute_overall = 120`,
      );
    }
  });
}
