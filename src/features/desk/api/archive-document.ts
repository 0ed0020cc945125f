import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import { documentKeys } from '@/lib/document-query-keys';
import type { DocumentsClient } from './types';

export type RowTarget = { table: DocumentTableName; id: string; client?: DocumentsClient };

/** What happened: `changed` is false when another tab or admin got there first. */
export type ArchiveResult = { changed: boolean };

/**
 * Moves a document to the archive: the row stays (Regulation 30(8) wants disclosures kept), and
 * row-level security hides it from visitors at once. The database stamps when and by whom; the
 * value sent only says "archive it". Only a live row is archived, so a second click is a no-op.
 * A caller who may not is refused by the database with 42501, which reaches the UI as is.
 */
export async function archiveDocument({ table, id, client }: RowTarget): Promise<ArchiveResult> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from(table)
    .update({ archived_at: new Date().toISOString() })
    .eq('id', id)
    .is('archived_at', null)
    .select('id');
  if (error) throw error;
  return { changed: data.length > 0 };
}

/** Brings an archived document back to the public pages, with its link and date unchanged. */
export async function restoreDocument({ table, id, client }: RowTarget): Promise<ArchiveResult> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from(table)
    .update({ archived_at: null })
    .eq('id', id)
    .not('archived_at', 'is', null)
    .select('id');
  if (error) throw error;
  return { changed: data.length > 0 };
}

export function useRowMutation<T>(
  table: DocumentTableName,
  run: (target: RowTarget) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => run({ table, id }),
    // Every list a row moves between: its page's table, the counts, the archive, the trail.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]),
  });
}

export const useArchiveDocument = (table: DocumentTableName) =>
  useRowMutation(table, archiveDocument);
export const useRestoreDocument = (table: DocumentTableName) =>
  useRowMutation(table, restoreDocument);
