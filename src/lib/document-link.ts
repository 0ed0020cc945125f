import { storedDocumentUrl } from '../../supabase/functions/_shared/storage-address';
import { env } from './env';

/**
 * Where a row's view_download leads: an http(s) link as is, a path in the bucket as its public
 * storage address (made by the function the e-mail alerts use too, so a link in an alert and on
 * the page are one address). Anything else (javascript:, data:, a bare name) has no address.
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
  return storedDocumentUrl(env.VITE_SUPABASE_URL, value);
}
