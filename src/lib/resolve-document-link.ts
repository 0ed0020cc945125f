import { env } from '@/lib/env';
import { storedDocumentUrl } from '../../supabase/functions/_shared/storage-address';

export const INVALID_LINK_MESSAGE = 'Invalid document link';

export class DocumentLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentLinkError';
  }
}

/**
 * Turns a row's view_download into an address to open: an http(s) link as is, a stored path as
 * its public storage URL (supabase/functions/_shared/storage-address.ts, which the e-mail
 * alerts use too). Anything else (javascript:, data:, a bare name) is refused.
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
  const stored = storedDocumentUrl(env.VITE_SUPABASE_URL, link);
  if (stored) return stored;
  throw new DocumentLinkError(INVALID_LINK_MESSAGE);
}
