/**
 * A stored file that an investor event links to (its related documents: a notice, the outcome,
 * a presentation) stays in the bucket while the event links to it, as a document's file does:
 * the database refuses to remove it and names the event, so the calendar's link never answers 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { archiveDocument } from '@/features/desk/api/archive-document';
import { purgeDocument } from '@/features/desk/api/purge-document';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

async function eventLinking(title: string, path: string) {
  const { data, error } = await admin
    .from('investor_events')
    .insert({
      title,
      kind: 'board_meeting',
      starts_at: '2027-02-12T05:30:00Z',
      document_links: [path],
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

describe('a file an event links to', () => {
  it('cannot be removed while the event links to it, and the database names the event', async () => {
    const path = `investor_documents/outcome-${Date.now()}.pdf`;
    expect((await admin.storage.from(DOCUMENTS_BUCKET).upload(path, pdfBlob())).error).toBeNull();
    const id = await eventLinking('Board meeting on the audited results', path);

    // The Storage server withholds the guard's words (HTTP 500, "database error, code: P0001");
    // the desk asks the database which rows link the file instead.
    const refused = await fetch(`${t.url}/storage/v1/object/${DOCUMENTS_BUCKET}`, {
      method: 'DELETE',
      headers: {
        authorization: `Bearer ${(await admin.auth.getSession()).data.session?.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ prefixes: [path] }),
    });
    expect([refused.status, await refused.json()]).toEqual([
      500,
      {
        statusCode: '500',
        code: 'DatabaseError',
        error: 'DatabaseError',
        message: 'database error, code: P0001',
      },
    ]);
    const links = await admin.rpc('file_links', { file_paths: [path] });
    expect(links.data).toEqual([
      {
        file_path: path,
        place: 'investor_events',
        title: 'Board meeting on the audited results',
        archived: false,
        starts_at: '2027-02-12T05:30:00+00:00',
      },
    ]);
    expect(await t.publicStatus(path)).toBe(200);

    // Once the event no longer links to it, it may go.
    const unlinked = await admin
      .from('investor_events')
      .update({ document_links: [] })
      .eq('id', id);
    expect(unlinked.error).toBeNull();
    const removed = await admin.storage.from(DOCUMENTS_BUCKET).remove([path]);
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    expect(await t.publicStatus(path)).toBe(404);
  });

  it('stays when the document that shared it is purged', async () => {
    const file = new File([pdfBlob(1024)], 'outcome.pdf', { type: 'application/pdf' });
    const row = await addDocument({
      client: admin,
      table: 'corporate_announcement',
      title: 'Outcome of the board meeting',
      source: { kind: 'file', file },
    });
    await eventLinking('Board meeting, outcome shared', row.view_download);
    await archiveDocument({ client: admin, table: 'corporate_announcement', id: row.id });

    const purged = await purgeDocument({
      client: admin,
      table: 'corporate_announcement',
      id: row.id,
    });
    expect(purged).toEqual({
      purged: true,
      removedFiles: [],
      keptFiles: [
        {
          path: row.view_download,
          links: [
            {
              place: 'investor_events',
              title: 'Board meeting, outcome shared',
              archived: false,
              startsAt: '2027-02-12T05:30:00+00:00',
            },
          ],
        },
      ],
    });
    expect(await t.publicStatus(row.view_download)).toBe(200);
  });
});
