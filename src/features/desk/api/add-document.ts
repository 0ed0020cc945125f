import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRow } from '@/lib/database-rows';
import { DOCUMENT_COLUMNS, type DocumentTableName } from '@/lib/document-tables';
import { supabase } from '@/lib/supabase';
import { AddDocumentError } from '../errors';
import { documentKeys } from '@/lib/document-query-keys';
import { removeDocumentFile } from './remove-document-file';
import type { DocumentsClient } from './types';
import { uploadDocument, type UploadDocumentOptions } from './upload-document';

export type DocumentSource = { kind: 'link'; url: string } | { kind: 'file'; file: File };

export type AddDocumentInput = {
  table: DocumentTableName;
  /**
   * The new row's id, chosen by the caller once per attempt (see newRowId). Sending the same
   * attempt twice (a double click, a retry after a lost answer) then writes one row, not two.
   */
  id?: string;
  title: string;
  /** The day the document is of (`YYYY-MM-DD`); the database's default (today) when absent. */
  documentDate?: string;
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

// Postgres' unique_violation, and PostgREST's answer to an access token past its expiry.
const UNIQUE_VIOLATION = '23505';
const JWT_EXPIRED = 'PGRST303';

/**
 * A random row id. crypto.randomUUID exists only in secure contexts (https, localhost); a demo
 * served over plain http on a network address still has crypto.getRandomValues.
 */
export function newRowId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Adds a document row, uploading its PDF first when it has one. The database's RLS decides who
 * may; the session check only gives a clearer message than the policy would. If the row cannot be
 * written after an upload, the file is removed so nothing is orphaned in storage.
 *
 * The row is written with the caller's id. If that id is already taken, an earlier send of this
 * same attempt got through (its answer was lost, or the button was pressed twice): the row that
 * is there is the result, and a second copy of the file is removed.
 */
export async function addDocument({
  table,
  id = newRowId(),
  title,
  documentDate,
  source,
  onUploadProgress,
  onUploaded,
  client = supabase,
  upload = uploadDocument,
}: AddDocumentOptions): Promise<DocumentRow> {
  // supabase-js refreshes an expired access token here when the refresh token is still good; when
  // it is not (revoked, signed out elsewhere), the session is gone and the admin must log in.
  const { data: sessionData, error: sessionError } = await client.auth.getSession();
  if (!sessionData.session) {
    if (sessionError && isAuthRetryableFetchError(sessionError)) {
      throw new AddDocumentError('insert', sessionError);
    }
    throw new AddDocumentError('no-session');
  }

  let uploadedPath: string | null = null;
  if (source.kind === 'file') {
    try {
      uploadedPath = await upload({ file: source.file, client, onProgress: onUploadProgress });
    } catch (error) {
      throw new AddDocumentError('upload', error);
    }
    onUploaded?.(uploadedPath);
  }

  const row = {
    id,
    document_title: title.trim(),
    view_download: uploadedPath ?? (source.kind === 'link' ? source.url.trim() : ''),
    // An upload's size is known exactly; a link's is not, and is left empty.
    file_size_bytes: source.kind === 'file' ? source.file.size : null,
    ...(documentDate ? { document_date: documentDate } : {}),
  };
  const insert = () => client.from(table).insert(row).select(DOCUMENT_COLUMNS).single();

  let { data, error } = await insert();
  if (error?.code === JWT_EXPIRED) {
    // The server found the token expired although this device's clock did not (a skewed
    // clock): refresh once and send the same row again, which the id makes safe.
    const { error: refreshError } = await client.auth.refreshSession();
    if (refreshError) {
      if (uploadedPath) await removeDocumentFile(client, uploadedPath);
      throw new AddDocumentError('no-session', refreshError);
    }
    ({ data, error } = await insert());
  }

  if (error?.code === UNIQUE_VIOLATION) {
    const existing = await findSameAttempt(client, table, row, source.kind);
    if (existing) {
      if (uploadedPath && uploadedPath !== existing.view_download) {
        await removeDocumentFile(client, uploadedPath);
      }
      return existing;
    }
  }
  if (error || !data) {
    if (uploadedPath) await removeDocumentFile(client, uploadedPath);
    throw new AddDocumentError('insert', error);
  }
  return data;
}

/**
 * The row already written under this id, if it is this attempt's: the same title, and for a link
 * the same link (an upload's copy has its own timestamped path, so only the title can match).
 */
async function findSameAttempt(
  client: DocumentsClient,
  table: DocumentTableName,
  row: { id: string; document_title: string; view_download: string },
  kind: DocumentSource['kind'],
): Promise<DocumentRow | null> {
  const { data } = await client.from(table).select(DOCUMENT_COLUMNS).eq('id', row.id).maybeSingle();
  if (!data || data.document_title !== row.document_title) return null;
  if (kind === 'link' && data.view_download !== row.view_download) return null;
  return data;
}

export function useAddDocument(table: DocumentTableName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<AddDocumentInput, 'table'>) => addDocument({ ...input, table }),
    onSuccess: () =>
      Promise.all([
        // The table and what is read from it apart (the shareholding figures' filed dates).
        queryClient.invalidateQueries({ queryKey: documentKeys.table(table) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.counts }),
      ]),
  });
}
