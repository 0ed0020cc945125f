import { isStoredDocumentKey } from '../../supabase/functions/_shared/storage-address';
import { DOCUMENTS_BUCKET } from '@/lib/document-columns';

/** Uploaded files live under this folder of the bucket; view_download stores the full key. */
export const UPLOAD_FOLDER = `${DOCUMENTS_BUCKET}/`;

const MAX_NAME_LENGTH = 100;

/**
 * A file name that is safe in a storage key and a URL: ASCII letters, digits, dot, dash and
 * underscore only, never a path, always ending in .pdf.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const ascii = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const stem = ascii
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - '.pdf'.length);
  return `${stem || 'document'}.pdf`;
}

/** Spec section 7: `investor_documents/{timestamp}-{filename}`; the timestamp keeps keys unique. */
export function buildUploadPath(fileName: string, now: number = Date.now()): string {
  return `${UPLOAD_FOLDER}${now}-${safeFileName(fileName)}`;
}

/**
 * The name a stored file was uploaded with, as the administrator chose it ("annual-report.pdf"):
 * its key without the folder and the timestamp that keeps keys unique.
 */
export function uploadedFileName(path: string): string {
  const name = path.split('/').pop() ?? path;
  return name.replace(/^\d{10,}-/, '');
}

export function isStoredDocumentPath(value: string): boolean {
  return isStoredDocumentKey(value);
}
