/**
 * The one place a stored file's public address is made, for the site (src/lib/document-link.ts
 * and its callers) and for the e-mail alerts' Edge Function alike; it imports nothing, so Deno
 * and Vite both load it as it is.
 *
 * The address is what supabase-js's `storage.from(bucket).getPublicUrl(key)` builds:
 * `<project>/storage/v1/object/public/<bucket>/<key>` (storage-js, StorageFileApi.getPublicUrl;
 * Supabase's "Serving assets from Storage" guide). A document's view_download holds the key, and
 * the site's uploads put every key in a folder named as the bucket
 * (`investor_documents/1764000000000-report.pdf`), so the bucket's name appears twice in the
 * address. Reading the link as "bucket/key" drops one of them, and Storage answers 404.
 */

/** The public bucket of the investor documents; uploads go in a folder of the same name. */
export const DOCUMENTS_BUCKET = 'investor_documents';

/** A public object's address: each segment of its key percent-encoded, as getPublicUrl does. */
export function publicObjectUrl(projectUrl: string, bucket: string, key: string): string {
  const path = key
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return `${projectUrl.replace(/\/+$/, '')}/storage/v1/object/public/${bucket}/${path}`;
}

/** Whether a link is a key in the documents' folder, with no step out of it. */
export function isStoredDocumentKey(link: string): boolean {
  return link.startsWith(`${DOCUMENTS_BUCKET}/`) && !link.split('/').includes('..');
}

/** A document's stored file as its public address; null when the link is not such a key. */
export function storedDocumentUrl(projectUrl: string, link: string): string | null {
  const key = link.trim();
  return isStoredDocumentKey(key) ? publicObjectUrl(projectUrl, DOCUMENTS_BUCKET, key) : null;
}
