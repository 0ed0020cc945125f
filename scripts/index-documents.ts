/**
 * Reads and stores the text of every stored PDF that search cannot read yet (uploaded before
 * the desk read text at upload), with the service-role key and the same extraction code as the administrator's
 * browser (pdf.js's legacy build here, in Node). Run it on your own machine:
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=... npm run index-documents
 *
 * It can be run again at any time: a document already read is skipped. With --again it reads
 * every stored PDF afresh, replacing the text kept before: run it once after an upgrade of the
 * reader (the one that made whole the words a ligature split, "O ffi cer" for "Officer").
 *
 *   SUPABASE_URL=... SUPABASE_SERVICE_ROLE_KEY=... npm run index-documents -- --again
 */
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { indexDocuments } from '../src/features/desk/api/index-documents';
import type { Database } from '../src/lib/database.types';
import type { DocumentsClient } from '../src/features/desk/api/types';
import { extractPdfText, type PdfJsModule } from '../src/features/desk/utils/extract-pdf-text';

/** pdf.js may call Promise.withResolvers, which Node 22 has; the project supports Node 20 too. */
function polyfillWithResolvers() {
  if ('withResolvers' in Promise) return;
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export async function loadNodePdfJs(): Promise<PdfJsModule> {
  polyfillWithResolvers();
  return (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJsModule;
}

export async function indexWithClient(
  client: DocumentsClient,
  log: (line: string) => void,
  again = false,
) {
  const pdfjs = await loadNodePdfJs();
  const result = await indexDocuments({
    client,
    again,
    read: (bytes) => extractPdfText(bytes, { pdfjs }),
    onProgress: (done, total, current) => {
      if (current) log(`${done + 1}/${total} ${current.table}: ${current.title}`);
    },
  });
  const { searchable, noText, unreadable, failed } = result.counts;
  log(
    `${result.total} read: ${searchable} searchable, ${noText} without text (scanned), ` +
      `${unreadable} unreadable, ${failed} failed (run again to retry)`,
  );
  return result;
}

async function main() {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.');
    process.exit(2);
  }
  const client = createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const again = process.argv.includes('--again');
  const { counts } = await indexWithClient(client, (line) => console.log(line), again);
  process.exit(counts.failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
