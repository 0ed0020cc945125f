import { beforeAll, describe, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { EVENT_MATRIX } from './real-postgres-events';
import { CALLERS, OPS, type Op, type Outcome } from './rls-matrix';

/** The columns of a period with its figures (rupees), as a literal SQL row for a direct write. */
const COLUMNS = `period_kind, basis, audited, period_start, period_end, scale,
  revenue_from_operations, other_income, total_income, total_expenses, profit_before_tax,
  tax_expense, profit_for_period, other_comprehensive_income, basic_eps, diluted_eps,
  paid_up_capital, face_value`;
const figures = `'lakhs', 100000000, 1000000, 101000000, 80000000, 21000000, 5000000,
  16000000, 0, 1.6, 1.6, 100000000, 10`;

/** A period as the save function takes it: JSON, figures as text. */
const period = (start: string, end: string, over: Record<string, string> = {}) =>
  JSON.stringify([
    {
      period_kind: 'quarter',
      basis: 'consolidated',
      audited: false,
      period_start: start,
      period_end: end,
      scale: 'lakhs',
      revenue_from_operations: '100000000',
      other_income: '1000000',
      total_income: '101000000',
      total_expenses: '80000000',
      profit_before_tax: '21000000',
      tax_expense: '5000000',
      profit_for_period: '16000000',
      other_comprehensive_income: '0',
      basic_eps: '1.6',
      diluted_eps: '1.6',
      paid_up_capital: '100000000',
      face_value: '10',
      document_id: null,
      ...over,
    },
  ]);

/**
 * The results periods: everyone reads every period, only the administrator writes (at aal2 once
 * a factor exists), directly or through save_financial_results, which runs with the caller's
 * rights and so meets the same rules; a period is deleted outright (no archive).
 */
export function describeResultsChecks(lane: DeskLane) {
  let id = '';
  beforeAll(async () => {
    const { rows } = await lane.pg().client.query<{ id: string }>(
      `insert into public.financial_results (${COLUMNS})
       values ('quarter', 'standalone', false, '2020-04-01', '2020-06-30', ${figures}) returning id`,
    );
    id = rows[0]?.id ?? '';
  });

  describe.each(CALLERS)('as $name', (caller) => {
    it('financial_results: select, insert, update, delete', async () => {
      const sql: Record<Op, [string, unknown[]]> = {
        select: ['select count(*)::int as n from public.financial_results', []],
        insert: [
          `insert into public.financial_results (${COLUMNS})
           values ('quarter', 'standalone', false, '2020-07-01', '2020-09-30', ${figures})`,
          [],
        ],
        update: ['update public.financial_results set audited = true where id = $1', [id]],
        delete: ['delete from public.financial_results where id = $1', [id]],
      };
      const outcomes: (Outcome | string)[] = [];
      for (const op of OPS) {
        outcomes.push(lane.outcomeOf(op, await lane.attempt(caller, ...sql[op])));
      }
      lane.check(outcomes, EVENT_MATRIX[caller.name], OPS.length);
    });

    it('save_financial_results: the same rules as a direct write', async () => {
      const result = await lane.attempt(
        caller,
        `select (public.save_financial_results($1::jsonb) ->> 'added')::int as n`,
        [period('2020-10-01', '2020-12-31')],
      );
      const outcome = lane.outcomeOf('insert', {
        ...result,
        rowCount: result.n === 1 ? 1 : 0,
      });
      lane.check(outcome, EVENT_MATRIX[caller.name]?.[1]);
    });
  });

  it('refuses a July-to-June year and sums that do not add up, in words, and the constraints hold without the trigger', async () => {
    const admin = CALLERS.find((c) => c.name === 'admin aal2');
    if (!admin) throw new Error('no admin caller');
    const save = (json: string) =>
      lane.attempt(admin, `select public.save_financial_results($1::jsonb) as n`, [json]);
    const july = await save(period('2019-07-01', '2020-06-30', { period_kind: 'year' }));
    const sums = await save(
      period('2019-07-01', '2019-09-30', {
        revenue_from_operations: '500',
        other_income: '0',
        total_income: '1',
      }),
    );
    lane.check(
      [july.error?.code, july.error?.message, sums.error?.code, sums.error?.message],
      [
        '23514',
        "A year to date starts on 1 April, the first day of the financial year: 1 Jul 2019 to 30 Jun 2020 does not (the company's financial year runs April to March, section 2(41) of the Companies Act, 2013).",
        '23514',
        'Total income (₹1) is not revenue from operations (₹500) plus other income (₹0), which add up to ₹500.',
      ],
    );
    // The constraints are the backstop: with the trigger off, the table still refuses both.
    const { client } = lane.pg();
    const refusedBy: string[] = [];
    for (const values of [
      `'year', 'standalone', true, '2019-07-01', '2020-06-30', ${figures}`,
      `'quarter', 'standalone', false, '2019-07-01', '2019-09-30', 'lakhs', 500, 0, 1, 0, 1, 0, 1, 0, 1, 1, 100000000, 10`,
    ]) {
      await client.query('begin');
      try {
        await client.query(
          'alter table public.financial_results disable trigger prepare_financial_result',
        );
        await client.query(`insert into public.financial_results (${COLUMNS}) values (${values})`);
        refusedBy.push('saved');
      } catch (error) {
        refusedBy.push((error as { constraint?: string }).constraint ?? String(error));
      } finally {
        await client.query('rollback');
      }
    }
    lane.check(refusedBy, ['financial_results_year_check', 'financial_results_totals_check']);
  });

  it('save_financial_results runs with the caller’s rights, a fixed search path, and no anon grant', async () => {
    const { rows } = await lane.pg().client.query<Record<string, unknown>>(
      `select p.prosecdef as definer, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p where p.proname = 'save_financial_results'`,
    );
    lane.check(rows, [
      { definer: false, config: ['search_path=""'], anon: false, authenticated: true },
    ]);
  });
}
