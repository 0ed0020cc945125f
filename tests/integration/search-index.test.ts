/**
 * Search reads one table, private.document_search, that triggers on the 23 document tables keep
 * in step: a new document is found at once, an edit is found by its new title and no longer by
 * its old one, an archived document is never found and comes back with Restore, a purged one is
 * gone. These tests write through the real client as the administrator and search as visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentUpdate } from '@/lib/database-rows';
import type { DocumentTableName } from '@/lib/document-tables';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;
let anon: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  anon = t.anon();
  reader = await t.reader();
});
afterAll(() => t.stop());

const table: DocumentTableName = 'newspaper_publication';

async function add(title: string, documentDate = '2024-06-10') {
  const { data, error } = await admin
    .from(table)
    .insert({
      document_title: title,
      view_download: 'https://example.com/a.pdf',
      document_date: documentDate,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function update(id: string, values: DocumentUpdate) {
  const { data, error } = await admin.from(table).update(values).eq('id', id).select('id');
  if (error) throw new Error(error.message);
  expect(data).toHaveLength(1);
}

/** The rows a caller finds for `query` that are the document `id`. */
async function found(query: string, id: string, client: Client = anon) {
  const { data, error } = await client.rpc('search_documents', { search_query: query });
  expect(error).toBeNull();
  return (data ?? []).filter((r) => r.id === id);
}

describe('the search table follows the document tables', () => {
  it('finds a new document at once: by its words, a prefix and a typo', async () => {
    const id = await add('Publication of Quokka Results in Business Standard');
    expect(await found('quokka results', id)).toHaveLength(1);
    expect(await found('quok', id)).toHaveLength(1);
    expect(await found('quoka', id)).toHaveLength(1);
    expect((await found('quokka', id))[0]).toMatchObject({
      category: table,
      document_title: 'Publication of Quokka Results in Business Standard',
      document_date: '2024-06-10',
      view_download: 'https://example.com/a.pdf',
    });
  });

  it('finds an edited document by its new title, never by its old one, with its new values', async () => {
    const id = await add('Advertisement of Wombat Notice');
    await update(id, {
      document_title: 'Advertisement of Platypus Notice',
      document_date: '2024-06-01',
      view_download: 'https://example.com/b.pdf',
      file_size_bytes: 2048,
    });
    expect(await found('wombat', id)).toEqual([]);
    expect(await found('wombt', id)).toEqual([]);
    expect(await found('platypus', id)).toEqual([
      expect.objectContaining({
        document_title: 'Advertisement of Platypus Notice',
        document_date: '2024-06-01',
        view_download: 'https://example.com/b.pdf',
        file_size_bytes: 2048,
      }),
    ]);
    expect(await found('platypis', id)).toHaveLength(1);
  });

  it('never finds an archived document, for anyone, and finds it again once restored', async () => {
    const id = await add('Newspaper Advertisement Kangaroo Court Notice');
    await update(id, { archived_at: new Date().toISOString() });
    for (const client of [anon, reader, admin]) {
      expect(await found('kangaroo', id, client)).toEqual([]);
      expect(await found('kangar', id, client)).toEqual([]);
      expect(await found('kangaro court', id, client)).toEqual([]);
    }
    // An edit of an archived row keeps it out of search.
    await update(id, {
      document_title: 'Newspaper Advertisement Kangaroo Court Notice (corrected)',
    });
    expect(await found('kangaroo', id)).toEqual([]);

    await update(id, { archived_at: null });
    expect(await found('kangaroo', id)).toEqual([
      expect.objectContaining({
        document_title: 'Newspaper Advertisement Kangaroo Court Notice (corrected)',
      }),
    ]);
    expect(await found('kangaroo', id, reader)).toHaveLength(1);
  });

  it('forgets a purged document, and a live one a server script deletes directly', async () => {
    const archived = await add('Echidna Publication to be purged');
    await update(archived, { archived_at: new Date().toISOString() });
    const { error } = await admin.from(table).delete().eq('id', archived);
    expect(error).toBeNull();
    await add('Echidna Publication kept');

    const live = await add('Echidna Publication deleted while live');
    expect(await found('echidna', live)).toHaveLength(1);
    // The API refuses the admin a live row's delete; the service key (a script) may.
    const deleted = await t.service().from(table).delete().eq('id', live);
    expect(deleted.error).toBeNull();

    const { data } = await anon.rpc('search_documents', { search_query: 'echidna' });
    expect(data?.map((r) => r.document_title)).toEqual(['Echidna Publication kept']);
  });

  it('holds exactly the live documents of every table, with their values', async () => {
    const rows = async (sql: string) => (await t.backend.db.query(sql)).rows;
    const columns =
      'category, id, document_title, view_download, document_date, file_size_bytes, created_at';
    const index = await rows(
      `select ${columns} from private.document_search order by category, id`,
    );
    const live = await rows(`select ${columns} from public.all_documents order by category, id`);
    expect(index.length).toBeGreaterThan(0);
    expect(index).toEqual(live);
    // The words that typos are matched against: those of live titles, no more.
    const words = await rows('select word from private.document_search_words order by word');
    const liveWords = await rows(
      `select distinct w as word from public.all_documents, unnest(private.title_words(document_title)) as w order by word`,
    );
    expect(words).toEqual(liveWords);
    expect(words).toContainEqual({ word: 'platypus' });
    expect(words).not.toContainEqual({ word: 'wombat' });
  });

  it('empties a truncated table’s entries', async () => {
    await add('Numbat Publication before truncation');
    await t.backend.db.exec(`truncate public.${table}`);
    const { rows } = await t.backend.db.query<{ n: number }>(
      `select count(*)::int as n from private.document_search where category = '${table}'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('the search table in the catalog', () => {
  it('is readable only, by the API roles; row-level security is on; its trigger is not callable', async () => {
    const { rows } = await t.backend.db.query<Record<string, boolean>>(
      `select c.relrowsecurity as rls,
              has_table_privilege('anon', c.oid, 'select') as anon_reads,
              has_table_privilege('anon', c.oid, 'insert, update, delete, truncate') as anon_writes,
              has_table_privilege('authenticated', c.oid, 'insert, update, delete, truncate')
                as authenticated_writes,
              has_table_privilege('service_role', c.oid, 'insert, update, delete, truncate')
                as service_writes,
              has_function_privilege('anon', 'private.sync_document_search()', 'execute')
                as anon_runs_trigger,
              has_function_privilege('authenticated', 'private.sync_document_search()', 'execute')
                as authenticated_runs_trigger
         from pg_class c where c.oid = 'private.document_search'::regclass`,
    );
    expect(rows).toEqual([
      {
        rls: true,
        anon_reads: true,
        anon_writes: false,
        authenticated_writes: false,
        service_writes: false,
        anon_runs_trigger: false,
        authenticated_runs_trigger: false,
      },
    ]);
  });

  it('answers a visitor from its index (a policy that tested a column would rule it out)', async () => {
    const plan = await t.backend.db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'anon', true)");
      await tx.query('set local enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from private.document_search
          where search_vector @@ websearch_to_tsquery('english', 'annual report')`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Bitmap Index Scan on document_search_vector_idx');
  });
});
