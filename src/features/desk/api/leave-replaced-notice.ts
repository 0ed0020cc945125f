import { documentPageOf } from '@/content/investor-document-pages';
import type { DocumentRow } from '@/lib/database-rows';
import { DOCUMENTS_BUCKET, type DocumentTableName } from '@/lib/document-tables';
import { formatIndianDate, indiaToday } from '@/lib/format-date';
import { buildReplacedNoticePdf } from '../utils/replaced-notice-pdf';
import { isStoredDocumentPath } from '@/lib/storage-path';
import { resolveDocumentLink } from '@/lib/resolve-document-link';
import type { DocumentsClient } from './types';

/**
 * Writes the "this document has been replaced" notice over a replaced file, once the row points
 * at its new file or link. Old links keep working and lead to the corrected document; the
 * superseded version is no longer served. A failure is only logged: the old file then stays as
 * it was, which still opens, and the row is already right.
 */
export async function leaveReplacedNotice({
  client,
  table,
  oldPath,
  row,
  siteUrl,
}: {
  client: DocumentsClient;
  table: DocumentTableName;
  oldPath: string;
  row: DocumentRow;
  siteUrl: string;
}): Promise<boolean> {
  try {
    const bucket = client.storage.from(DOCUMENTS_BUCKET);
    const notice = buildReplacedNoticePdf({
      title: row.document_title,
      currentUrl: isStoredDocumentPath(row.view_download)
        ? bucket.getPublicUrl(row.view_download).data.publicUrl
        : resolveDocumentLink(row.view_download),
      pageUrl: `${siteUrl}${documentPageOf(table).path}`,
      replacedOn: formatIndianDate(indiaToday()),
    });
    // A short cache, so a browser or CDN that kept the old file soon asks again.
    const { error } = await bucket.upload(oldPath, notice, {
      upsert: true,
      contentType: 'application/pdf',
      cacheControl: '300',
    });
    if (error) throw error;
    return true;
  } catch (error) {
    console.error(`Could not leave a notice at the replaced file ${oldPath}:`, error);
    return false;
  }
}
