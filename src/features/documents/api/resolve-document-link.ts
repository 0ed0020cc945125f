import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { supabase } from '@/lib/supabase';
import { isStoredDocumentPath } from '../utils/storage-path';
import type { DocumentsClient } from './types';

export const INVALID_LINK_MESSAGE = 'Invalid document link';
export const UNRESOLVED_LINK_MESSAGE = 'Could not retrieve document URL';

export class DocumentLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentLinkError';
  }
}

/**
 * Turns a row's view_download into an address to open: an http(s) link as is, a stored path as
 * its public storage URL. Anything else (javascript:, data:, a bare name) is refused.
 */
export function resolveDocumentLink(value: string, client: DocumentsClient = supabase): string {
  const link = value.trim();
  if (/^https?:\/\//i.test(link)) {
    try {
      return new URL(link).href;
    } catch {
      throw new DocumentLinkError(INVALID_LINK_MESSAGE);
    }
  }
  if (isStoredDocumentPath(link)) {
    const { data } = client.storage.from(DOCUMENTS_BUCKET).getPublicUrl(link);
    if (!data.publicUrl) throw new DocumentLinkError(UNRESOLVED_LINK_MESSAGE);
    return data.publicUrl;
  }
  throw new DocumentLinkError(INVALID_LINK_MESSAGE);
}
