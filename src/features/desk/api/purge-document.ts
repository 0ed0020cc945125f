import type { DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import { isStoredDocumentPath } from '@/lib/storage-path';
import { useRowMutation, type RowTarget } from './archive-document';
import { getFileLinks, type FileLink } from './get-file-links';
import { removeDocumentFiles } from './remove-document-file';

// Its own module: only the dashboard's archive purges, so a visitor's page never loads this.
export type KeptFile = { path: string; links: FileLink[] };
export type PurgeResult = { purged: boolean; removedFiles: string[]; keptFiles: KeptFile[] };

/**
 * Deletes an archived document for good, then every file it had: its current one and those kept
 * when it was replaced (public.replaced_files). Only archived rows are purged (the database refuses
 * a live one too), so a document on a public page always goes through the archive and its warning
 * first. The files go after the row, so no row ever points at a missing file; a file another
 * document or an event still links to stays, and the result names what links it (the database
 * refuses to remove it anyway, but the platform's Storage server would say only "database error").
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
  if (current === undefined) return { purged: false, removedFiles: [], keptFiles: [] };

  const { data: kept, error: keptError } = await db
    .from('replaced_files')
    .select('path')
    .eq('table_name', table)
    .eq('row_id', id);
  // The row is gone either way; a file that cannot be listed now stays listed for later.
  if (keptError) console.error(`Could not list the replaced files of ${id}:`, keptError.message);
  const paths = [current, ...(kept ?? []).map((file) => file.path)].filter(isStoredDocumentPath);
  let links = new Map<string, FileLink[]>();
  try {
    links = await getFileLinks(db, paths);
  } catch (linksError) {
    // Without the answer, the removal itself is the check: a linked file stays all the same.
    console.error('Could not ask which rows link the files:', linksError);
  }
  const keptFiles = paths.flatMap((path) => {
    const linking = links.get(path);
    return linking ? [{ path, links: linking }] : [];
  });
  const free = paths.filter((path) => !links.has(path));
  return { purged: true, removedFiles: await removeDocumentFiles(db, free), keptFiles };
}

export const usePurgeDocument = (table: DocumentTableName) => useRowMutation(table, purgeDocument);
