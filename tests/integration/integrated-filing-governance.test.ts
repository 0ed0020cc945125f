import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

// The Integrated Filing (Governance) table is made as a copy of its sibling, the Integrated Filing
// (Financial): the same columns, constraints, indexes, grants, policies and triggers under its own
// names, and so the same behaviour (live rows public, archive hidden, search, latest disclosures,
// audit trail).
const TABLE = 'integrated_filing_governance';
const SIBLING = 'integrated_filing_financial';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

/** Rows of a catalog query with the table's name put in for `$1` and read back as `<table>`. */
async function shape(sql: string, table: string): Promise<string[]> {
  const { rows } = await t.backend.db.query<{ item: string }>(sql, [table]);
  return rows.map((r) => r.item.replaceAll(table, '<table>')).sort();
}

const CATALOG: Record<string, string> = {
  columns: `select column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as item
              from information_schema.columns where table_schema = 'public' and table_name = $1`,
  constraints: `select conname || ' ' || pg_get_constraintdef(oid) as item from pg_constraint
                 where conrelid = format('public.%I', $1::text)::regclass`,
  indexes: `select indexdef as item from pg_indexes where schemaname = 'public' and tablename = $1`,
  grants: `select grantee || ' ' || privilege_type as item from information_schema.role_table_grants
            where table_schema = 'public' and table_name = $1`,
  policies: `select policyname || ' ' || permissive || ' ' || cmd || ' ' || array_to_string(roles, ',')
                   || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '') as item
               from pg_policies where schemaname = 'public' and tablename = $1`,
  triggers: `select pg_get_triggerdef(oid) as item from pg_trigger
              where tgrelid = format('public.%I', $1::text)::regclass and not tgisinternal`,
  security: `select relrowsecurity::text || ' ' || relforcerowsecurity::text as item from pg_class
              where oid = format('public.%I', $1::text)::regclass`,
};

describe('the Integrated Filing (Governance) table', () => {
  it.each(Object.keys(CATALOG))('has its sibling’s %s, under its own names', async (kind) => {
    const sql = CATALOG[kind] ?? '';
    const mine = await shape(sql, TABLE);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine).toEqual(await shape(sql, SIBLING));
  });

  it('is on the list of document tables, last', async () => {
    const { rows } = await t.backend.db.query<{ names: string[] }>(
      'select private.document_table_names() as names',
    );
    expect(rows[0]?.names.at(-1)).toBe(TABLE);
  });

  it('takes the administrator’s filing, shows it to visitors, finds it, dates it and audits it', async () => {
    const title = 'Integrated filing (governance), quarter ended 30 September 2026';
    const added = await admin
      .from(TABLE)
      .insert({
        document_title: title,
        view_download: 'https://example.com/ifg-q2.pdf',
        document_date: '2026-10-28',
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const anon = t.anon();
    expect((await anon.from(TABLE).select('document_title')).data).toEqual([
      { document_title: title },
    ]);
    const found = await anon.rpc('search_documents', { search_query: 'integrated governance' });
    expect(found.data?.map((d) => d.category)).toContain(TABLE);
    const latest = await anon
      .from('latest_document_dates')
      .select('category, latest_document_date');
    expect(latest.data).toContainEqual({ category: TABLE, latest_document_date: '2026-10-28' });
    const audit = await admin
      .from('audit_log')
      .select('action, table_name, title_after')
      .eq('table_name', TABLE);
    expect(audit.data).toEqual([{ action: 'insert', table_name: TABLE, title_after: title }]);

    // Archived: gone for visitors, kept for the administrator; a reader may not add one.
    const id = added.data?.id ?? '';
    expect(
      (await admin.from(TABLE).update({ archived_at: new Date().toISOString() }).eq('id', id))
        .error,
    ).toBeNull();
    expect((await anon.from(TABLE).select('id')).data).toEqual([]);
    expect((await admin.from(TABLE).select('id')).data).toEqual([{ id }]);
    const reader = await t.reader();
    const refused = await reader
      .from(TABLE)
      .insert({ document_title: 'x', view_download: 'https://example.com/x.pdf' });
    expect(refused.status).toBe(403);
  });
});
