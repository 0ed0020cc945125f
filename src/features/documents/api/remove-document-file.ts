import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import type { DocumentsClient } from './types';

/**
 * Removes an uploaded file. Spec section 7: a failure here is only logged, because the row it
 * belonged to is already gone (or was never written) and the visitor cannot act on it.
 */
export async function removeDocumentFile(client: DocumentsClient, path: string): Promise<boolean> {
  try {
    const { error } = await client.storage.from(DOCUMENTS_BUCKET).remove([path]);
    if (error) {
      console.error(`Could not remove stored document ${path}:`, error.message);
      return false;
    }
    return true;
  } catch (error) {
    console.error(`Could not remove stored document ${path}:`, error);
    return false;
  }
}
