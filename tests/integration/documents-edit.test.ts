/**
 * Editing a document and replacing its file: the row keeps its id (so its place, date and
 * history stay), only the administrator may, and at no step does the row point at a file that
 * does not exist, even when the upload or the update fails half-way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { updateDocument } from '@/features/desk/api/update-document';
import { uploadDocument, type UploadDocumentOptions } from '@/features/desk/api/upload-document';
import { AddDocumentError } from '@/features/desk/errors';
import { DOCUMENTS_BUCKET, DOCUMENT_COLUMNS } from '@/lib/document-tables';
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

const table = 'financial_report';
const pdf = (name: string, size = 1024) =>
  new File([pdfBlob(size)], name, { type: 'application/pdf' });

/** The uploader the app uses, against this backend, remembering where it stored the file. */
function recordingUpload(stored: string[]) {
  return async (options: UploadDocumentOptions) => {
    const path = await uploadDocument({
      ...options,
      endpoint: { storageUrl: `${t.url}/storage/v1`, apiKey: t.backend.anonKey },
    });
    stored.push(path);
    return path;
  };
}

const rowAsVisitorSees = async (id: string) =>
  (await t.anon().from(table).select(DOCUMENT_COLUMNS).eq('id', id).single()).data;

const addUploaded = () =>
  addDocument({
    client: admin,
    table,
    title: 'Results Q2',
    documentDate: '2025-11-10',
    source: { kind: 'file', file: pdf('q2.pdf') },
    upload: recordingUpload([]),
  });

describe('editing a document', () => {
  it('changes the title and date in place, keeping the id and the file', async () => {
    const row = await addUploaded();
    const edited = await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: '  Results, quarter ended September 2025 ',
      documentDate: '2025-11-12',
    });
    expect(edited).toMatchObject({
      id: row.id,
      document_title: 'Results, quarter ended September 2025',
      document_date: '2025-11-12',
      view_download: row.view_download,
      created_at: row.created_at,
    });
    expect(await rowAsVisitorSees(row.id)).toEqual(edited);
  });

  it.each([
    ['a visitor', () => t.anon()],
    ['a signed-in non-admin', () => reader],
  ])('is refused for %s', async (_who, clientOf) => {
    const row = await addUploaded();
    const direct = await clientOf()
      .from(table)
      .update({ document_title: 'Hacked' })
      .eq('id', row.id);
    expect(direct.error?.code).toBe('42501');
    expect((await rowAsVisitorSees(row.id))?.document_title).toBe('Results Q2');
  });
});

describe('replacing the file', () => {
  it('points the row at the new file and leaves a notice at the old address that links to it', async () => {
    const row = await addUploaded();
    const stored: string[] = [];
    const edited = await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: 'Results Q2 (corrected)',
      source: { kind: 'file', file: pdf('q2-corrected.pdf', 4096) },
      upload: recordingUpload(stored),
      siteUrl: 'https://site.example',
    });
    expect(edited.view_download).toBe(stored[0]);
    expect(edited.file_size_bytes).toBe(4096);
    expect(await rowAsVisitorSees(row.id)).toEqual(edited);
    expect(await t.publicStatus(edited.view_download)).toBe(200);
    const notice = await t.publicText(row.view_download);
    expect(notice).toMatch(/^%PDF-1\.4\n/);
    expect(notice).toContain('(This document has been replaced)');
    expect(notice).toContain('(Results Q2 \\(corrected\\))');
    const newUrl = admin.storage.from(DOCUMENTS_BUCKET).getPublicUrl(edited.view_download);
    expect(notice).toContain(`/URI (${newUrl.data.publicUrl})`);
    expect(notice).toContain(`/URI (https://site.example/investor/financial-reports)`);
    const { data: kept } = await admin.from('replaced_files').select().eq('row_id', row.id);
    expect(kept).toEqual([expect.objectContaining({ path: row.view_download, table_name: table })]);
    // Only the administrator sees which files were kept.
    expect((await t.anon().from('replaced_files').select()).data ?? []).toEqual([]);
    expect((await reader.from('replaced_files').select()).data).toEqual([]);
  });

  it('does not let anyone, not even the administrator, write the list of kept files', async () => {
    const row = await addUploaded();
    const write = await admin
      .from('replaced_files')
      .insert({ path: row.view_download, table_name: table, row_id: row.id } as never);
    expect(write.error?.code).toBe('42501');
  });

  it('takes a kept file off the list when the row is pointed back at it', async () => {
    const row = await addUploaded();
    await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: 'Results Q2 (draft)',
      source: { kind: 'file', file: pdf('draft.pdf') },
      upload: recordingUpload([]),
    });
    await admin.from(table).update({ view_download: row.view_download }).eq('id', row.id);
    const { data: kept } = await admin.from('replaced_files').select('path').eq('row_id', row.id);
    expect(kept?.map((file) => file.path)).not.toContain(row.view_download);
    expect(kept).toHaveLength(1);
  });

  it('leaves the row and its file untouched when the upload fails', async () => {
    const row = await addUploaded();
    const failing = () => Promise.reject(new Error('network went away'));
    const error = await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: 'Never saved',
      source: { kind: 'file', file: pdf('new.pdf') },
      upload: failing,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddDocumentError);
    expect((error as AddDocumentError).reason).toBe('upload');
    expect(await rowAsVisitorSees(row.id)).toEqual(row);
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });

  it('removes the new file and keeps the old one when the update fails after the upload', async () => {
    const row = await addUploaded();
    const stored: string[] = [];
    // A title the database refuses (blank after trimming): the update fails after the upload.
    const error = await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: '   ',
      source: { kind: 'file', file: pdf('new.pdf') },
      upload: recordingUpload(stored),
    }).catch((e: unknown) => e);
    expect((error as AddDocumentError).reason).toBe('insert');
    expect(stored).toHaveLength(1);
    expect(await t.publicStatus(stored[0] ?? '')).toBe(404);
    expect(await rowAsVisitorSees(row.id)).toEqual(row);
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });

  it('removes the new file when a non-admin tries, and the old file stays linked', async () => {
    const row = await addUploaded();
    const error = await updateDocument({
      client: reader,
      table,
      id: row.id,
      title: 'Replaced by a reader',
      source: { kind: 'file', file: pdf('reader.pdf') },
      upload: recordingUpload([]),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddDocumentError);
    expect(await rowAsVisitorSees(row.id)).toEqual(row);
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });

  it('replaces a stored file with a link, leaving a notice at the old address that links to it', async () => {
    const row = await addUploaded();
    const edited = await updateDocument({
      client: admin,
      table,
      id: row.id,
      title: 'Results Q2 on the exchange',
      source: { kind: 'link', url: 'https://www.bseindia.com/results-q2.pdf' },
    });
    expect(edited).toMatchObject({
      view_download: 'https://www.bseindia.com/results-q2.pdf',
      file_size_bytes: null,
    });
    expect(await t.publicText(row.view_download)).toContain(
      '/URI (https://www.bseindia.com/results-q2.pdf)',
    );
  });
});
