/**
 * Archive instead of delete: an archived document disappears from every public read at once
 * (its table, all_documents, search, the freshness dates), stays in the administrator's archive,
 * and comes back with Restore; purge deletes it for good, with its file, and only from the
 * archive. Only the administrator may do any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { archiveDocument, restoreDocument } from '@/features/desk/api/archive-document';
import { purgeDocument } from '@/features/desk/api/purge-document';
import { getArchivedDocuments } from '@/features/desk/api/get-archived-documents';
import { getDocumentSummary } from '@/features/desk/api/get-document-counts';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;
let reader: Client;
let adminId: string;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
  adminId = (await admin.auth.getUser()).data.user?.id ?? '';
});
afterAll(() => t.stop());

const table = 'corporate_announcement';

const addRow = (title: string, documentDate = '2024-05-02') =>
  addDocument({
    client: admin,
    table,
    title,
    documentDate,
    source: { kind: 'file', file: new File([pdfBlob(512)], 'a.pdf', { type: 'application/pdf' }) },
  });

/** What a visitor (or a signed-in non-admin) can find of the row, by every public road. */
async function visibleTo(client: Client, id: string, title: string) {
  const [own, all, search, dates] = await Promise.all([
    client.from(table).select('id').eq('id', id),
    client.from('all_documents').select('id').eq('id', id),
    client.rpc('search_documents', { search_query: title }),
    client.from('latest_document_dates').select('latest_document_date').eq('category', table),
  ]);
  return {
    table: (own.data ?? []).length,
    allDocuments: (all.data ?? []).length,
    search: (search.data ?? []).filter((r) => r.id === id).length,
    latest: dates.data?.[0]?.latest_document_date ?? null,
  };
}

describe('archiving a document', () => {
  it('hides it from visitors everywhere at once, keeps it for the admin, and restores it', async () => {
    const row = await addRow('Outcome of board meeting Zanzibar');
    const shown = { table: 1, allDocuments: 1, search: 1, latest: '2024-05-02' };
    expect(await visibleTo(t.anon(), row.id, 'Zanzibar')).toEqual(shown);

    expect(await archiveDocument({ client: admin, table, id: row.id })).toEqual({ changed: true });
    const hidden = { table: 0, allDocuments: 0, search: 0, latest: null };
    expect(await visibleTo(t.anon(), row.id, 'Zanzibar')).toEqual(hidden);
    // The dashboard's counts and freshness are the public's: for the admin too.
    const summary = await getDocumentSummary(admin);
    expect([summary.counts[table], summary.latest[table]]).toEqual([0, null]);
    expect(await visibleTo(reader, row.id, 'Zanzibar')).toEqual(hidden);
    // The file stays, so an archived disclosure can be restored exactly as it was.
    expect(await t.publicStatus(row.view_download)).toBe(200);

    const archive = await getArchivedDocuments(admin);
    const entry = archive.find((r) => r.id === row.id);
    expect(entry).toMatchObject({ category: table, archived_by: adminId });
    expect(Date.now() - Date.parse(entry?.archived_at ?? '')).toBeLessThan(60_000);
    expect(await getArchivedDocuments(reader)).toEqual([]);

    expect(await archiveDocument({ client: admin, table, id: row.id })).toEqual({ changed: false });
    expect(await restoreDocument({ client: admin, table, id: row.id })).toEqual({ changed: true });
    expect(await visibleTo(t.anon(), row.id, 'Zanzibar')).toEqual(shown);
    expect((await getArchivedDocuments(admin)).find((r) => r.id === row.id)).toBeUndefined();
    const restored = await getDocumentSummary(admin);
    expect([restored.counts[table], restored.latest[table]]).toEqual([1, '2024-05-02']);
  });

  it('stamps when and by whom on the server, whatever the client sends', async () => {
    const row = await addRow('Stamped announcement');
    const { data } = await admin
      .from(table)
      .update({ archived_at: '2001-01-01T00:00:00Z', archived_by: null } as never)
      .eq('id', row.id)
      .select('archived_at, archived_by')
      .single();
    expect(data?.archived_by).toBe(adminId);
    expect(Date.parse(data?.archived_at ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
    const born = await admin
      .from(table)
      .insert({
        document_title: 'Born archived?',
        view_download: 'https://example.com/x.pdf',
        archived_at: '2020-01-01T00:00:00Z',
      } as never)
      .select('archived_at')
      .single();
    expect(born.data?.archived_at).toBeNull();
  });

  it.each([
    ['a visitor', () => t.anon()],
    ['a signed-in non-admin', () => reader],
  ])('refuses archive, restore and purge from %s with 42501', async (_who, clientOf) => {
    const row = await addRow('Guarded announcement');
    const client = clientOf();
    await expect(archiveDocument({ client, table, id: row.id })).rejects.toMatchObject({
      code: '42501',
    });
    await archiveDocument({ client: admin, table, id: row.id });
    await expect(restoreDocument({ client, table, id: row.id })).rejects.toMatchObject({
      code: '42501',
    });
    await expect(purgeDocument({ client, table, id: row.id })).rejects.toMatchObject({
      code: '42501',
    });
    expect((await getArchivedDocuments(admin)).some((r) => r.id === row.id)).toBe(true);
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });
});

describe('purging a document', () => {
  it('deletes only an archived row, then its stored file', async () => {
    const row = await addRow('Purged announcement');
    expect(await purgeDocument({ client: admin, table, id: row.id })).toEqual({
      purged: false,
      removedFiles: [],
      keptFiles: [],
    });
    expect(await visibleTo(t.anon(), row.id, 'Purged').then((v) => v.table)).toBe(1);

    await archiveDocument({ client: admin, table, id: row.id });
    expect(await purgeDocument({ client: admin, table, id: row.id })).toEqual({
      purged: true,
      removedFiles: [row.view_download],
      keptFiles: [],
    });
    expect((await getArchivedDocuments(admin)).some((r) => r.id === row.id)).toBe(false);
    expect(await t.publicStatus(row.view_download)).not.toBe(200);
  });
});
