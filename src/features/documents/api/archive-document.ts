import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import { removeDocumentFiles } from './remove-document-file';
import { documentKeys } from './query-keys';
import type { DocumentsClient } from './types';
import { isStoredDocumentPath } from '../utils/storage-path';

type RowTarget = { table: DocumentTableName; id: string; client?: DocumentsClient };

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

export type PurgeResult = { purged: boolean; removedFiles: string[] };

/**
 * Deletes an archived document for good, then every file it had: its current one and those kept
 * when it was replaced (public.replaced_files). Only archived rows are purged (the database refuses
 * a live one too), so a document on a public page always goes through the archive and its warning
 * first. The files go after the row, so no row ever points at a missing file.
 */
export async function purgeDocument({ table, id, client }: RowTarget): Promise<PurgeResult> {
  const db = client ?? (await loadSupabase());
  const { data, error } = await db
    .from(table)
    .delete()
    .eq('id', id)
    .not('archived_at', 'is', null)
    .select('view_download');
  if (error) throw error;
  const current = data[0]?.view_download;
  if (current === undefined) return { purged: false, removedFiles: [] };

  const { data: kept, error: keptError } = await db
    .from('replaced_files')
    .select('path')
    .eq('table_name', table)
    .eq('row_id', id);
  // The row is gone either way; a file that cannot be listed now stays listed for later.
  if (keptError) console.error(`Could not list the replaced files of ${id}:`, keptError.message);
  const paths = [current, ...(kept ?? []).map((file) => file.path)].filter(isStoredDocumentPath);
  return { purged: true, removedFiles: await removeDocumentFiles(db, paths) };
}

function useRowMutation<T>(table: DocumentTableName, run: (target: RowTarget) => Promise<T>) {
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
export const usePurgeDocument = (table: DocumentTableName) => useRowMutation(table, purgeDocument);
