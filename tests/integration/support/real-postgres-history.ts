/**
 * The company facts' history stays (supabase/migrations/20261128110100) on the real-Postgres lane:
 * a committee term, a rating, a director or an officer may be deleted within 24 hours of being
 * entered, and not after; a sample row always; and no API caller turns a row into a sample.
 */
import { describe, expect, it } from 'vitest';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS, type Caller } from './rls-matrix';

// The rows the facts checks seed (support/real-postgres-facts.ts).
const ROWS = [
  ['committee_members', '00000000-0000-4000-8000-00000000e001', 'This term on a committee'],
  ['credit_ratings', '00000000-0000-4000-8000-00000000a101', 'This rating'],
  ['board_directors', '00000000-0000-4000-8000-00000000d002', 'This director'],
  ['key_officers', '00000000-0000-4000-8000-00000000f001', 'This officer'],
] as const;

const SERVICE_ROLE: Caller = {
  name: 'service role',
  role: 'service_role' as Caller['role'],
  claims: { role: 'service_role' },
};

export function describeHistoryChecks(lane: DeskLane) {
  const admin = CALLERS.find((c) => c.name === 'admin aal2');

  /**
   * Dates the row as the owner's session may (created_at is the database's for API callers), then
   * runs `sql` as the caller; rolled back.
   */
  async function asAged(
    caller: Caller,
    table: string,
    id: string,
    changes: string,
    sql: string,
  ): Promise<{ count: number; code?: string; message?: string }> {
    const { client } = lane.pg();
    await client.query('begin');
    try {
      await client.query(`update public.${table} set ${changes} where id = $1`, [id]);
      await client.query(`set local role ${caller.role}`);
      await client.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(caller.claims),
      ]);
      const result = await client.query(sql, [id]);
      return { count: result.rowCount ?? 0 };
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      return { count: 0, code, message };
    } finally {
      await client.query('rollback');
    }
  }

  describe('the company facts’ history stays', () => {
    it.each(ROWS)('%s: deleted within a day of entry, kept after', async (table, id, what) => {
      if (!admin) throw new Error('no aal2 administrator in the matrix');
      const remove = `delete from public.${table} where id = $1`;
      const fresh = await asAged(
        admin,
        table,
        id,
        "created_at = now() - interval '23 hours'",
        remove,
      );
      const aged = await asAged(
        admin,
        table,
        id,
        "created_at = now() - interval '25 hours'",
        remove,
      );
      const byService = await asAged(
        SERVICE_ROLE,
        table,
        id,
        "created_at = now() - interval '3 days'",
        remove,
      );
      const sample = await asAged(
        admin,
        table,
        id,
        "created_at = now() - interval '3 days', is_sample = true",
        remove,
      );
      lane.check(
        [fresh.count, aged.code, byService.code, sample.count],
        [1, '23514', '23514', 1],
        4,
      );
      lane.check(
        aged.message,
        expect.stringMatching(
          new RegExp(
            `^${what} was entered on \\d{1,2} \\w{3} \\d{4} and is part of the record now, so it stays`,
          ),
        ),
      );
    });

    it.each(ROWS)('%s: no API caller makes a row a sample', async (table, id, what) => {
      if (!admin) throw new Error('no aal2 administrator in the matrix');
      const made = await asAged(
        admin,
        table,
        id,
        'is_sample = false',
        `update public.${table} set is_sample = true where id = $1`,
      );
      lane.check(
        [made.code, made.message],
        ['23514', `${what} is the company's own, not a sample: it cannot be marked as one.`],
        2,
      );
    });
  });
}
