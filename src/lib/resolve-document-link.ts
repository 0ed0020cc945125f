import { DOCUMENTS_BUCKET } from '@/lib/document-columns';
import { env } from '@/lib/env';
import { isStoredDocumentPath } from '@/lib/storage-path';

export const INVALID_LINK_MESSAGE = 'Invalid document link';

export class DocumentLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentLinkError';
  }
}

/**
 * A stored path's public address, built as supabase-js's `storage.from(bucket).getPublicUrl()`
 * builds it (the bucket, then the stored key, which itself starts with the bucket's name), so
 * visitors' pages need no storage client to show a link.
 */
function publicStorageUrl(path: string): string {
  return encodeURI(
    `${env.VITE_SUPABASE_URL}/storage/v1/object/public/${DOCUMENTS_BUCKET}/${path.replace(/^\/+/, '')}`,
  );
}

/**
 * Turns a row's view_download into an address to open: an http(s) link as is, a stored path as
 * its public storage URL. Anything else (javascript:, data:, a bare name) is refused.
 */
export function resolveDocumentLink(value: string): string {
  const link = value.trim();
  if (/^https?:\/\//i.test(link)) {
    try {
      return new URL(link).href;
    } catch {
      throw new DocumentLinkError(INVALID_LINK_MESSAGE);
    }
  }
  if (isStoredDocumentPath(link)) {
    return publicStorageUrl(link);
  }
  throw new DocumentLinkError(INVALID_LINK_MESSAGE);
}
