import { env } from '@/lib/env';
import {
  DOCUMENTS_BUCKET,
  publicObjectUrl,
} from '../../supabase/functions/_shared/storage-address';

/** The public storage bucket that holds the investor PDFs (spec section 9). */
export const INVESTOR_BUCKET = DOCUMENTS_BUCKET;

/** The public address of a PDF kept at the top of the investor documents bucket. */
export function storedPdfUrl(fileName: string): string {
  return publicObjectUrl(env.VITE_SUPABASE_URL, INVESTOR_BUCKET, fileName);
}
