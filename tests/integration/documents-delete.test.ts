import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/documents/api/add-document';
import { deleteDocument } from '@/features/documents/api/delete-document';
import { getDocumentCounts } from '@/features/documents/api/get-document-counts';
import { getDocuments } from '@/features/documents/api/get-documents';
import { describeDeleteError } from '@/features/documents/errors';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
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

const pdfFile = (name: string) => new File([pdfBlob(1024)], name, { type: 'application/pdf' });

async function publicStatus(path: string): Promise<number> {
  const url = t.anon().storage.from(DOCUMENTS_BUCKET).getPublicUrl(path).data.publicUrl;
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

const uploadRow = (title: string) =>
  addDocument({
    client: admin,
    table: 'shareholding_pattern',
    title,
    source: { kind: 'file', file: pdfFile(`${title}.pdf`) },
  });

describe('deleting a document', () => {
  it('deletes the row, then removes its stored file', async () => {
    const row = await uploadRow('Q1 Shareholding');
    expect(await publicStatus(row.view_download)).toBe(200);

    const result = await deleteDocument({
      client: admin,
      table: 'shareholding_pattern',
      id: row.id,
    });

    expect(result).toEqual({ deleted: true, removedFile: row.view_download });
    expect(await getDocuments('shareholding_pattern', t.anon())).toEqual([]);
    expect(await publicStatus(row.view_download)).not.toBe(200);
  });

  it('deletes a linked document without touching storage', async () => {
    const row = await addDocument({
      client: admin,
      table: 'voting_results',
      title: 'AGM 2024 voting results',
      source: { kind: 'link', url: 'https://example.com/voting.pdf' },
    });
    const result = await deleteDocument({ client: admin, table: 'voting_results', id: row.id });
    expect(result).toEqual({ deleted: true, removedFile: null });
    expect(await getDocuments('voting_results', t.anon())).toEqual([]);
  });

  it('treats a row that is already gone as nothing to do', async () => {
    const result = await deleteDocument({
      client: admin,
      table: 'voting_results',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(result).toEqual({ deleted: false, removedFile: null });
  });

  it.each([
    ['a visitor', () => t.anon()],
    ['a signed-in user who is not the admin', () => reader],
  ])('is refused for %s, keeping the row and its file', async (_who, client) => {
    const row = await uploadRow(`Kept ${Math.random().toString(36).slice(2)}`);

    const error = await deleteDocument({
      client: client(),
      table: 'shareholding_pattern',
      id: row.id,
    })
      .then(() => null)
      .catch((e: unknown) => e);

    expect(describeDeleteError(error)).toEqual({
      title: 'Unauthorized',
      description: 'You must be logged in to delete documents.',
    });
    const remaining = await getDocuments('shareholding_pattern', t.anon());
    expect(remaining.map((r) => r.id)).toContain(row.id);
    expect(await publicStatus(row.view_download)).toBe(200);
  });
});

describe('counting documents', () => {
  it('counts the rows of every table through the all_documents view', async () => {
    const counts = await getDocumentCounts(t.anon());
    const listed = await getDocuments('shareholding_pattern', t.anon());
    expect(counts.shareholding_pattern).toBe(listed.length);
    expect(counts.policies).toBe(0);
    expect(Object.keys(counts)).toHaveLength(23);
  });
});
