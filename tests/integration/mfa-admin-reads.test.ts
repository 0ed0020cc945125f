import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';
import { enrolTotp } from './support/mfa';

// Once the administrator has a verified factor, a password alone (aal1) reads nothing that only
// the administrator may read: not the audit trail, the archive, the kept files, the text
// statuses or the bucket's file list. What a visitor reads, it still reads. The database decides.
let t: TestBackend;
let strong: Client;
let weak: Client;
const folder = `investor_documents/reads-${Date.now()}`;
const kept = `${folder}/first.pdf`;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  // Before enrolment, the administrator works at aal1: a live, an archived and a replaced
  // document, a file, and a text read for search.
  const admin = await t.admin();
  const rows = await admin
    .from('annual_report')
    .insert([
      { document_title: 'Live report', view_download: 'https://example.com/live.pdf' },
      { document_title: 'Archived report', view_download: 'https://example.com/old.pdf' },
      { document_title: 'Replaced report', view_download: kept },
    ])
    .select('id, document_title');
  if (rows.error) throw rows.error;
  const id = (title: string) => rows.data.find((r) => r.document_title === title)?.id ?? '';
  for (const [update, title] of [
    [{ archived_at: new Date().toISOString() }, 'Archived report'],
    [{ view_download: `${folder}/second.pdf` }, 'Replaced report'],
  ] as const) {
    const { error } = await admin.from('annual_report').update(update).eq('id', id(title));
    if (error) throw error;
  }
  const upload = await admin.storage.from(DOCUMENTS_BUCKET).upload(`${folder}/a.pdf`, pdfBlob());
  if (upload.error) throw upload.error;
  const text = await admin.rpc('save_document_text', {
    target_category: 'annual_report',
    target_id: id('Live report'),
    page_texts: ['Revenue from operations'],
    extraction_status: 'searchable',
  });
  if (text.error) throw text.error;
  // Then she enrols: this session is at aal2, a new password sign-in at aal1.
  await enrolTotp(admin);
  strong = admin;
  weak = await t.admin();
}, 120_000);
afterAll(() => t.stop());

const titles = async (client: Client) =>
  ((await client.from('annual_report').select('document_title')).data ?? [])
    .map((r) => r.document_title)
    .sort();

describe('what only the administrator reads, once she has a verified factor', () => {
  it('the audit trail: nothing at aal1, every entry at aal2', async () => {
    const atAal1 = await weak.from('audit_log').select('*');
    expect(atAal1.error).toBeNull();
    expect(atAal1.data).toEqual([]);
    const atAal2 = await strong.from('audit_log').select('actor_email');
    expect(atAal2.data?.length).toBeGreaterThanOrEqual(6);
    expect(atAal2.data?.[0]?.actor_email).toBe(t.backend.admin.email);
  });

  it('the archive: at aal1 only what a visitor sees; at aal2 the archived document too', async () => {
    const live = ['Live report', 'Replaced report'];
    expect(await titles(t.anon())).toEqual(live);
    expect(await titles(weak)).toEqual(live);
    expect(await titles(strong)).toEqual(['Archived report', ...live]);
  });

  it('the kept files of replaced documents', async () => {
    expect((await weak.from('replaced_files').select('path')).data).toEqual([]);
    expect((await strong.from('replaced_files').select('path')).data).toEqual([{ path: kept }]);
  });

  it('the text statuses: refused in plain words at aal1, listed at aal2', async () => {
    const atAal1 = await weak.rpc('document_text_statuses');
    expect(atAal1.error?.code).toBe('42501');
    expect(atAal1.error?.message).toBe(
      'permission denied: confirm your two-factor code to see which documents were read for search',
    );
    const atAal2 = await strong.rpc('document_text_statuses');
    expect(atAal2.data?.map((s) => [s.document_title, s.status])).toEqual([
      ['Live report', 'searchable'],
    ]);
  });

  it('the bucket’s file list; its files stay public by their links', async () => {
    const list = (client: Client) => client.storage.from(DOCUMENTS_BUCKET).list(folder);
    expect((await list(weak)).data).toEqual([]);
    expect((await list(strong)).data?.map((o) => o.name)).toEqual(['a.pdf']);
    expect(await t.publicStatus(`${folder}/a.pdf`)).toBe(200);
  });

  it('lets the aal2 administrator upload, replace and remove a file as before', async () => {
    const bucket = strong.storage.from(DOCUMENTS_BUCKET);
    const name = `${folder}/b.pdf`;
    expect((await bucket.upload(name, pdfBlob())).error).toBeNull();
    expect((await bucket.upload(name, pdfBlob(128), { upsert: true })).error).toBeNull();
    expect((await weak.storage.from(DOCUMENTS_BUCKET).remove([name])).data).toEqual([]);
    expect((await bucket.remove([name])).data?.map((o) => o.name)).toEqual([name]);
    expect(await t.publicStatus(name)).toBe(404);
  });
});
