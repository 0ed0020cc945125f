import { DOCUMENTS_BUCKET } from './document-columns';
import { env } from './env';

/**
 * Where a row's view_download leads: an http(s) link as is, a path in the bucket as its public
 * storage address (what supabase-js's getPublicUrl builds, without loading supabase-js).
 * Anything else (javascript:, data:, a bare name) has no address.
 */
export function documentHref(link: string): string | null {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href;
    } catch {
      return null;
    }
  }
  if (!value.startsWith(`${DOCUMENTS_BUCKET}/`) || value.split('/').includes('..')) return null;
  const base = env.VITE_SUPABASE_URL.replace(/\/+$/, '');
  const path = value.split('/').map(encodeURIComponent).join('/');
  return `${base}/storage/v1/object/public/${DOCUMENTS_BUCKET}/${path}`;
}
