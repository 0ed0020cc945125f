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
const period = (start: string, end: string) =>
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
