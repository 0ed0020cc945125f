import { beforeAll, describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { EVENT_MATRIX } from './real-postgres-events';
import { CALLERS, OPS, type Op, type Outcome } from './rls-matrix';

/** A quarter whose twelve categories add up to its total, as a literal SQL row. */
const QUARTER_COLUMNS = `quarter_end, promoter_shares, mutual_fund_shares,
  foreign_portfolio_investor_shares, bank_shares, insurance_company_shares,
  other_institution_shares, government_shares, resident_individual_shares,
  bodies_corporate_shares, other_non_institution_shares, depository_receipt_shares,
  employee_trust_shares, total_shares`;
const quarter = (end: string) => `'${end}', 60, 5, 5, 1, 1, 1, 0, 20, 5, 2, 0, 0, 100`;

const DIVIDEND_COLUMNS =
  'financial_year, kind, amount_per_share, face_value, record_date, payment_date';

/**
 * The shareholding figures and the dividends, as every caller meets them on a real server:
 * everyone reads every row, only the administrator writes (at aal2 once a factor exists), a row
 * is deleted outright (no archive), the same matrix as the investor events. Each table's rule
 * that its figures hold together (the categories add up; a payment after the record date) is a
 * constraint the server checks whoever writes, the database's owner included.
 */
export function describeHoldingsChecks(lane: DeskLane) {
  let quarterId = '';
  let dividendId = '';
  beforeAll(async () => {
    const { client } = lane.pg();
    const q = await client.query<{ id: string }>(
      `insert into public.shareholding_quarters (${QUARTER_COLUMNS})
       values (${quarter('2020-03-31')}) returning id`,
    );
    quarterId = q.rows[0]?.id ?? '';
    const d = await client.query<{ id: string }>(
      `insert into public.dividends (${DIVIDEND_COLUMNS})
       values ('2019-20', 'final', 1.5, 10, '2020-09-18', '2020-10-16') returning id`,
    );
    dividendId = d.rows[0]?.id ?? '';
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it('shareholding_quarters: select, insert, update, delete', async () => {
      const sql: Record<Op, [string, unknown[]]> = {
        select: ['select count(*)::int as n from public.shareholding_quarters', []],
        insert: [
          `insert into public.shareholding_quarters (${QUARTER_COLUMNS})
           values (${quarter('2020-06-30')})`,
          [],
        ],
        update: [
          `update public.shareholding_quarters
              set promoter_shares = 61, resident_individual_shares = 19 where id = $1`,
          [quarterId],
        ],
        delete: ['delete from public.shareholding_quarters where id = $1', [quarterId]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) {
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, ...sql[op])));
      }
      lane.check(outcomes, EVENT_MATRIX[caller.name], OPS.length);
    });

    it('dividends: select, insert, update, delete', async () => {
      const sql: Record<Op, [string, unknown[]]> = {
        select: ['select count(*)::int as n from public.dividends', []],
        insert: [
          `insert into public.dividends (${DIVIDEND_COLUMNS})
           values ('2020-21', 'interim', 1, 10, '2020-11-20', '2020-12-04')`,
          [],
        ],
        update: ['update public.dividends set amount_per_share = 2 where id = $1', [dividendId]],
        delete: ['delete from public.dividends where id = $1', [dividendId]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) {
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, ...sql[op])));
      }
      lane.check(outcomes, EVENT_MATRIX[caller.name], OPS.length);
    });
  });

  it('the database’s owner cannot store a quarter that does not add up, nor a payment before its record date', async () => {
    const { client } = lane.pg();
    const refusals: string[] = [];
    for (const sql of [
      `insert into public.shareholding_quarters (${QUARTER_COLUMNS})
       values ('2020-09-30', 60, 5, 5, 1, 1, 1, 0, 20, 5, 2, 0, 0, 101)`,
      `insert into public.dividends (${DIVIDEND_COLUMNS})
       values ('2021-22', 'final', 1, 10, '2022-09-16', '2022-09-01')`,
    ]) {
      await client.query('begin');
      try {
        await client.query(sql);
        refusals.push('stored');
      } catch (error) {
        refusals.push((error as { constraint?: string }).constraint ?? String(error));
      } finally {
        await client.query('rollback');
      }
    }
    lane.check(refusals, ['shareholding_quarters_total_check', 'dividends_payment_date_check']);
  });
}
