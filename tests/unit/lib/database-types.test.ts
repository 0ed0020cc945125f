/**
 * What the generated database types buy: the Supabase clients are typed with them, so a query
 * that names a column the schema lacks fails `npm run typecheck` (tsc checks this file; each
 * `@ts-expect-error` fails it if the error it expects goes away). The assertions are types:
 * their run does nothing, their type-check is the test.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  CategorisedDocumentRow,
  DocumentTableRow,
  SearchDocumentsResult,
} from '@/lib/database-rows';
import type { Database, Tables } from '@/lib/database.types';
import type { DocumentTableName } from '@/lib/document-tables';
import type { EventKindOverride, InvestorEventKind } from '@/lib/investor-events';

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
    expectTypeOf(filter).toBeFunction();
    expectTypeOf(insert).toBeFunction();
    expectTypeOf(read).toBeFunction();
  });

  it('give every document table the one row shape the app reads them by', () => {
    expectTypeOf<Tables<DocumentTableName>>().toEqualTypeOf<DocumentTableRow>();
  });
});

describe('what the queries say the database guarantees (overrideTypes)', () => {
  it('narrows only the columns it names, and keeps the generated type of the rest', () => {
    const read = (db: Client) =>
      db.from('investor_events').select('id, kind, ends_at').overrideTypes<EventKindOverride[]>();
    type Row = NonNullable<Awaited<ReturnType<typeof read>>['data']>[number];
    expectTypeOf<Row['kind']>().toEqualTypeOf<InvestorEventKind>();
    expectTypeOf<Row['ends_at']>().toEqualTypeOf<string | null>();
    // @ts-expect-error a column the query did not select is still not there
    expectTypeOf<Row['title']>().toEqualTypeOf<string>();
    expectTypeOf(read).toBeFunction();
  });

  it("gives a view's rows the NOT NULL of the tables under it, and a search hit its nulls", () => {
    expectTypeOf<CategorisedDocumentRow['document_title']>().toEqualTypeOf<string>();
    expectTypeOf<CategorisedDocumentRow['category']>().toEqualTypeOf<DocumentTableName>();
    expectTypeOf<SearchDocumentsResult['snippet']>().toEqualTypeOf<string | null>();
    expectTypeOf<SearchDocumentsResult['best_page']>().toEqualTypeOf<number | null>();
  });
});
