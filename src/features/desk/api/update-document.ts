import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database-rows';
import { DOCUMENT_COLUMNS, type DocumentTableName } from '@/lib/document-tables';
import { supabase } from '@/lib/supabase';
import { AddDocumentError } from '../errors';
import type { DocumentSource } from './add-document';
import { documentKeys } from '@/lib/document-query-keys';
import { isStoredDocumentPath } from '@/lib/storage-path';
import { leaveReplacedNotice } from './leave-replaced-notice';
import { removeDocumentFile } from './remove-document-file';
import type { DocumentsClient } from './types';
import { uploadDocument, type UploadDocumentOptions } from './upload-document';

export type UpdateDocumentInput = {
  table: DocumentTableName;
  id: string;
  title: string;
  documentDate?: string;
  /** A new link or a corrected file; absent to keep the current one. */
  source?: DocumentSource;
  onUploadProgress?: (percent: number) => void;
};

type UpdateDocumentOptions = UpdateDocumentInput & {
  client?: DocumentsClient;
  /** The uploader; replaceable so a test can make a step fail half-way. */
  upload?: (options: UploadDocumentOptions) => Promise<string>;
  /** The site's origin, for the notice left at a replaced file's address. */
  siteUrl?: string;
};

/**
 * Edits a document and, when given one, replaces its link or file, in an order that never leaves
 * the row pointing at a missing file: the new file is stored first and the row is pointed at it in
 * one update. If the upload fails the row is untouched; if the update fails the new file is
 * removed and the row still points at the old one. The old file's address is not removed: a
 * notice takes its place (see leave-replaced-notice.ts), so links to it that are already out
 * there lead to the corrected file; the database lists it (public.replaced_files) and purging
 * the document removes it. The row keeps its id, so its place, date and audit
 * history stay with it.
 */
export async function updateDocument({
  table,
  id,
  title,
  documentDate,
  source,
  onUploadProgress,
  client = supabase,
  upload = uploadDocument,
  siteUrl = globalThis.location?.origin ?? '',
}: UpdateDocumentOptions): Promise<DocumentRow> {
  const { data: sessionData } = await client.auth.getSession();
  if (!sessionData.session) throw new AddDocumentError('no-session');

  const { data: current, error: readError } = await client
    .from(table)
    .select('view_download')
    .eq('id', id)
    .maybeSingle();
  if (readError) throw new AddDocumentError('insert', readError);
  if (!current) throw new AddDocumentError('insert', { message: 'The document no longer exists' });

  let uploadedPath: string | null = null;
  if (source?.kind === 'file') {
    try {
      uploadedPath = await upload({ file: source.file, client, onProgress: onUploadProgress });
    } catch (error) {
      throw new AddDocumentError('upload', error);
    }
  }

  const changes = {
    document_title: title.trim(),
    ...(documentDate ? { document_date: documentDate } : {}),
    ...(source
      ? {
          view_download: uploadedPath ?? (source.kind === 'link' ? source.url.trim() : ''),
          file_size_bytes: source.kind === 'file' ? source.file.size : null,
        }
      : {}),
  };
  const { data, error } = await client
    .from(table)
    .update(changes)
    .eq('id', id)
    .select(DOCUMENT_COLUMNS)
    .maybeSingle();
  if (error || !data) {
    if (uploadedPath) await removeDocumentFile(client, uploadedPath);
    throw new AddDocumentError(
      'insert',
      error ?? { message: 'The document was changed or removed meanwhile' },
    );
  }

  const oldPath = current.view_download;
  if (source && oldPath !== data.view_download && isStoredDocumentPath(oldPath)) {
    await leaveReplacedNotice({ client, table, oldPath, row: data, siteUrl });
  }
  return data;
}

export function useUpdateDocument(table: DocumentTableName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateDocumentInput, 'table'>) => updateDocument({ ...input, table }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]),
  });
}
