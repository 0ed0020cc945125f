/**
 * Search inside the documents through the real supabase-js against the embedded
 * backend: the administrator saves a document's page text, a visitor finds it by a word of any
 * page with that page and an escaped, marked snippet; Hindi words and typos; archived and
 * purged documents never appear; nobody but the administrator reads or writes the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument as addStoredDocument } from '@/features/desk/api/add-document';
import { storeDocumentText } from '@/features/desk/api/save-document-text';
import type { PdfText } from '@/features/desk/utils/extract-pdf-text';
import type { DocumentTableName } from '@/lib/document-tables';
import { pdfBlob, startTestBackend, type Client, type TestBackend } from './support/backend';

let t: TestBackend;
let anon: Client;
let admin: Client;

const PAGES = [
  'Directors report for the year. The company grew its exports.',
  'Notes to the accounts and the statement of cash flows.',
  'The board recommends a final dividend <script>alert(1)</script> & bonus of Rs 2 a share.',
];

async function addDocument(table: DocumentTableName, title: string): Promise<string> {
  const { data, error } = await admin
    .from(table)
    .insert({ document_title: title, view_download: 'https://example.com/a.pdf' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function saveText(table: DocumentTableName, id: string, pages: string[], client = admin) {
  return client.rpc('save_document_text', {
    target_category: table,
    target_id: id,
    page_texts: pages,
    extraction_status: 'searchable',
  });
}

async function search(query: string) {
  const { data, error } = await anon.rpc('search_documents', { search_query: query });
  expect(error).toBeNull();
  return data ?? [];
}

let reportId = '';
let hindiId = '';

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  anon = t.anon();
  admin = await t.admin();
  reportId = await addDocument('annual_report', 'Annual Report 2023-24');
  const saved = await saveText('annual_report', reportId, PAGES);
  expect(saved.error).toBeNull();
  hindiId = await addDocument('newspaper_publication', 'लाभांश की सूचना');
  expect(
    (await saveText('newspaper_publication', hindiId, ['वार्षिक आम बैठक प्रबंधन'])).error,
  ).toBeNull();
  await addDocument('annual_report', 'Dividend Distribution Policy');
});
afterAll(() => t.stop());

describe('search inside the documents', () => {
  it('finds a word from page 3 and names page 3 as the best page', async () => {
    const found = await search('recommends');
    const report = found.find((r) => r.id === reportId);
    expect(report?.best_page).toBe(3);
  });

  it('ranks a title match above a text match', async () => {
    const found = await search('dividend');
    expect(found.map((r) => r.document_title)).toEqual([
      'Dividend Distribution Policy',
      'Annual Report 2023-24',
    ]);
  });

  it('marks the matched word in an escaped snippet: the text cannot inject markup', async () => {
    const report = (await search('dividend')).find((r) => r.id === reportId);
    expect(report?.snippet).toContain('<mark>dividend</mark>');
    expect(report?.snippet).toContain('&lt;script&gt;');
    expect(report?.snippet).toContain('&amp;');
    expect(report?.snippet?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('finds a Hindi word of the text, with its page', async () => {
    const found = await search('प्रबंधन');
    expect(found.map((r) => [r.id, r.best_page])).toEqual([[hindiId, 1]]);
  });

  it('finds a Hindi title by a prefix and by a typo', async () => {
    expect((await search('लाभां')).map((r) => r.id)).toEqual([hindiId]);
    expect((await search('लाभाश')).map((r) => r.id)).toEqual([hindiId]);
  });

  it('never shows an archived document, shows it again once restored, and purge removes its text', async () => {
    const id = await addDocument('policies', 'Code of Conduct');
    expect((await saveText('policies', id, ['', '', 'zanzibar clause'])).error).toBeNull();
    expect((await search('zanzibar')).map((r) => r.best_page)).toEqual([3]);
    const archived = await admin
      .from('policies')
      .update({ archived_at: new Date().toISOString() })
      .eq('id', id);
    expect(archived.error).toBeNull();
    expect(await search('zanzibar')).toEqual([]);
    await admin.from('policies').update({ archived_at: null }).eq('id', id);
    expect((await search('zanzibar')).map((r) => r.best_page)).toEqual([3]);
    await admin.from('policies').update({ archived_at: new Date().toISOString() }).eq('id', id);
    expect((await admin.from('policies').delete().eq('id', id)).error).toBeNull();
    const { rows } = await t.backend.db.query<{ n: number }>(
      `select count(*)::int as n from private.document_pages where id = $1`,
      [id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('lets neither a visitor nor a signed-in reader read or write the text', async () => {
    const denied = await anon
      .schema('private' as 'public')
      .from('document_pages' as 'policies')
      .select();
    expect(denied.error).not.toBeNull();
    expect((await saveText('annual_report', reportId, ['x'], anon)).error?.code).toBe('42501');
    const reader = await t.reader();
    expect((await saveText('annual_report', reportId, ['x'], reader)).error?.code).toBe('42501');
    for (const role of ['anon', 'authenticated']) {
      const { rows } = await t.backend.db.query<{ can: boolean }>(
        `select has_table_privilege($1, 'private.document_pages', 'select') or
                has_table_privilege($1, 'private.document_text_status', 'select') as can`,
        [role],
      );
      expect(rows[0]?.can).toBe(role === 'authenticated');
    }
  });

  it('lists what was read, with titles, for the administrator only', async () => {
    const { data, error } = await admin.rpc('document_text_statuses');
    expect(error).toBeNull();
    expect(data?.find((r) => r.id === reportId)).toMatchObject({
      status: 'searchable',
      page_count: 3,
      document_title: 'Annual Report 2023-24',
    });
    expect((await anon.rpc('document_text_statuses')).error?.code).toBe('42501');
    expect((await (await t.reader()).rpc('document_text_statuses')).data).toEqual([]);
  });

  it("cuts a long page's snippet around the match, whole words only, still escaped", async () => {
    const filler = 'The statement of accounts was read and noted by the members present. ';
    const page = `${filler.repeat(40)}The ombudsman is named in a <b>bold</b> clause. ${filler.repeat(10)}`;
    const id = await addDocument('policies', 'Grievance Policy');
    expect((await saveText('policies', id, [page])).error).toBeNull();
    const found = (await search('ombudsman')).find((r) => r.id === id);
    expect(found?.snippet).toContain('<mark>ombudsman</mark>');
    expect(found?.snippet).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(found?.snippet?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    // A window of the page, not the page; starting and ending at whole words.
    expect(found?.snippet?.length).toBeLessThan(400);
    expect(page).toContain(found?.snippet?.replace(/<\/?mark>/g, '').split(' ')[0] + ' ');
  });

  it('gives a title match its best page, and marks a word written otherwise than typed', async () => {
    const filler = 'Members approved the accounts. ';
    const id = await addDocument('policies', 'Ombudsperson Policy');
    const pages = ['Nothing here.', `${filler.repeat(30)}Each policy is reviewed yearly.`];
    expect((await saveText('policies', id, pages)).error).toBeNull();
    // "policies" is the stem "polici"; the page says "policy".
    const found = (await search('policies')).find((r) => r.id === id);
    expect(found?.rank).toBeGreaterThanOrEqual(1.5); // a title match
    expect(found?.best_page).toBe(2);
    expect(found?.snippet).toContain('<mark>policy</mark>');
  });

  it('forgets the text when the row points at another file', async () => {
    const id = await addDocument('policies', 'Risk Policy');
    await saveText('policies', id, ['quokka']);
    await admin
      .from('policies')
      .update({ view_download: 'https://example.com/b.pdf' })
      .eq('id', id);
    expect(await search('quokka')).toEqual([]);
  });

  it('stores text with control characters stripped, and finds it by its words', async () => {
    const id = await addDocument('board_meeting', 'Board meeting notice');
    const saved = await saveText('board_meeting', id, [
      'Interim\u0007dividend\u001b on\r\nrecord\u007f date',
    ]);
    expect(saved.error).toBeNull();
    const { rows } = await t.backend.db.query<{ body: string }>(
      `select body from private.document_pages where id = $1`,
      [id],
    );
    expect(rows[0]?.body).toBe('Interim dividend  on \nrecord  date');
    expect((await search('interim dividend')).map((r) => r.id)).toContain(id);
    const nul = await saveText('board_meeting', id, ['a\u0000b']);
    expect(nul.error).not.toBeNull();
  });

  it('never returns raw markup from a text in a snippet, only escaped text and <mark>', async () => {
    const id = await addDocument('policies', 'Insider trading code');
    const markup =
      '<b>Closure</b> of <script>document.cookie</script> trading <img src=x onerror=alert(1)> window';
    expect((await saveText('policies', id, [markup])).error).toBeNull();
    for (const query of ['closure', 'trading window', 'window']) {
      const found = (await search(query)).find((r) => r.id === id);
      expect(found?.snippet, query).toBeTruthy();
      expect(found?.snippet?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it.each([
    ['punctuation only', '?!.,;:()[]{}<>-_/\\|"\''],
    ['10,000 characters', 'dividend '.repeat(1_112).slice(0, 10_000)],
    ['10,000 letters', 'x'.repeat(10_000)],
  ])('answers a query of %s cleanly, with no error', async (_what, query) => {
    const { data, error, status } = await anon.rpc('search_documents', { search_query: query });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(Array.isArray(data)).toBe(true);
  });

  it('keeps a document whose text could not be saved, and lists it as not yet searchable', async () => {
    const file = new File([pdfBlob(2048)], 'notice.pdf', { type: 'application/pdf' });
    const row = await addStoredDocument({
      client: admin,
      table: 'board_meeting',
      title: 'Notice of board meeting',
      source: { kind: 'file', file },
    });
    const text: PdfText = {
      status: 'searchable',
      pages: ['x'.repeat(10_001)],
      pageCount: 1,
      truncated: false,
    };
    const overCap = await storeDocumentText({
      table: 'board_meeting',
      id: row.id,
      file,
      text,
      client: admin,
    });
    expect(overCap.stored).toBe(false);
    const signedOut = await t.admin();
    await signedOut.auth.signOut();
    const revoked = await storeDocumentText({
      table: 'board_meeting',
      id: row.id,
      file,
      text: { ...text, pages: ['quarterly results'] },
      client: signedOut,
    });
    expect(revoked.stored).toBe(false);

    const kept = await admin.from('board_meeting').select('id, document_title').eq('id', row.id);
    expect(kept.data).toEqual([{ id: row.id, document_title: 'Notice of board meeting' }]);
    const { data: statuses } = await admin.rpc('document_text_statuses');
    expect(statuses?.some((s) => s.id === row.id)).toBe(false);
    expect(await search('quarterly')).toEqual([]);
    expect((await search('notice board meeting')).map((r) => r.id)).toContain(row.id);
  });
});
