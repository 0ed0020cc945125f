import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentTableName } from '@/lib/document-tables';
import { loadSupabase } from '@/lib/load-supabase';
import { PermissionDeniedError } from '../errors';
import { isStoredDocumentPath } from '../utils/storage-path';
import { documentKeys } from './query-keys';
import { removeDocumentFile } from './remove-document-file';
import type { DocumentsClient } from './types';

export type DeleteDocumentResult = {
  /** False when the row was already gone. */
  deleted: boolean;
  /** The stored file that was removed with the row, if there was one. */
  removedFile: string | null;
};

/**
 * Deletes a row by id, then its uploaded file. The full client (auth, storage) is fetched on the
 * first delete unless the caller passes one: the table that offers Delete is also a visitor's
 * table, and visitors never download supabase-js. The row's link is read first because the file
 * can only be found through it once the row is gone. A row that is already gone (deleted in
 * another tab) is not an error: the result says so, and the list is refreshed all the same.
 */
export async function deleteDocument({
  table,
  id,
  client: givenClient,
}: {
  table: DocumentTableName;
  id: string;
  client?: DocumentsClient;
}): Promise<DeleteDocumentResult> {
  const client = givenClient ?? (await loadSupabase());
  const { data: existing, error: readError } = await client
    .from(table)
    .select('view_download')
    .eq('id', id)
    .maybeSingle();
  if (readError) throw readError;
  if (!existing) return { deleted: false, removedFile: null };

  const { data: deleted, error } = await client.from(table).delete().eq('id', id).select('id');
  if (error) throw error;
  if (deleted.length === 0) {
    // Zero rows deleted means one of two things: RLS hid the row from a caller who may not
    // delete it (PostgREST does not raise for that), or someone else deleted it a moment ago.
    // Reading it again tells them apart.
    const { data: still, error: rereadError } = await client
      .from(table)
      .select('id')
      .eq('id', id)
      .maybeSingle();
    if (rereadError) throw rereadError;
    if (!still) return { deleted: false, removedFile: null };
    throw new PermissionDeniedError();
  }

  const path = existing.view_download;
  if (!isStoredDocumentPath(path)) return { deleted: true, removedFile: null };
  const removed = await removeDocumentFile(client, path);
  return { deleted: true, removedFile: removed ? path : null };
}

export function useDeleteDocument(table: DocumentTableName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument({ table, id }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.table(table), exact: true }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]),
  });
}
