import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadDocument } from '@/features/desk/api/upload-document';
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { startTestBackend, type Client, type TestBackend } from './support/backend';

/*
 * In the browser uploadDocument sends the file with XMLHttpRequest, the only API that reports
 * upload progress. jsdom's XMLHttpRequest makes real HTTP requests (with CORS preflights, as a
 * browser would), so this runs that path against the embedded backend.
 */
type DomWindow = {
  XMLHttpRequest: typeof XMLHttpRequest;
  File: typeof File;
  close(): void;
};
type JsdomModule = { JSDOM: new (html: string, options: { url: string }) => { window: DomWindow } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;

let t: TestBackend;
let admin: Client;
let dom: DomWindow;

beforeAll(async () => {
  t = await startTestBackend({ seed: false });
  admin = await t.admin();
  dom = new JSDOM('', { url: 'http://localhost:5173/investor/financial-reports' }).window;
  globalThis.XMLHttpRequest = dom.XMLHttpRequest;
});
afterAll(async () => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
  dom.close();
  await t.stop();
});

function pdfFile(name: string, size: number) {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new dom.File([bytes], name, { type: 'application/pdf' });
}

const endpoint = () => ({ storageUrl: `${t.url}/storage/v1`, apiKey: t.backend.anonKey });

describe('uploading with XMLHttpRequest', () => {
  it('reports progress up to 100 and stores the PDF with cache control, publicly readable', async () => {
    const progress: number[] = [];
    const path = await uploadDocument({
      client: admin,
      file: pdfFile('Board Meeting Outcome.pdf', 256 * 1024),
      endpoint: endpoint(),
      onProgress: (percent) => progress.push(percent),
    });

    expect(path).toMatch(/^investor_documents\/\d+-Board-Meeting-Outcome\.pdf$/);
    // jsdom fires xhr.upload progress once the body is sent; the uploader then confirms 100.
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const url = admin.storage.from(DOCUMENTS_BUCKET).getPublicUrl(path).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect((await response.arrayBuffer()).byteLength).toBe(256 * 1024);
  });

  it('does not overwrite an existing file', async () => {
    const now = Date.now();
    await uploadDocument({ client: admin, file: pdfFile('x.pdf', 64), endpoint: endpoint(), now });
    await expect(
      uploadDocument({ client: admin, file: pdfFile('x.pdf', 64), endpoint: endpoint(), now }),
    ).rejects.toThrow(/exists/i);
  });

  it("fails with the backend's message for a visitor", async () => {
    await expect(
      uploadDocument({ client: t.anon(), file: pdfFile('anon.pdf', 64), endpoint: endpoint() }),
    ).rejects.toThrow(/row-level security/);
  });
});
