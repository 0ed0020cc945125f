// What every document table has in common, apart from the list of the tables
// (document-tables.ts): a page that reads one table loads this, and not every table's name.

/** The columns every read of a document table asks for: the whole row of `DocumentRow`. */
export const DOCUMENT_COLUMNS =
  'id, document_title, view_download, created_at, document_date, file_size_bytes' as const;

/** The storage bucket for uploaded PDFs; stored paths start with `${bucket}/`. */
export { DOCUMENTS_BUCKET } from '../../supabase/functions/_shared/storage-address';
