import { beforeAll, describe, it } from 'vitest';
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
}
