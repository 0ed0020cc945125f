import { env } from '@/lib/env';

/** The public storage bucket that holds the investor PDFs (spec section 9). */
export const INVESTOR_BUCKET = 'investor_documents';

/** The public address of a PDF kept in the investor documents bucket. */
export function storedPdfUrl(fileName: string): string {
  // A trailing slash in the configured URL would otherwise produce "//storage".
  const base = env.VITE_SUPABASE_URL.replace(/\/+$/, '');
  return `${base}/storage/v1/object/public/${INVESTOR_BUCKET}/${fileName}`;
}
