/**
 * What the generated database types buy: the Supabase clients are typed with them, so a query
 * that names a column the schema lacks fails `npm run typecheck` (tsc checks this file; each
 * `@ts-expect-error` fails it if the error it expects goes away). At run time the checks below
 * only hold the app's row types to the generated ones.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  toAuditLogRows,
  toCategorisedRows,
  withCategory,
  type DocumentTableRow,
} from '@/lib/database-rows';
import type { Database, Tables } from '@/lib/database.types';
import type { DocumentTableName } from '@/lib/document-tables';
import { toInvestorEventRow } from '@/lib/investor-events';

type Client = SupabaseClient<Database>;

describe('the generated database types', () => {
  it('make a query on a column the schema lacks a type error', () => {
    const filter = (db: Client) =>
      // @ts-expect-error annual_report has no such column
      db.from('annual_report').select('id').eq('no_such_column', 1);
    const insert = (db: Client) =>
      db.from('annual_report').insert({
        document_title: 'A',
        view_download: 'https://example.com/a.pdf',
        // @ts-expect-error annual_report has no such column
        no_such_column: 1,
      });
    const read = (db: Client) => db.from('annual_report').select('id, no_such_column');
    type Read = NonNullable<Awaited<ReturnType<typeof read>>['data']>[number];
    // @ts-expect-error a read of a missing column is typed as an error, not as a row
    expectTypeOf<Read>().toEqualTypeOf<{ id: string; no_such_column: unknown }>();
    expect([filter, insert, read].every((query) => typeof query === 'function')).toBe(true);
  });

  it('give every document table the one row shape the app reads them by', () => {
    expectTypeOf<Tables<DocumentTableName>>().toEqualTypeOf<DocumentTableRow>();
  });
});

describe('rows narrowed where the generator cannot see the constraint', () => {
  const event: Tables<'investor_events'> = {
    id: 'e1',
    title: 'Board meeting',
    kind: 'board_meeting',
    starts_at: '2026-01-01T10:00:00+05:30',
    ends_at: null,
    place: null,
    link: null,
    purpose: null,
    document_links: [],
    cancelled_at: null,
    sequence: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };

  it('accepts an event kind from investor_events_kind_check and refuses any other', () => {
    expect(toInvestorEventRow(event).kind).toBe('board_meeting');
    expect(() => toInvestorEventRow({ ...event, kind: 'picnic' })).toThrow(
      'Unknown event kind: picnic',
    );
  });

  it('accepts an audit action from audit_log_action_check and refuses any other', () => {
    const row: Tables<'audit_log'> = {
      id: 1,
      occurred_at: '2026-01-01T00:00:00Z',
      actor_id: null,
      actor_email: null,
      actor_role: 'authenticated',
      action: 'text',
      table_name: 'policies',
      row_id: 'r1',
      title_before: null,
      title_after: null,
      link_before: null,
      link_after: null,
      detail: null,
    };
    expect(toAuditLogRows([row])[0]?.action).toBe('text');
    expect(() => toAuditLogRows([{ ...row, action: 'rename' }])).toThrow(
      'Unknown audit action: rename',
    );
  });

  it("keeps a view's rows whose category names a document table, typed so", () => {
    const rows = withCategory([
      { category: 'policies', latest_document_date: '2026-01-01' },
      { category: null, latest_document_date: null },
      { category: 'no_such_table', latest_document_date: null },
    ]);
    expectTypeOf<(typeof rows)[number]['category']>().toEqualTypeOf<DocumentTableName>();
    expect(rows).toEqual([{ category: 'policies', latest_document_date: '2026-01-01' }]);
  });

  it("puts back the NOT NULL a view's columns lose, and drops a row that lacks one", () => {
    const row = {
      id: 'd1',
      document_title: 'Annual Report 2025',
      view_download: 'https://example.com/a.pdf',
      created_at: '2026-01-01T00:00:00Z',
      document_date: '2026-01-01',
      file_size_bytes: null,
      category: 'annual_report',
    };
    const rows = toCategorisedRows([row, { ...row, id: null }, { ...row, category: 'x' }]);
    expectTypeOf<(typeof rows)[number]['id']>().toEqualTypeOf<string>();
    expect(rows).toEqual([row]);
  });
});
