import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { archiveDocument } from '@/features/desk/api/archive-document';
import { getDocuments } from '@/features/documents/api/get-documents';
import { describeDeleteError } from '@/features/desk/errors';
import type { Database } from '@/lib/database.types';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let admin: Client;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
});
afterAll(() => t.stop());

const pdfFile = (name: string) => new File([pdfBlob(1024)], name, { type: 'application/pdf' });

async function storedNames(): Promise<string[]> {
  const { data, error } = await admin.storage.from(DOCUMENTS_BUCKET).list('investor_documents');
  if (error) throw error;
  return data.map((object) => `investor_documents/${object.name}`);
}

/**
 * The admin in a second tab whose next PATCH request first lets `beforeArchive` run: the other
 * tab's archive then lands just before this tab's own.
 */
async function adminWithHook(beforeArchive: () => Promise<void>): Promise<Client> {
  let pending: (() => Promise<void>) | null = beforeArchive;
  const client = createClient<Database>(t.url, t.backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: {
      fetch: async (input, init) => {
        if (init?.method === 'PATCH' && pending) {
          const run = pending;
          pending = null;
          await run();
        }
        return fetch(input, init);
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({
    email: t.backend.admin.email,
    password: t.backend.admin.password,
  });
  if (error) throw error;
  return client;
}

describe('a double-submitted add', () => {
  it('creates one row when the same attempt is sent twice at once, and both calls succeed', async () => {
    const id = randomUUID();
    const send = () =>
      addDocument({
        client: admin,
        table: 'policies',
        id,
        title: 'Insider Trading Code',
        source: { kind: 'link', url: 'https://example.com/insider.pdf' },
      });

    const [first, second] = await Promise.all([send(), send()]);

    expect(first.id).toBe(id);
    expect(second).toEqual(first);
    const rows = await getDocuments('policies', t.anon());
    expect(rows.filter((row) => row.document_title === 'Insider Trading Code')).toHaveLength(1);
  });

  it('creates one row when an attempt is sent again after it got through', async () => {
    const id = randomUUID();
    const input = {
      client: admin,
      table: 'mgt_mgt7',
      id,
      title: 'MGT-7 2023-24',
      source: { kind: 'link', url: 'https://example.com/mgt7.pdf' },
    } as const;
    const first = await addDocument(input);
    const again = await addDocument(input);
    expect(again).toEqual(first);
    expect(await getDocuments('mgt_mgt7', t.anon())).toHaveLength(1);
  });

  it('keeps one row and one stored file when an upload is sent twice at once', async () => {
    const id = randomUUID();
    const before = await storedNames();
    const send = (name: string) =>
      addDocument({
        client: admin,
        table: 'annual_report',
        id,
        title: 'Annual Report 2023-24',
        source: { kind: 'file', file: pdfFile(name) },
      });

    const [first, second] = await Promise.all([send('ar-a.pdf'), send('ar-b.pdf')]);

    expect(second).toEqual(first);
    expect(await getDocuments('annual_report', t.anon())).toHaveLength(1);
    const added = (await storedNames()).filter((name) => !before.includes(name));
    expect(added).toEqual([first.view_download]);
  });

  it('does not pass off a different document that has the same id as this one', async () => {
    const id = randomUUID();
    await addDocument({
      client: admin,
      table: 'board_meeting',
      id,
      title: 'Board meeting 1',
      source: { kind: 'link', url: 'https://example.com/b1.pdf' },
    });
    const error = await addDocument({
      client: admin,
      table: 'board_meeting',
      id,
      title: 'Board meeting 2',
      source: { kind: 'link', url: 'https://example.com/b2.pdf' },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'insert', cause: { code: '23505' } });
    const rows = await getDocuments('board_meeting', t.anon());
    expect(rows.map((row) => row.document_title)).toEqual(['Board meeting 1']);
  });
});

describe('deleting (archiving) a row that another tab already deleted', () => {
  const addRow = (title: string) =>
    addDocument({
      client: admin,
      table: 'corporate_announcement',
      title,
      source: { kind: 'link', url: 'https://example.com/announcement.pdf' },
    });

  it('reports nothing changed when it went before this tab looked', async () => {
    const row = await addRow('Gone before');
    const otherTab = await t.admin();
    await archiveDocument({ client: otherTab, table: 'corporate_announcement', id: row.id });

    const result = await archiveDocument({
      client: admin,
      table: 'corporate_announcement',
      id: row.id,
    });
    expect(result).toEqual({ changed: false });
  });

  it('reports nothing changed, not forbidden, when the other tab got there a moment before', async () => {
    const row = await addRow('Gone in between');
    const otherTab = await t.admin();
    const thisTab = await adminWithHook(async () => {
      await archiveDocument({ client: otherTab, table: 'corporate_announcement', id: row.id });
    });

    const result = await archiveDocument({
      client: thisTab,
      table: 'corporate_announcement',
      id: row.id,
    });

    expect(result).toEqual({ changed: false });
    expect(await getDocuments('corporate_announcement', t.anon())).not.toContainEqual(
      expect.objectContaining({ id: row.id }),
    );
  });

  it('still refuses a caller who may not delete, with the Unauthorized message', async () => {
    const row = await addRow('Still here');
    const error = await archiveDocument({
      client: await t.reader(),
      table: 'corporate_announcement',
      id: row.id,
    }).catch((e: unknown) => e);
    expect(describeDeleteError(error).title).toBe('Unauthorized');
    const rows = await getDocuments('corporate_announcement', t.anon());
    expect(rows.map((r) => r.id)).toContain(row.id);
  });
});
