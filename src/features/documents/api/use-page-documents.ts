import { useQueries } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database-rows';
import type { DocumentTableName } from '@/lib/document-tables';
import { getDocumentsQueryOptions } from './get-documents';

/**
 * Every row of a page's tables once all have loaded, else null. The tables' own queries share
 * these (same keys), so this asks the server for nothing more.
 */
export function usePageDocuments(tables: DocumentTableName[]): DocumentRow[] | null {
  return useQueries({
    queries: tables.map((table) => getDocumentsQueryOptions(table)),
    combine: (results) =>
      results.every((r) => r.isSuccess) ? results.flatMap((r) => r.data ?? []) : null,
  });
}
