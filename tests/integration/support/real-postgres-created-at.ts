/**
 * created_at is the database's on every table the administrator writes (insert: now(); update:
 * the old value), whatever the API caller sends; and the audit trail shows every column a write
 * changed, so a change that the title and link columns do not show is still visible.
 */
import { describe, it } from 'vitest';
import { DOCUMENT_TABLES } from '@/lib/document-tables';
import type { DeskLane } from './real-postgres-desk';
import { CALLERS, type Caller } from './rls-matrix';

const PAST = '2000-01-01T00:00:00Z';
const FUTURE = '2099-01-01T00:00:00Z';

/** How to insert one valid row into each table with a created_at column, dated $1. */
const INSERTS: Record<string, string> = {
  ...Object.fromEntries(
    DOCUMENT_TABLES.map((t) => [
      t,
      `insert into public.${t} (document_title, view_download, created_at)
       values ('Dated', 'https://example.com/dated.pdf', $1) returning id, created_at = now() as fresh`,
    ]),
  ),
  investor_events: `insert into public.investor_events (title, kind, starts_at, created_at)
    values ('Dated event', 'other', '2027-05-03T05:30:00Z', $1) returning id, created_at = now() as fresh`,
  exchange_holidays: `insert into public.exchange_holidays (holiday_date, name, created_at)
    values ('2027-05-03', 'Dated holiday', $1) returning id, created_at = now() as fresh`,
};

const SERVICE: Caller = {
  name: 'service role',
  role: 'service_role' as Caller['role'],
  claims: { role: 'service_role' },
};

export function describeCreatedAtChecks(lane: DeskLane) {
  const client = () => lane.pg().client;
  const admin = CALLERS.find((c) => c.name === 'admin aal2');
  if (!admin) throw new Error('no admin caller');

  /** Inserts dated in the future, then updates to a date in the past, as `who`; rolled back. */
  async function tryToDate(who: Caller, table: string) {
    await client().query('begin');
    try {
      await client().query(`set local role ${who.role}`);
      await client().query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(who.claims),
      ]);
      const inserted = await client().query<{ id: string; fresh: boolean }>(INSERTS[table] ?? '', [
        FUTURE,
      ]);
      const id = inserted.rows[0]?.id;
      // A later request, at a later moment, backdates it.
      await client().query(
        `update public.${client().escapeIdentifier(table)} set created_at = $1 where id = $2`,
        [PAST, id],
      );
      const { rows } = await client().query<{ kept: boolean }>(
        `select created_at = now() as kept from public.${client().escapeIdentifier(table)}
          where id = $1`,
        [id],
      );
      return { insert: inserted.rows[0]?.fresh, update: rows[0]?.kept };
    } finally {
      await client().query('rollback');
    }
  }

  describe('created_at, the database’s', () => {
    it.each(Object.keys(INSERTS))('%s: set on insert and kept on update', async (table) => {
      for (const who of [admin, SERVICE]) {
        lane.check(
          { who: who.name, ...(await tryToDate(who, table)) },
          { who: who.name, insert: true, update: true },
        );
      }
    });

    it('a direct database session (migration, seed, SQL editor) may still date what it imports', async () => {
      const { rows } = await client().query<{ created_at: Date; id: string }>(
        `insert into public.policies (document_title, view_download, created_at)
         values ('Imported', 'https://example.com/imported.pdf', $1) returning id, created_at`,
        [PAST],
      );
      lane.check(rows[0]?.created_at.toISOString(), '2000-01-01T00:00:00.000Z');
      await client().query('delete from public.policies where id = $1', [rows[0]?.id]);
    });
  });

  describe('the audit trail shows every column a write changed', () => {
    it('an edit of the date and size only, before and after, and not the derived words', async () => {
      const id = lane.seeded.get('policies');
      await client().query('begin');
      try {
        await client().query('set local role authenticated');
        await client().query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(admin.claims),
        ]);
        await client().query(
          `update public.policies set document_date = '2024-01-31', file_size_bytes = 2048,
                  created_at = $2 where id = $1`,
          [id, PAST],
        );
        await client().query('reset role');
        const { rows } = await client().query<{
          title_before: string;
          title_after: string;
          changes: Record<string, { before: unknown; after: unknown }>;
        }>(
          `select title_before, title_after, changes from public.audit_log
            where row_id = $1 order by id desc limit 1`,
          [id],
        );
        const entry = rows[0];
        lane.check(entry?.title_before, entry?.title_after);
        lane.check(Object.keys(entry?.changes ?? {}).sort(), ['document_date', 'file_size_bytes']);
        lane.check(entry?.changes.file_size_bytes, { before: null, after: 2048 });
        lane.check(entry?.changes.document_date?.after, '2024-01-31');
      } finally {
        await client().query('rollback');
      }
    });
  });
}
