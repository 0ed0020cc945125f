import { DOCUMENT_TABLES, DOCUMENTS_BUCKET, type DocumentTableName } from '@/lib/document-tables';
import { isStoredDocumentPath } from '@/lib/storage-path';
import type { PdfText } from '../utils/extract-pdf-text';
import { saveDocumentText } from './save-text';
import type { DocumentsClient } from './types';

/** A stored PDF whose text has not been read yet (uploaded before search read the text). */
export type UnindexedDocument = {
  table: DocumentTableName;
  id: string;
  title: string;
  path: string;
};

const PAGE = 1000;

export type IndexCounts = {
  searchable: number;
  noText: number;
  unreadable: number;
  failed: number;
};

/**
 * Every document with a stored PDF and no text status, archived ones included; with `again`,
 * every one with a stored PDF, to read afresh what an older reader stored (a word a ligature had
 * split into pieces).
 */
export async function findUnindexedDocuments(
  client: DocumentsClient,
  again = false,
): Promise<UnindexedDocument[]> {
  const { data: statuses, error } = await client.rpc('document_text_statuses');
  if (error) throw new Error(error.message);
  const known = new Set(statuses.map((s) => `${s.category}:${s.id}`));
  const found: UnindexedDocument[] = [];
  for (const table of DOCUMENT_TABLES) {
    // In pages: a hosted project answers at most 1,000 rows a request by default.
    for (let from = 0; ; from += PAGE) {
      const { data, error: readError } = await client
        .from(table)
        .select('id, document_title, view_download')
        .like('view_download', 'investor_documents/%')
        .order('id')
        .range(from, from + PAGE - 1);
      if (readError) throw new Error(readError.message);
      for (const row of data) {
        if (!isStoredDocumentPath(row.view_download)) continue;
        if (!again && known.has(`${table}:${row.id}`)) continue;
        found.push({ table, id: row.id, title: row.document_title, path: row.view_download });
      }
      if (data.length < PAGE) break;
    }
  }
  return found;
}

type IndexOptions = {
  client: DocumentsClient;
  /** The extraction: pdf.js in the browser's worker, or its legacy build in Node. */
  read: (bytes: Uint8Array) => Promise<PdfText>;
  onProgress?: (done: number, total: number, current: UnindexedDocument | null) => void;
  /** Read every stored PDF again, replacing the text stored before. */
  again?: boolean;
};

/**
 * Reads and stores the text of every document not yet indexed, one after another. A file that
 * cannot be fetched or saved is counted as failed and stays "not yet indexed" for a next run.
 */
export async function indexDocuments({ client, read, onProgress, again }: IndexOptions) {
  const pending = await findUnindexedDocuments(client, again);
  const counts: IndexCounts = { searchable: 0, noText: 0, unreadable: 0, failed: 0 };
  for (const [index, doc] of pending.entries()) {
    onProgress?.(index, pending.length, doc);
    try {
      const { data, error } = await client.storage.from(DOCUMENTS_BUCKET).download(doc.path);
      if (error) throw error;
      const text = await read(new Uint8Array(await data.arrayBuffer()));
      await saveDocumentText(doc.table, doc.id, text, client);
      if (text.status === 'searchable') counts.searchable += 1;
      else if (text.status === 'no_text') counts.noText += 1;
      else counts.unreadable += 1;
    } catch {
      counts.failed += 1;
    }
  }
  onProgress?.(pending.length, pending.length, null);
  return { total: pending.length, counts };
}
