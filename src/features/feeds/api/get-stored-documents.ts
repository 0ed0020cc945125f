import { publicClient, type PublicReader } from '@/lib/public-client';
import { isStoredDocumentPath } from '@/lib/storage-path';

/**
 * Rows per request: hosted Supabase answers at most 1,000 rows to one request unless the project
 * raises PostgREST's max-rows (Supabase docs, "API settings", Max rows), so the list is read in
 * pages of that size until one comes back short.
 */
const PAGE_ROWS = 1000;

export type StoredDocument = { path: string; created_at: string };

/**
 * The PDFs stored in the bucket for live documents: each live row (all_documents holds no
 * archived one) whose link is a stored path. A replaced file is not among them (its row now names
 * the new file; the old one only answers old links), nor is a link to another site.
 */
export async function getStoredDocuments(
  client: PublicReader = publicClient,
): Promise<StoredDocument[]> {
  const found: StoredDocument[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error, status } = await client
      .from('all_documents')
      .select('view_download, created_at, category, id')
      .order('category', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + PAGE_ROWS - 1)
      // A view's columns are nullable to the generator; these are the tables' NOT NULL ones.
      .overrideTypes<{ view_download: string; created_at: string }[]>();
    if (error) throw new Error(`${status}: ${error.message}`);
    for (const row of data) {
      if (isStoredDocumentPath(row.view_download)) {
        found.push({ path: row.view_download, created_at: row.created_at });
      }
    }
    if (data.length < PAGE_ROWS) return found;
  }
}
