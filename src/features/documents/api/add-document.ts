import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database.types';
import type { DocumentTableName } from '@/lib/document-tables';
import { supabase } from '@/lib/supabase';
import { AddDocumentError } from '../errors';
import { documentKeys } from './query-keys';
import { removeDocumentFile } from './remove-document-file';
import type { DocumentsClient } from './types';
import { uploadDocument, type UploadDocumentOptions } from './upload-document';

export type DocumentSource = { kind: 'link'; url: string } | { kind: 'file'; file: File };

export type AddDocumentInput = {
  table: DocumentTableName;
  title: string;
  source: DocumentSource;
  onUploadProgress?: (percent: number) => void;
  /** Called once the file is stored, before the row is written (the 'Upload Successful' toast). */
  onUploaded?: (path: string) => void;
};

type AddDocumentOptions = AddDocumentInput & {
  client?: DocumentsClient;
  /** The uploader; replaceable so a test can make the insert fail after a real upload. */
  upload?: (options: UploadDocumentOptions) => Promise<string>;
};

/**
 * Adds a document row, uploading its PDF first when it has one. The database's RLS decides who
 * may; the session check only gives a clearer message than the policy would. If the row cannot be
 * written after an upload, the file is removed so nothing is orphaned in storage.
 */
export async function addDocument({
  table,
  title,
  source,
  onUploadProgress,
  onUploaded,
  client = supabase,
  upload = uploadDocument,
}: AddDocumentOptions): Promise<DocumentRow> {
  const { data: sessionData, error: sessionError } = await client.auth.getSession();
  if (sessionError || !sessionData.session) throw new AddDocumentError('no-session');

  let uploadedPath: string | null = null;
  if (source.kind === 'file') {
    try {
      uploadedPath = await upload({ file: source.file, client, onProgress: onUploadProgress });
    } catch (error) {
      throw new AddDocumentError('upload', error);
    }
    onUploaded?.(uploadedPath);
  }

  const { data, error } = await client
    .from(table)
    .insert({
      document_title: title.trim(),
      view_download: uploadedPath ?? (source.kind === 'link' ? source.url.trim() : ''),
    })
    .select('id, document_title, view_download, created_at')
    .single();

  if (error) {
    if (uploadedPath) await removeDocumentFile(client, uploadedPath);
    throw new AddDocumentError('insert', error);
  }
  return data;
}

export function useAddDocument(table: DocumentTableName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<AddDocumentInput, 'table'>) => addDocument({ ...input, table }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.table(table), exact: true }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]),
  });
}
