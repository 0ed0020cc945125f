import { useQuery } from '@tanstack/react-query';
import type { ComplianceDocument } from '@/lib/compliance/types';
import type { DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import type { EventsClient } from './events';

const COLUMNS = 'id, document_title, view_download, document_date, created_at';

/** What the calendar reads: the periodic tables by the documents' dates, the events' by when added. */
export type ComplianceDocumentQuery = {
  periodic: { tables: readonly DocumentTableName[]; since: string };
  events: { tables: readonly DocumentTableName[]; since: string | null };
};

/**
 * The live documents that can make a calendar item done: of the periodic tables, those dated
 * since the calendar's first period; of the events' tables, those added since the earliest shown
 * event was entered. At most 200 a table, newest first. Archived rows never count.
 */
export async function listComplianceDocuments(
  query: ComplianceDocumentQuery,
  client?: EventsClient,
): Promise<ComplianceDocument[]> {
  const db = client ?? (await loadSupabase());
  const read = async (
    table: DocumentTableName,
    column: 'document_date' | 'created_at',
    since: string,
  ) => {
    const { data, error } = await db
      .from(table)
      .select(COLUMNS)
      .is('archived_at', null)
      .gte(column, since)
      .order(column, { ascending: false })
      .limit(200);
    if (error) throw error;
    return data.map((row) => ({ ...row, table }));
  };
  const { periodic, events } = query;
  const lists = await Promise.all([
    ...periodic.tables.map((table) => read(table, 'document_date', periodic.since)),
    ...(events.since
      ? events.tables.map((table) => read(table, 'created_at', events.since ?? ''))
      : []),
  ]);
  return lists.flat();
}

export const useComplianceDocuments = (query: ComplianceDocumentQuery) =>
  useQuery({
    // Under the documents' own prefix, so the desk's document writes refresh it too.
    queryKey: ['documents', 'compliance', query],
    queryFn: () => listComplianceDocuments(query),
  });
