import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentKeys } from '@/lib/document-query-keys';
import type { DocumentTableName } from '@/lib/document-tables';
import { publicClient, type PublicReader } from '@/lib/public-client';
import type { CategorisedDocumentRow } from '@/lib/database-rows';
import type { EvidenceDocument } from '@/lib/readiness/types';
import { toRequestError } from '@/lib/request-errors';
import { REQUEST_TIMEOUT_MS, timeoutSignal, type ReadOptions } from '@/lib/request-timeout';

// Hosted PostgREST caps a response (1000 rows by default), so the view is read in pages.
const PAGE_SIZE = 1000;

/**
 * The live documents of `tables` (title and date), from the all_documents view, which holds what
 * a visitor sees: an archived document counts for nothing, as on the pages.
 */
export async function getReadinessDocuments(
  tables: readonly DocumentTableName[],
  client: PublicReader = publicClient,
  { signal, timeoutMs = REQUEST_TIMEOUT_MS }: ReadOptions = {},
): Promise<EvidenceDocument[]> {
  const found: EvidenceDocument[] = [];
  if (tables.length === 0) return found;
  const timeout = timeoutSignal(timeoutMs, signal);
  try {
    for (let from = 0; ; from += PAGE_SIZE) {
      const { data, error, status } = await client
        .from('all_documents')
        .select('category, document_title, document_date')
        .in('category', [...tables])
        .order('id')
        .range(from, from + PAGE_SIZE - 1)
        .retry(false)
        .abortSignal(timeout.signal)
        // A view's columns are nullable to the generator; these are the tables' NOT NULL ones.
        .overrideTypes<
          Pick<CategorisedDocumentRow, 'category' | 'document_title' | 'document_date'>[]
        >();
      if (error) throw toRequestError(error, status, timeout.timedOut());
      for (const row of data) {
        found.push({ table: row.category, title: row.document_title, date: row.document_date });
      }
      if (data.length < PAGE_SIZE) return found;
    }
  } finally {
    timeout.clear();
  }
}

export function getReadinessDocumentsQueryOptions(tables: readonly DocumentTableName[]) {
  return queryOptions({
    // Under the counts' key, which every add, edit, archive and restore refreshes.
    queryKey: [...documentKeys.counts, 'readiness', ...tables] as const,
    queryFn: ({ signal }) => getReadinessDocuments(tables, publicClient, { signal }),
  });
}

export function useReadinessDocuments(tables: readonly DocumentTableName[]) {
  return useQuery(getReadinessDocumentsQueryOptions(tables));
}
