import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { env } from '@/lib/env';
import { supabase } from '@/lib/supabase';
import { buildUploadPath } from '@/lib/storage-path';
import type { DocumentsClient } from './types';
import { xhrUpload } from './xhr-upload';

/** Spec section 9: stored files are cached for an hour. */
const CACHE_CONTROL_SECONDS = '3600';

/** Where the storage API lives and the project key it expects; the app's env by default. */
export type StorageEndpoint = { storageUrl: string; apiKey: string };

function defaultEndpoint(): StorageEndpoint {
  return {
    storageUrl: `${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/storage/v1`,
    apiKey: env.VITE_SUPABASE_ANON_KEY,
  };
}

export type UploadDocumentOptions = {
  file: File;
  client?: DocumentsClient;
  onProgress?: (percent: number) => void;
  endpoint?: StorageEndpoint;
  now?: number;
};

/**
 * Uploads a PDF to `investor_documents/{timestamp}-{safe name}` in the bucket without
 * overwriting, and returns that key (what view_download stores).
 */
export async function uploadDocument({
  file,
  client = supabase,
  onProgress,
  endpoint = defaultEndpoint(),
  now,
}: UploadDocumentOptions): Promise<string> {
  const path = buildUploadPath(file.name, now);

  if (typeof XMLHttpRequest === 'undefined') {
    // Outside a browser (Node tests, scripts) there is no progress to report: one request.
    const { error } = await client.storage.from(DOCUMENTS_BUCKET).upload(path, file, {
      cacheControl: CACHE_CONTROL_SECONDS,
      upsert: false,
      contentType: 'application/pdf',
    });
    if (error) throw error;
    onProgress?.(100);
    return path;
  }

  const { data } = await client.auth.getSession();
  const token = data.session?.access_token ?? endpoint.apiKey;
  const objectPath = path.split('/').map(encodeURIComponent).join('/');
  await xhrUpload({
    url: `${endpoint.storageUrl}/object/${DOCUMENTS_BUCKET}/${objectPath}`,
    body: file,
    headers: {
      authorization: `Bearer ${token}`,
      apikey: endpoint.apiKey,
      'x-upsert': 'false',
      'cache-control': `max-age=${CACHE_CONTROL_SECONDS}`,
      'content-type': 'application/pdf',
    },
    onProgress,
  });
  onProgress?.(100);
  return path;
}
