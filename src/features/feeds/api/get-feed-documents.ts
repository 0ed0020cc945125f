import type { CategorisedDocumentRow } from '@/lib/database-rows';
import { DOCUMENT_COLUMNS } from '@/lib/document-columns';
import { publicClient, type PublicReader } from '@/lib/public-client';

/** How many disclosures the Atom feed carries. */
export const FEED_DOCUMENT_COUNT = 50;

/**
 * The newest documents across every table, by when each was put on the site (a document of an
 * old date added today is news to a subscriber), then by id so that equal moments keep one order.
 * all_documents holds live rows only, and the build reads as a visitor, who sees no archived row
 * anyway. Read at build time only (src/entry-server.tsx), like the calendar's feed.
 */
export async function getFeedDocuments(
  client: PublicReader = publicClient,
  count: number = FEED_DOCUMENT_COUNT,
): Promise<CategorisedDocumentRow[]> {
  const { data, error, status } = await client
    .from('all_documents')
    .select(`${DOCUMENT_COLUMNS}, category`)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .limit(count)
    // A view's columns are nullable to the generator; these are the tables' NOT NULL ones.
    .overrideTypes<CategorisedDocumentRow[]>();
  if (error) throw new Error(`${status}: ${error.message}`);
  return data;
}
