import type { DocumentTableName } from '@/lib/document-tables';
import type { PdfText } from '../utils/extract-pdf-text';
import type { DocumentsClient } from './types';

/**
 * Stores what was read for a document's current file (the database replaces what was there).
 * Apart from save-document-text.ts, which imports the browser's client: `npm run index-documents`
 * runs this in Node with its own (service-role) client, where the browser's environment is absent.
 */
export async function saveDocumentText(
  table: DocumentTableName,
  id: string,
  text: PdfText,
  client: DocumentsClient,
): Promise<void> {
  const { error } = await client.rpc('save_document_text', {
    target_category: table,
    target_id: id,
    page_texts: text.pages,
    extraction_status: text.status,
    page_count: text.pageCount,
    truncated: text.truncated,
  });
  if (error) throw new Error(error.message);
}
