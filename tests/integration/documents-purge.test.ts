/**
 * Deleting for good: the database, not only the site, keeps a live disclosure from being purged
 * and a linked file from being removed; purging an archived document takes every file it ever
 * had (its current one and those kept when it was replaced), so nothing is left behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { archiveDocument } from '@/features/desk/api/archive-document';
import { purgeDocument } from '@/features/desk/api/purge-document';
import { getDocumentCounts } from '@/features/desk/api/get-document-counts';
import { getDocuments } from '@/features/documents/api/get-documents';
import { updateDocument } from '@/features/desk/api/update-document';
import { describeArchiveError } from '@/features/desk/errors';
import { DOCUMENTS_BUCKET, DOCUMENT_TABLES } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;
let reader: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  reader = await t.reader();
});
afterAll(() => t.stop());

const table = 'shareholding_pattern';
const pdfFile = (name: string) => new File([pdfBlob(1024)], name, { type: 'application/pdf' });

const uploadRow = (title: string) =>
  addDocument({ client: admin, table, title, source: { kind: 'file', file: pdfFile('a.pdf') } });

const liveIds = async () => (await getDocuments(table, t.anon())).map((row) => row.id);

describe('the database keeps live documents and linked files', () => {
  it('refuses the administrator a direct delete of a live row, in plain words', async () => {
    const row = await uploadRow('Q1 Shareholding');
    const { data, error } = await admin.from(table).delete().eq('id', row.id).select();
    expect(data).toBeNull();
    expect(error?.message).toBe(
      'Only an archived document can be deleted permanently: archive it first',
    );
    expect(await liveIds()).toContain(row.id);
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });

  it('refuses to remove a file that a live or an archived row links to', async () => {
    const row = await uploadRow('Q2 Shareholding');
    const bucket = admin.storage.from(DOCUMENTS_BUCKET);
    // As the platform's Storage server answers a trigger's refusal: its words withheld (the
    // desk asks public.file_links first, below).
    const whileLive = await bucket.remove([row.view_download]);
    expect(whileLive.error?.message).toBe('database error, code: P0001');
    expect(await t.publicStatus(row.view_download)).toBe(200);

    await archiveDocument({ client: admin, table, id: row.id });
    const whileArchived = await bucket.remove([row.view_download]);
    expect(whileArchived.error?.message).toBe('database error, code: P0001');
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });

  it('says which rows link a file, to the administrator only', async () => {
    const row = await uploadRow('Q4 Shareholding');
    await archiveDocument({ client: admin, table, id: row.id });
    const unlinked = 'investor_documents/nothing-links-here.pdf';
    const { data, error } = await admin.rpc('file_links', {
      file_paths: [row.view_download, unlinked],
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        file_path: row.view_download,
        place: table,
        title: 'Q4 Shareholding',
        archived: true,
        starts_at: null,
      },
    ]);
    const refused = await reader.rpc('file_links', { file_paths: [row.view_download] });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'permission denied: only an administrator can see what links to a stored file',
    ]);
  });
});

describe('purging an archived document', () => {
  it('deletes the row, then its file and every file it had before a replacement', async () => {
    const row = await uploadRow('Q3 Shareholding');
    const corrected = await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: 'Q3 Shareholding (corrected)',
      source: { kind: 'file', file: pdfFile('corrected.pdf') },
    });
    expect(await t.publicStatus(row.view_download)).toBe(200);

    await archiveDocument({ client: admin, table, id: row.id });
    const result = await purgeDocument({ client: admin, table, id: row.id });

    expect(result.purged).toBe(true);
    expect([...result.removedFiles].sort()).toEqual(
      [row.view_download, corrected.view_download].sort(),
    );
    expect(await t.publicStatus(row.view_download)).toBe(404);
    expect(await t.publicStatus(corrected.view_download)).toBe(404);
    const { data: kept } = await admin.from('replaced_files').select().eq('row_id', row.id);
    expect(kept).toEqual([]);
  });

  it('purges a linked document without touching storage', async () => {
    const row = await addDocument({
      client: admin,
      table: 'voting_results',
      title: 'AGM 2024 voting results',
      source: { kind: 'link', url: 'https://example.com/voting.pdf' },
    });
    await archiveDocument({ client: admin, table: 'voting_results', id: row.id });
    const result = await purgeDocument({ client: admin, table: 'voting_results', id: row.id });
    expect(result).toEqual({ purged: true, removedFiles: [], keptFiles: [] });
  });

  it('treats a row that is already gone as nothing to do', async () => {
    const result = await purgeDocument({
      client: admin,
      table: 'voting_results',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(result).toEqual({ purged: false, removedFiles: [], keptFiles: [] });
  });

  it.each([
    ['a visitor', () => t.anon()],
    ['a signed-in user who is not the admin', () => reader],
  ])('is refused for %s, keeping the row and its file', async (_who, client) => {
    const row = await uploadRow(`Kept ${Math.random().toString(36).slice(2)}`);
    await archiveDocument({ client: admin, table, id: row.id });

    const error = await purgeDocument({ client: client(), table, id: row.id })
      .then(() => null)
      .catch((e: unknown) => e);

    expect(describeArchiveError(error, 'delete documents').title).toBe('Unauthorized');
    const { data: archived } = await admin.from(table).select('id').eq('id', row.id);
    expect(archived).toHaveLength(1);
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });
});

describe('counting documents', () => {
  it('counts the rows of every table through the all_documents view', async () => {
    const counts = await getDocumentCounts(t.anon());
    expect(counts[table]).toBe((await liveIds()).length);
    expect(counts.policies).toBe(0);
    expect(Object.keys(counts)).toHaveLength(DOCUMENT_TABLES.length);
  });
});
