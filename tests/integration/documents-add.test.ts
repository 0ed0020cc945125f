import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDocument } from '@/features/desk/api/add-document';
import { getDocuments } from '@/features/documents/api/get-documents';
import { uploadDocument } from '@/features/desk/api/upload-document';
import { AddDocumentError, describeAddError } from '@/features/desk/errors';
import { isPermissionError } from '@/lib/request-errors';
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

const pdfFile = (name: string, size = 2048) =>
  new File([pdfBlob(size)], name, { type: 'application/pdf' });

async function storedFileStatus(path: string): Promise<number> {
  const url = t.anon().storage.from(DOCUMENTS_BUCKET).getPublicUrl(path).data.publicUrl;
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.status;
}

async function storedNames(): Promise<string[]> {
  const { data, error } = await admin.storage.from(DOCUMENTS_BUCKET).list('investor_documents');
  if (error) throw error;
  return data.map((object) => `investor_documents/${object.name}`);
}

describe('adding a document by link', () => {
  it('stores the row and lists it first, newest first, for a visitor', async () => {
    await addDocument({
      client: admin,
      table: 'policies',
      title: 'Code of Conduct',
      source: { kind: 'link', url: 'https://example.com/code.pdf' },
    });
    const row = await addDocument({
      client: admin,
      table: 'policies',
      title: '  Whistle Blower Policy  ',
      source: { kind: 'link', url: ' https://example.com/whistle.pdf ' },
    });
    expect(row).toMatchObject({
      document_title: 'Whistle Blower Policy',
      view_download: 'https://example.com/whistle.pdf',
    });

    const listed = await getDocuments('policies', t.anon());
    expect(listed.map((r) => r.document_title)).toEqual([
      'Whistle Blower Policy',
      'Code of Conduct',
    ]);
  });

  it('changes only the table it was added to', async () => {
    await addDocument({
      client: admin,
      table: 'investor_services_forms',
      title: 'Form ISR-1',
      source: { kind: 'link', url: 'https://example.com/isr-1.pdf' },
    });
    expect(await getDocuments('investor_services_circulars', t.anon())).toEqual([]);
    expect(await getDocuments('investor_services_forms', t.anon())).toHaveLength(1);
  });
});

describe('adding a document by upload', () => {
  it('uploads the PDF under investor_documents/ and stores that key as the link', async () => {
    const progress: number[] = [];
    let uploaded: string | null = null;
    const row = await addDocument({
      client: admin,
      table: 'annual_report',
      title: 'Annual Report 2024-25',
      source: { kind: 'file', file: pdfFile('Annual Report 2024-25.pdf') },
      onUploadProgress: (percent) => progress.push(percent),
      onUploaded: (path) => {
        uploaded = path;
      },
    });

    expect(row.view_download).toMatch(/^investor_documents\/\d+-Annual-Report-2024-25\.pdf$/);
    expect(uploaded).toBe(row.view_download);
    expect(progress.at(-1)).toBe(100);

    const url = t.anon().storage.from(DOCUMENTS_BUCKET).getPublicUrl(row.view_download)
      .data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 5))).toBe(
      '%PDF-',
    );
  });

  it('never overwrites a stored file', async () => {
    const now = Date.now();
    const first = await uploadDocument({ client: admin, file: pdfFile('same.pdf'), now });
    await expect(
      uploadDocument({ client: admin, file: pdfFile('same.pdf'), now }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/exists/i) });
    expect(await storedFileStatus(first)).toBe(200);
  });

  it('reports an upload refused by the bucket as an upload failure and writes no row', async () => {
    const error = await addDocument({
      client: admin,
      table: 'board_meeting',
      title: 'Too big',
      source: { kind: 'file', file: pdfFile('big.pdf', 11 * 1024 * 1024) },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddDocumentError);
    expect(describeAddError(error).title).toBe('Upload Failed');
    expect(await getDocuments('board_meeting', t.anon())).toEqual([]);
  });
});

describe('when the insert fails after an upload', () => {
  it('removes the uploaded file so nothing is orphaned', async () => {
    let uploaded = '';
    const error = await addDocument({
      client: admin,
      table: 'financial_report',
      // Blank after trimming: the table's check constraint rejects it after the upload.
      title: '   ',
      source: { kind: 'file', file: pdfFile('orphan.pdf') },
      onUploaded: (path) => {
        uploaded = path;
      },
    }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AddDocumentError);
    expect((error as AddDocumentError).reason).toBe('insert');
    expect(describeAddError(error).description).toMatch(/^Database error: /);
    expect(uploaded).toMatch(/^investor_documents\/\d+-orphan\.pdf$/);
    expect(await storedNames()).not.toContain(uploaded);
    expect(await storedFileStatus(uploaded)).not.toBe(200);
    expect(await getDocuments('financial_report', t.anon())).toEqual([]);
  });
});

describe('adding without the admin role', () => {
  it('asks a visitor to log in before anything is sent', async () => {
    const error = await addDocument({
      client: t.anon(),
      table: 'reports_certificates',
      title: 'Certificate',
      source: { kind: 'link', url: 'https://example.com/c.pdf' },
    }).catch((e: unknown) => e);
    expect(describeAddError(error).description).toBe('You must be logged in to add documents.');
  });

  it('is refused by the database for a visitor who bypasses the UI', async () => {
    const { error } = await t
      .anon()
      .from('newspaper_publication')
      .insert({ document_title: 'Forged', view_download: 'https://example.com/f.pdf' });
    expect(error).not.toBeNull();
    expect(isPermissionError(error)).toBe(true);
    expect(describeAddError(new AddDocumentError('insert', error)).description).toBe(
      'You do not have permission to add documents. Please check your login status.',
    );
    expect(await getDocuments('newspaper_publication', t.anon())).toEqual([]);
  });

  it('is refused by the database for a signed-in user who is not the admin', async () => {
    const error = await addDocument({
      client: reader,
      table: 'newspaper_publication',
      title: 'Forged',
      source: { kind: 'link', url: 'https://example.com/f.pdf' },
    }).catch((e: unknown) => e);
    expect(describeAddError(error).description).toBe(
      'You do not have permission to add documents. Please check your login status.',
    );
    expect(await getDocuments('newspaper_publication', t.anon())).toEqual([]);
  });

  it('refuses an upload by a signed-in user who is not the admin', async () => {
    const error = await addDocument({
      client: reader,
      table: 'newspaper_publication',
      title: 'Forged',
      source: { kind: 'file', file: pdfFile('forged.pdf') },
    }).catch((e: unknown) => e);
    expect(describeAddError(error).title).toBe('Upload Failed');
  });

  it('is refused by the database for a javascript: link even from the admin', async () => {
    const error = await addDocument({
      client: admin,
      table: 'policies',
      title: 'Sneaky',
      source: { kind: 'link', url: 'javascript:alert(1)' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddDocumentError);
    expect(describeAddError(error).description).toMatch(/^Database error: /);
  });
});
