import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceDocument } from '@/lib/compliance/types';
import type { DocumentTableName } from '@/lib/document-tables';
import { publicClient, type PublicReader } from '@/lib/public-client';
import { withRequestTimeout } from '@/lib/request-timeout';

/**
 * The live documents of `tables`, newest first, in one request to the all_documents view (whose
 * row-level security shows a visitor no archived row): what the Regulation 46 table's rows are
 * checked against with the desk's rules.
 */
export async function getClauseDocuments(
  tables: readonly DocumentTableName[],
  client: PublicReader = publicClient,
  signal?: AbortSignal,
): Promise<ComplianceDocument[]> {
  if (tables.length === 0) return [];
  return withRequestTimeout(signal, async (timed) => {
    const { data, error } = await client
      .from('all_documents')
      .select('id, category, document_title, view_download, document_date, created_at')
      .in('category', [...tables])
      .order('document_date', { ascending: false })
      .abortSignal(timed)
      // A view's columns are nullable to the generator; every document table's are not.
      .overrideTypes<
        {
          id: string;
          category: DocumentTableName;
          document_title: string;
          view_download: string;
          document_date: string;
          created_at: string;
        }[]
      >();
    if (error) throw new Error(error.message);
    return data.map(({ category, ...row }) => ({ ...row, table: category }));
  });
}

export function getClauseDocumentsQueryOptions(tables: readonly DocumentTableName[]) {
  return queryOptions({
    queryKey: ['clause-documents', ...tables] as const,
    queryFn: ({ signal }) => getClauseDocuments(tables, undefined, signal),
  });
}

export function useClauseDocuments(tables: readonly DocumentTableName[]) {
  return useQuery(getClauseDocumentsQueryOptions(tables));
}
